import type { Account, Domain } from "../../core/account";
import { findDomain } from "../../core/domain-lookup";
import { badRequest, ModelError, notFound } from "../../core/errors";
import { isPlainObject } from "../../core/plain-object";
import { delegationChangeBlocker } from "../dnssec/model";
import { domainsState } from "./state";

/** nameserversUpdateRequest: exactly `vanity_set_id`, a positive integer or null (400 otherwise). */
function parseVanitySetId(body: unknown): number | null {
  if (!isPlainObject(body)) throw badRequest("request body must be a JSON object");
  for (const field of Object.keys(body)) {
    if (field !== "vanity_set_id") {
      throw badRequest(`unknown field "${field}": free-form nameservers are not supported here`);
    }
  }
  const id = body.vanity_set_id;
  if (id === undefined)
    throw badRequest("vanity_set_id is required (null reverts to the standard nameservers)");
  if (id !== null && (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1)) {
    throw badRequest("vanity_set_id must be a positive integer or null");
  }
  return id;
}

const conflict = (message: string) => new ModelError(409, message);

/**
 * PUT /domains/{domain}/nameservers. Checks in order: body (400), domain and vanity set (404);
 * a request for the current delegation changes nothing and counts nothing; then the domain
 * guardian (403), the domain's state and plan (409) and the daily limits (429).
 */
export function changeNameservers(account: Account, name: string, body: unknown): Domain {
  const vanitySetId = parseVanitySetId(body);
  const domain = findDomain(account, name);
  const set = vanitySetId === null ? undefined : account.vanitySets.find((s) => s.id === vanitySetId);
  if (vanitySetId !== null && !set)
    throw notFound(`Vanity nameserver set ${vanitySetId} not found in this account`);
  const unchanged = set
    ? domain.nameserver_mode === "vanity" && domain.vanity_set_id === set.id
    : domain.nameserver_mode === "standard";
  if (unchanged) return domain;
  if (domain.guardian_rules.includes("ns_change")) {
    throw new ModelError(
      403,
      `blocked by the domain guardian: rule class ns_change protects the nameservers of ${domain.name}`,
    );
  }
  if (domain.transfer_status === "pending") throw conflict(`${domain.name} has a transfer pending`);
  if (domain.renewal_status === "cancelled") throw conflict(`${domain.name} is cancelled`);
  if (set && domain.plan === "basic") {
    throw conflict(`the basic plan of ${domain.name} does not include vanity nameservers`);
  }
  const blocker = delegationChangeBlocker(account, domain);
  if (blocker) throw conflict(blocker);
  domainsState(account).nameserverChanges.admit(domain.name);
  domain.nameserver_mode = set ? "vanity" : "standard";
  if (set) domain.vanity_set_id = set.id;
  else delete domain.vanity_set_id;
  delete domain.external_nameservers; // the registry lists the new nameservers only
  return domain;
}
