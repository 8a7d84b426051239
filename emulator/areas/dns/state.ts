import type { Account } from "../../core/account";
import { areaState } from "../../core/area-state";
import { AcmeLimiter } from "./acme-limits";
import { Zones } from "./zones";

/** The DNS part of an account: its zones and the limits of acme-dns-challenge keys. */
export interface DnsState {
  zones: Zones;
  acmeLimiter: AcmeLimiter;
}

export const dnsState = areaState(
  (account): DnsState => ({ zones: new Zones(), acmeLimiter: new AcmeLimiter(account.clock) }),
);

/** Whether the account hosts the zone named `fqdn` (lower case, trailing dot). */
export const hostsZone = (account: Account, fqdn: string) => dnsState(account).zones.has(fqdn);
