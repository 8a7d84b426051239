/**
 * Permission names of API keys. The spec names domain:read, billing:read, tls:read and
 * acme-dns-challenge and leaves the complete list open; the rest follow the same
 * `<area>:<read|write>` pattern, one pair per area of the API.
 */
export const scopes = [
  "dns:read",
  "dns:write",
  "domain:read",
  "domain:write",
  "hosting:read",
  "tls:read",
  "tls:write",
  "billing:read",
  "assistant",
  "acme-dns-challenge",
] as const;
export type Scope = (typeof scopes)[number];

/** The platform scope for automated certificate challenges: POST /dns/rr only, rate limited. */
export const ACME_SCOPE: Scope = "acme-dns-challenge";
