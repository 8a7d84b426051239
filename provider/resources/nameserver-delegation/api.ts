import type { DomainDetail, NameserversResponse } from "../../client/api";
import { ConflictError, ForbiddenError, NotFoundError, RateLimitError } from "../../client/errors";
import type { RegistrarClient } from "../../client/registrar-client";
import { clock } from "../../common/clock";
import { createOnce } from "../../common/create-once";
import { notAccountDomain } from "../account-domain";
import type { Step } from "../runner/recipe";

/** What NameserverDelegation does with the API: read, change only when needed, explain refusals. */

/** The delegation is the wanted one: a vanity set, or (null) the standard nameservers. */
export function delegatedTo(res: NameserversResponse, vanitySetId: number | null): boolean {
  return vanitySetId === null
    ? res.mode === "standard"
    : res.mode === "vanity" && res.vanity_set_id === vanitySetId;
}

/** The delegation now; a 404 names the domain input (it is not a domain of the account). */
export async function currentDelegation(
  client: RegistrarClient,
  domain: string,
): Promise<NameserversResponse> {
  try {
    return await client.getNameserversByDomain(domain);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    throw notAccountDomain(domain, error);
  }
}

/**
 * Delegates `domain` to `vanitySetId` unless `current` already shows it: a PUT of the current
 * delegation is free at the API too, but sending none spends nothing for sure. The PUT is never
 * repeated blindly (a lost answer is checked by reading); a passing rate limit (429 with a short
 * Retry-After) is waited out by the client; a refusal (403, 404, 409, the daily limit) is final.
 */
export async function delegate(
  step: Step,
  current: NameserversResponse,
  vanitySetId: number | null,
  property = "vanitySetId",
): Promise<NameserversResponse> {
  const { client } = step;
  const domain = current.domain;
  if (delegatedTo(current, vanitySetId)) return current;
  if (vanitySetId !== null && !current.vanity_sets.some((set) => set.id === vanitySetId)) {
    throw new Error(
      `${property}: ${vanitySetId} is not a vanity nameserver set of this account (${setList(current)})`,
    );
  }
  try {
    const changed = await createOnce({
      what: `nameserver change of ${domain}`,
      log: step.log,
      send: () => client.putNameserversByDomain(domain, { vanity_set_id: vanitySetId }),
      find: async () => {
        const now = await client.getNameserversByDomain(domain);
        return delegatedTo(now, vanitySetId) ? now : undefined;
      },
    });
    step.log.info(
      `${domain} delegated to ${vanitySetId === null ? "the standard nameservers" : `vanity set ${vanitySetId}`}: ${changed.nameservers.join(", ")}`,
    );
    return changed;
  } catch (error) {
    throw await explainRefusal(client, error, current, vanitySetId, property);
  }
}

function setList(res: NameserversResponse): string {
  if (res.vanity_sets.length === 0) return "it has none: use null for the standard nameservers";
  return `it has ${res.vanity_sets.map((set) => `${set.id} (${set.name})`).join(", ")}; null means the standard nameservers`;
}

/** Seconds as "3h 20m" or "45s". */
function duration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (h > 0) return `${h}h ${m}m`;
  return m > 0 ? `${m}m ${seconds % 60}s` : `${seconds}s`;
}

/**
 * A 429 the client did not wait out. The API documents one limit on this call, the daily one
 * (5 changes per domain, 50 per account), which resets with the day: a Retry-After longer than
 * the client waits within a call is that quota. A short one that kept coming is a passing rate
 * limit, not the quota; without Retry-After the answer does not say which.
 */
function rateLimitHint(error: RateLimitError): string {
  const seconds = error.retryAfterSeconds;
  const nothing = "Nothing was changed";
  if (error.longWait && seconds !== undefined) {
    const at = new Date(clock.now() + seconds * 1000).toISOString();
    return (
      "the daily limit of nameserver changes is reached (5 per domain and 50 per account each day, across all keys); " +
      `it resets in ${duration(seconds)} (at ${at}). ${nothing} and a daily limit is not retried: run \`pulumi up\` again after the reset`
    );
  }
  if (seconds !== undefined) {
    return `the API's rate limit kept refusing the change (Retry-After ${seconds}s). ${nothing}: run \`pulumi up\` again in a minute`;
  }
  return (
    "the API refused it with 429 without saying for how long: a passing rate limit, or the daily limit of nameserver " +
    `changes (5 per domain and 50 per account each day). ${nothing}: run \`pulumi up\` again in a minute, or after the next day's reset if it is refused again`
  );
}

/** 403, 404, 409 and 429 in the terms of the inputs: which rule, and what to do. */
async function explainRefusal(
  client: RegistrarClient,
  error: unknown,
  current: NameserversResponse,
  vanitySetId: number | null,
  property: string,
): Promise<unknown> {
  const domain = current.domain;
  const target = vanitySetId === null ? "the standard nameservers" : `vanity set ${vanitySetId}`;
  const refused = (hint: string, apiError: { apiMessage: string }) =>
    new Error(
      `${property}: delegating ${domain} to ${target} was refused (${apiError.apiMessage}): ${hint}`,
      {
        cause: error,
      },
    );
  if (error instanceof RateLimitError) return refused(rateLimitHint(error), error);
  if (
    !(error instanceof ForbiddenError || error instanceof ConflictError || error instanceof NotFoundError)
  ) {
    return error;
  }
  const detail: DomainDetail | undefined = await client.getDomain(domain).catch(() => undefined);
  if (error instanceof ForbiddenError) {
    return refused(
      detail?.guardian_rules.includes("ns_change")
        ? "the domain guardian blocks nameserver changes of this domain (rule class ns_change): lift the rule in the registrar's dashboard, then run `pulumi up` again"
        : "the API key may lack the permission to change domains (domain:write): use a key that has it",
      error,
    );
  }
  if (error instanceof NotFoundError) {
    return refused(`the domain or the vanity set no longer exists (${setList(current)})`, error);
  }
  let hint = "run `pulumi up` again once the domain's state allows the change";
  if (detail?.transfer_status === "pending")
    hint = "a transfer of the domain is pending: wait until it has ended";
  else if (detail?.renewal_status === "cancelled") hint = "the domain is cancelled: renew it first";
  else if (vanitySetId !== null && detail?.plan === "basic") {
    hint =
      "the basic plan includes no vanity nameservers: upgrade the plan, or set vanitySetId to null (standard nameservers)";
  } else if (detail?.dnssec_status === "pending") {
    hint =
      "a DNSSEC job is running for the domain: wait for it to end (e.g. make this resource dependOn its DnssecConfig)";
  } else if (detail?.dnssec_status === "active") {
    hint =
      'DNSSEC is enabled and its DS records point at the current nameservers\' keys: disable it first (a DnssecConfig with state "disabled")';
  }
  return refused(hint, error);
}
