/** The domains area's model: every rule of the spec's Domains rows, on the account and the clock. */
export { createAuthInfo } from "./auth-info";
export { checkAvailability } from "./availability";
export { findDomain } from "./domain-lookup";
export { listDomains } from "./listing";
export { changeNameservers } from "./nameserver-change";
export { domainsState } from "./state";
