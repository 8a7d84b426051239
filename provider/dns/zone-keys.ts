import type { RecordType } from "../client/api";
import { withoutTrailingDot } from "./fqdn";
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
  return `${relativeName(record.name, zone)} ${record.type} ${valueText(record)}`;
}

/** The record a key stands for, in canonical form: the inverse of `recordKey`. */
export function recordOfKey(key: RecordKey, zone: string): KeyedRecord {
  const [relative = "", type = "", ...rest] = key.split(" ");
  const value = rest.join(" ");
  const name = relative === "@" ? zone : `${relative}.${zone}`;
  const record: KeyedRecord = { name, type: type as RecordType, data: value };
  if (type === "MX") {
    const [priority = "", ...target] = rest;
    return { ...record, priority: Number(priority), data: target.join(" ") };
  }
  if (type === "CAA") {
    const [flags = "", tag = "", ...data] = rest;
    return { ...record, flags: Number(flags), tag, data: data.join(" ") };
  }
  return record;
}

/** `name` relative to `zone`: "@" for the apex, else the labels below it. */
export function relativeName(name: string, zone: string): string {
  return name === zone ? "@" : withoutTrailingDot(name.slice(0, -zone.length));
}

function valueText(record: KeyedRecord): string {
  if (record.type === "MX") return `${record.priority ?? 0} ${record.data}`;
  if (record.type === "CAA") return `${record.flags ?? 0} ${record.tag ?? ""} ${record.data}`;
  return record.data;
}
