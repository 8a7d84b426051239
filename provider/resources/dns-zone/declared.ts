import type { Unknown } from "../../common/input-checks";
import { unknownValue } from "../../common/unknown";
import type { RecordKey } from "../../dns/zone-keys";
import type { Desired } from "./change-set";

/** What a program manages of a declared record besides its key: ttl and annotation, where set. */
export type DeclaredSettings = Omit<Desired, "key">;

/**
 * A DnsZone's `records` as its checked inputs hold them: settings by key, and for a preview's
 * sake `newValue` on an entry that stands under the key of the record it changes in place.
 */
export type DeclaredEntries =
  | Record<RecordKey, (DeclaredSettings & { newValue?: string | Unknown }) | Unknown>
  | Unknown;

/**
 * The declared records by their own keys (an entry shown under the key of the record it changes
 * carries `newValue`), those still unknown in a preview left out: what the plan takes.
 */
export function declaredRecords(records: DeclaredEntries): Map<RecordKey, DeclaredSettings> {
  const declared = new Map<RecordKey, DeclaredSettings>();
  if (typeof records !== "object") return declared;
  for (const [key, entry] of Object.entries(records)) {
    if (typeof entry !== "object") continue;
    const { newValue, ...settings } = entry;
    if (newValue === unknownValue) continue;
    declared.set(newValue === undefined ? key : `${key.split(" ", 2).join(" ")} ${newValue}`, settings);
  }
  return declared;
}

/** The declared records, as the plan takes them. */
export function desiredOf(records: DeclaredEntries): Desired[] {
  return [...declaredRecords(records)].map(([key, settings]) => ({ key, ...settings }));
}
