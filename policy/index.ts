import { resolve } from "node:path";
import { PolicyPack } from "@pulumi/policy";
import { policies } from "./policies";

/**
 * The pack the CLI runs (`--policy-pack` names the directory policy/, whose package.json points
 * here): it serves the policies to the engine on a port it prints.
 */

// The policy SDK reads the pack's version from the working directory's package.json, and the CLI
// starts a pack in the program's directory: the package's own manifest gives the version.
process.chdir(resolve(__dirname, "..", ".."));

new PolicyPack("pulumi-registrar", {
  policies,
  description:
    "Catches a registrar account's outages before `pulumi up`: CAA refusing the program's CA, DNSSEC at the registry without a signed zone, DCV records with no zone, delegations away from managed zones, weak keys and short terms.",
});
