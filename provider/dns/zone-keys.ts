import type { RecordType } from "../client/api";
import { withoutTrailingDot } from "./fqdn";
import { recordTypeOf, recordTypeTable } from "./record-types";
import type { CanonicalRecord } from "./record-values";

/**
 * A record's key in a zone: its name relative to the zone ("@" for the apex), its type and its
 * value as a zone file writes them, e.g. `www A 192.0.2.1`, `@ MX 10 mx1.example.net.`,
 * `@ CAA 0 issue letsencrypt.org`. It is the record's natural key (two records with the same key
 * are the same record to the API) and what a zone's preview names each record by.
 */
export type RecordKey = string;

/** The parts of a record its key holds. */
export type KeyedRecord = Pick<CanonicalRecord, "name" | "type" | "data" | "priority" | "flags" | "tag">;

/** The key of `record` (canonical) in `zone` (canonical). */
export function recordKey(record: KeyedRecord, zone: string): RecordKey {
  return `${relativeName(record.name, zone)} ${record.type} ${recordTypeTable[record.type].keyText(record)}`;
}

/** The record a key stands for, in canonical form: the inverse of `recordKey`. */
export function recordOfKey(key: RecordKey, zone: string): KeyedRecord {
  const [relative = "", type = "", ...rest] = key.split(" ");
  const name = relative === "@" ? zone : `${relative}.${zone}`;
  const value = recordTypeOf(type)?.ofKeyText(rest) ?? { data: rest.join(" ") };
  return { name, type: type as RecordType, ...value };
}

/** `name` relative to `zone`: "@" for the apex, else the labels below it. */
export function relativeName(name: string, zone: string): string {
  return name === zone ? "@" : withoutTrailingDot(name.slice(0, -zone.length));
}
