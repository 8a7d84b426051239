import { toFqdn, withoutTrailingDot } from "../dns/fqdn";

/** A domain of the account as the API names it: lower case, IDN in punycode, no trailing dot. */
export function domainName(value: string): string {
  return withoutTrailingDot(toFqdn(value));
}
