import { typesReadBy } from "../record-types";
import type { ZoneRecord, ZoneRule } from "./finding";
import { allRecords, listed, recordText } from "./record-text";
import { indexZones } from "./zone-index";

/** The wildcard types a reader expects to answer every name below: names of hosts. */
const hostTypes = typesReadBy("wildcard-shadow");

/** Whether records at a name answer a query of `type` themselves (a CNAME answers every type). */
function answers(records: readonly ZoneRecord[], type: string): boolean {
  const types = new Set(records.map((record) => record.type));
  if (types.has(type) || types.has("CNAME")) return true;
  if (type === "A" || type === "AAAA") return types.has("ALIAS");
  if (type === "ALIAS") return types.has("A") || types.has("AAAA");
  return false;
}

/**
 * A wildcard that does not answer a name a reader expects it to. RFC 4592: `*.x` answers only
 * names below x that do not exist; a name `y.x` that exists (it has records of any type, or a
 * name below it has) is never answered by the wildcard, for any type. So `*.x A` and `y.x MX`
 * leave `y.x` without an address, and `z.y.x` alone (no record at y.x) leaves `y.x` and every
 * other name below it without one. Reported for host types (A, AAAA, ALIAS, CNAME, MX) when the
 * name lacks that type; names whose first label starts with "_" (`_dmarc`, `_domainkey`) are
 * service names, never hosts, and are not reported.
 */
export const wildcardShadow: ZoneRule = {
  id: "wildcard-shadow",
  severity: "warning",
  description:
    "a name below a wildcard that exists without the wildcard's type, so the wildcard does not answer it",
  check({ zones }) {
    const index = indexZones(zones);
    const records = allRecords(zones);
    const wildcards = records.filter((record) => record.name.startsWith("*.") && hostTypes.has(record.type));
    const checked = new Set<string>();
    return wildcards.flatMap((wildcard) => {
      const parent = wildcard.name.slice(2);
      const key = `${wildcard.name} ${wildcard.type}`;
      if (checked.has(key)) return [];
      checked.add(key);
      // The names directly below the wildcard's parent that exist: each shadows the wildcard.
      const children = new Set(
        records
          .map((record) => record.name)
          .filter((name) => name !== wildcard.name && name.endsWith(`.${parent}`))
          .map(
            (name) =>
              name
                .slice(0, -parent.length - 1)
                .split(".")
                .at(-1) ?? "",
          )
          .filter((label) => label !== "" && !label.startsWith("_"))
          .map((label) => `${label}.${parent}`),
      );
      return [...children].flatMap((child) => {
        const at = index.at(child);
        if (answers(at, wildcard.type)) return [];
        const below = records.filter((record) => record.name.endsWith(`.${child}`));
        const shadowing = at.length > 0 ? at : below;
        const how =
          at.length > 0
            ? `${child} has records (${listed(at)})`
            : `${child} exists because ${listed(below.slice(0, 3))} lies below it`;
        return [
          {
            records: [wildcard, ...shadowing],
            message:
              `${how}, so the wildcard ${recordText(wildcard)} does not answer ${child} (RFC 4592): ` +
              `queries for ${child} ${wildcard.type} get no answer. Add a ${wildcard.type} at ${child} if it should ` +
              "have one, or silence this finding on the wildcard with the reason",
          },
        ];
      });
    });
  },
};
