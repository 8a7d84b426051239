import type { NotFoundError } from "../client/errors";
import { missingDomain } from "../common/account-reads";
import { unknownValue } from "../common/unknown";
import { withoutTrailingDot } from "../dns/fqdn";
import type { CheckFailure, Step } from "./recipe";

/**
 * The domain a create names (DnssecConfig's, NameserverDelegation's), checked against the
 * account: `up` and preview refuse a domain the account does not have in the same words.
 */

/** A domain the API does not know, in the terms of the inputs. */
export function notAccountDomain(domain: string, error: NotFoundError): Error {
  return new Error(
    `domain: ${domain} is not a domain of this account (getDomains lists them) (${error.message})`,
    {
      cause: error,
    },
  );
}

/**
 * `checkWithApi` of a kind whose create names `domain`: one read per domain and process, none
 * while the domain is still unknown or is the one the state holds (`olds`, the old inputs).
 */
export async function domainFailures(step: Step, domain: string, olds: unknown): Promise<CheckFailure[]> {
  const old = typeof olds === "object" && olds !== null ? (olds as { domain?: unknown }).domain : undefined;
  const held = typeof old === "string" && withoutTrailingDot(old.toLowerCase()) === domain;
  if (held || domain === unknownValue) return [];
  const missing = await missingDomain(step.client, domain);
  return missing ? [{ property: "domain", reason: notAccountDomain(domain, missing).message }] : [];
}
