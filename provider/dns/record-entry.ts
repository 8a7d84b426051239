import { recordTypeTable } from "./record-types";
import type { CanonicalRecord } from "./record-values";
import { relativeName } from "./zone-keys";

/**
 * A record as an entry of a DnsZone's `records`, in a program's syntax, ready to paste:
 * `{ name: "hand", type: "A", data: "192.0.2.99", ttl: 300 }`. Names are relative to the zone;
 * targets stay absolute (a trailing dot), so the entry means the same record wherever it goes.
 */
export function recordEntry(record: Omit<CanonicalRecord, "annotation">, zone: string): string {
  const fields: [string, string | number | undefined][] = [
    ["name", relativeName(record.name, zone)],
    ["type", record.type],
    // A type whose fields may be written in `data` (CAA) writes them there; others beside it.
    [
      "data",
      recordTypeTable[record.type].fieldsInData ? recordTypeTable[record.type].keyText(record) : record.data,
    ],
    ["priority", record.priority],
    ["ttl", record.ttl],
  ];
  const shown = fields
    .filter(([, value]) => value !== undefined)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
  return `{ ${shown.join(", ")} }`;
}
