import * as pulumi from "@pulumi/pulumi";
import { DnsRecord, DnsZone } from "pulumi-registrar";

/**
 * A resource of the provider plugin, as a program without a generated SDK declares it. The alias
 * names the type the dynamic resource of the same kind and name had, so the engine carries its
 * state over: the first `up` after the switch changes nothing.
 */
class Native extends pulumi.CustomResource {
  constructor(kind: string, name: string, args: object) {
    super(`registrar:index:${kind}`, name, args, {
      aliases: [{ type: `pulumi-nodejs:dynamic/registrar:${kind}` }],
    });
  }
}

const config = new pulumi.Config();
const native = config.require("frontEnd") === "native";
const recordArgs = {
  name: "moved",
  zone: "example.org",
  type: "A" as const,
  data: config.require("address"),
};
const zoneArgs = {
  zone: "example.net",
  records: [
    { name: "moved", type: "TXT" as const, data: config.require("note") },
    { name: "api", type: "A" as const, data: "192.0.2.80" },
  ],
};

const record = native ? new Native("DnsRecord", "moved", recordArgs) : new DnsRecord("moved", recordArgs);
const zone = native ? new Native("DnsZone", "example-net", zoneArgs) : new DnsZone("example-net", zoneArgs);

export const recordId = record.id;
export const zoneId = zone.id;
