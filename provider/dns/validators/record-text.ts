import { recordTypeOf } from "../record-types";
import type { ZoneRecord } from "./finding";

/** A record as a zone file writes it (`example.com. MX 10 mx1.example.net.`), for messages. */
export function recordText(record: ZoneRecord): string {
  return `${record.name} ${record.type} ${valueText(record)}`;
}

/** A record's value as a zone file writes it (its type's `zoneFileText`), or as the file wrote it. */
export function valueText(record: ZoneRecord): string {
  if (record.rdata !== undefined) return record.rdata;
  return recordTypeOf(record.type)?.zoneFileText(record) ?? record.data;
}

/** Records named in a sentence: "a", "a and b", "a, b and c". */
export function listed(records: readonly ZoneRecord[]): string {
  const texts = records.map((record) => `${recordText(record)}${record.origin ? ` (${record.origin})` : ""}`);
  return texts.length <= 1 ? (texts[0] ?? "") : `${texts.slice(0, -1).join(", ")} and ${texts.at(-1)}`;
}

/** Records grouped by name, in the order first seen. */
export function byName(records: readonly ZoneRecord[]): Map<string, ZoneRecord[]> {
  const groups = new Map<string, ZoneRecord[]>();
  for (const record of records) {
    const list = groups.get(record.name) ?? [];
    list.push(record);
    groups.set(record.name, list);
  }
  return groups;
}

/** Every record of every zone the rule reads. */
export function allRecords(zones: readonly { records: readonly ZoneRecord[] }[]): ZoneRecord[] {
  return zones.flatMap((zone) => zone.records);
}
