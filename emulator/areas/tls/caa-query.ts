import type { Account } from "../../core/account";
import { dnsState } from "../dns/state";
import type { CaaQuery, CaaRecord } from "./caa";

/**
 * CAA queries as the CA's resolver would answer them from the account's zones: the name's CAA
 * records, or, at a CNAME, those of its target (followed within the account's zones, at most
 * `MAX_ALIASES` hops, as a resolver chases aliases). A name outside the account's zones has none:
 * the emulator knows no other DNS. Wildcard records are not expanded.
 */

export const MAX_ALIASES = 8;

export function accountCaaQuery(account: Account): CaaQuery {
  const { zones } = dnsState(account);
  return (queried) => {
    let name = queried;
    for (let hop = 0; hop <= MAX_ALIASES; hop++) {
      const records = zones.zoneFor(name)?.recordsAt(name) ?? [];
      const caa: CaaRecord[] = records
        .filter((r) => r.type === "CAA")
        .map((r) => ({ flags: r.flags ?? 0, tag: r.tag ?? "", value: r.data }));
      if (caa.length > 0) return { name, records: caa };
      const alias = records.find((r) => r.type === "CNAME");
      if (!alias) return undefined;
      name = alias.data.toLowerCase();
    }
    return undefined;
  };
}
