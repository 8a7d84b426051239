import type { Account, ApiKey } from "./account";
import { ModelError } from "./errors";
import { ACME_SCOPE, type Scope } from "./scopes";

/** What a route asks of the calling key. */
export interface RouteAuth {
  /** Any one of these scopes suffices; empty means any valid key. */
  scopes: Scope[];
  /** The route admits keys whose only scope is acme-dns-challenge (POST /dns/rr alone). */
  acme?: boolean;
}

export function keyFromHeader(account: Account, header: string | string[] | undefined): ApiKey | undefined {
  return typeof header === "string" ? account.keys.find((k) => k.key === header) : undefined;
}

/** 401 for a missing or unknown x-api-key. */
export function authenticate(account: Account, header: string | string[] | undefined): ApiKey {
  if (header === undefined || header === "") throw new ModelError(401, "missing x-api-key header");
  const key = keyFromHeader(account, header);
  if (!key) throw new ModelError(401, "invalid API key");
  return key;
}

/** An automated-challenge credential: nothing but acme-dns-challenge. */
export function isAcmeOnly(key: ApiKey): boolean {
  return key.scopes.length > 0 && key.scopes.every((s) => s === ACME_SCOPE);
}

/** A POST /dns/rr by this key is admitted through acme-dns-challenge, hence rate limited. */
export function usesAcmeScope(key: ApiKey): boolean {
  return key.scopes.includes(ACME_SCOPE) && !key.scopes.includes("dns:write");
}

/** 403 when the key lacks the route's scopes. */
export function authorize(key: ApiKey, auth: RouteAuth): void {
  if (isAcmeOnly(key) && !auth.acme) {
    throw new ModelError(403, "an acme-dns-challenge credential may only create records (POST /dns/rr)");
  }
  if (auth.scopes.length > 0 && !auth.scopes.some((s) => key.scopes.includes(s))) {
    throw new ModelError(403, `this credential lacks the scope ${auth.scopes.join(" or ")}`);
  }
}
