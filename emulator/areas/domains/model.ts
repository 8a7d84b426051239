/** The domains area's model: every rule of the spec's Domains rows, on the account and the clock. */

export { findDomain } from "../../core/domain-lookup";
export { createAuthInfo } from "./auth-info";
export { checkAvailability } from "./availability";
export { listDomains } from "./listing";
export { changeNameservers } from "./nameserver-change";
export { domainsState } from "./state";
