import type { NotFoundError } from "../client/errors";
import { missingDomain } from "../common/account-reads";
import { unknownValue } from "../common/unknown";
import { withoutTrailingDot } from "../dns/fqdn";
import type { CheckFailure, Step } from "./runner/recipe";

/**
 * The domain a create names (DnssecConfig's, NameserverDelegation's), checked against the
 * account: `up` and preview refuse a domain the account does not have in the same words.
 */

/** A domain the API does not know, in the terms of the inputs; `found` is how (the API's 404, or the list). */
export function notAccountDomain(domain: string, found: NotFoundError | string): Error {
  const detail = typeof found === "string" ? found : found.message;
  return new Error(
    `domain: ${domain} is not a domain of this account (getDomains lists them) (${detail})`,
    typeof found === "string" ? {} : { cause: found },
  );
}

/**
 * `checkWithApi` of a kind whose create names `domain`: the account's domains read once per
 * process (provider/common/account-reads.ts), nothing while the domain is still unknown or is
 * the one the state holds (`olds`, the old inputs).
 */
export async function domainFailures(step: Step, domain: string, olds: unknown): Promise<CheckFailure[]> {
  const old = typeof olds === "object" && olds !== null ? (olds as { domain?: unknown }).domain : undefined;
  const held = typeof old === "string" && withoutTrailingDot(old.toLowerCase()) === domain;
  if (held || domain === unknownValue) return [];
  const missing = await missingDomain(step.client, domain);
  return missing ? [{ property: "domain", reason: notAccountDomain(domain, missing).message }] : [];
}
