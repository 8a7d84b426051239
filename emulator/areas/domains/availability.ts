import type { Account } from "../../core/account";
import { ModelError } from "../../core/errors";
import { registryOutages } from "../registry/state";
import { parseRegistrableName } from "./registrable-name";
import { domainsState } from "./state";

/** What the simulated lookup service (RDAP/WHOIS) says about a name. */
export interface Availability {
  domain: string;
  available: boolean;
  publicSuffix: string;
}

const bare = (name: string) => name.toLowerCase().replace(/\.$/, "");

/**
 * GET /domains/availability/{domain}, for any name. Checks in order: the per-minute limits
 * (429; every admitted call counts), the name (400), the registry (502 when an injected outage
 * makes it unreachable: undetermined, never "taken"). Taken: the account's own domains and the
 * fixtures' registeredDomains; every other registrable name is free.
 */
export function checkAvailability(
  account: Account,
  keyId: string,
  input: string,
  registeredDomains: readonly string[],
): Availability {
  const state = domainsState(account);
  state.availabilityLimits.hit(keyId);
  const { name, publicSuffix } = parseRegistrableName(input);
  if (registryOutages(account).take(name, "availability")) {
    throw new ModelError(
      502,
      `availability of ${name} undetermined: the registry for ${publicSuffix} did not answer`,
    );
  }
  const taken = account.domain(name) !== undefined || registeredDomains.some((r) => bare(r) === name);
  return { domain: name, available: !taken, publicSuffix };
}
