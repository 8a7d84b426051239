import type { RecordResponse, RecordType } from "../client/api";
import { recordName, toFqdn } from "./fqdn";
import { type CaaTag, caaTags, isCaaTag, recordTypeTable } from "./record-types";

/** A DNS record in canonical form: what inputs, outputs and API values are compared in. */
export interface CanonicalRecord {
  name: string;
  type: RecordType;
  data: string;
  ttl?: number;
  annotation?: string;
  priority?: number;
  flags?: number;
  tag?: string;
}

/**
 * The canonical text of a record's data for its type, from user input: IPv6 in RFC 5952 form,
 * targets absolute (see `targetName` for how `zone` applies), CAA values unquoted. Throws an
 * Error saying what is wrong, including everything the API would refuse (length, characters).
 */
export function canonicalData(type: RecordType, data: string, zone?: string): string {
  return recordTypeTable[type].canonical(data, zone);
}

/** TXT input as one logical string: a list of chunks is joined, as resolvers join them. */
export function joinTxt(data: string | readonly string[]): string {
  return typeof data === "string" ? data : data.join("");
}

/**
 * `0 issue "letsencrypt.org"` in zone-file style, split into its structured parts; undefined
 * when the text does not have that shape. `data` is the value as written, quotes included
 * (`canonicalData` removes them). Linear in the length of the text: the pattern is anchored at
 * the start and its parts are disjoint character classes, so nothing backtracks over the value.
 */
export function parseCaaText(text: string): { flags: number; tag: string; data: string } | undefined {
  const trimmed = text.trim();
  const head = /^(\d{1,3})\s+([A-Za-z0-9]+)\s+/.exec(trimmed);
  if (!head) return undefined;
  return {
    flags: Number(head[1]),
    tag: (head[2] ?? "").toLowerCase(),
    data: trimmed.slice(head[0].length),
  };
}

/** A CAA tag from input: any case, one of the tags the API accepts. */
export function checkCaaTag(tag: string): CaaTag {
  const lower = tag.trim().toLowerCase();
  if (!isCaaTag(lower)) throw new Error(`"${tag}" is not a CAA tag the API accepts (${caaTags.join(", ")})`);
  return lower;
}

/**
 * A record as the API holds it: every record has its ttl, and a CAA record one of the tags the API
 * accepts (lower case).
 */
export interface ApiCanonicalRecord extends CanonicalRecord {
  recordId: string;
  zone: string;
  ttl: number;
  tag?: CaaTag;
}

/** A record as the API returned it, in canonical form. */
export function fromApi(record: RecordResponse): ApiCanonicalRecord {
  const out: ApiCanonicalRecord = {
    recordId: String(record.id),
    zone: toFqdn(record.zone),
    name: recordName(record.name),
    type: record.type,
    data: recordTypeTable[record.type].fromApi(record.data),
    ttl: record.ttl,
  };
  if (record.annotation) out.annotation = record.annotation;
  const variant = { priority: record.priority, flags: record.flags, tag: record.tag?.toLowerCase() };
  for (const field of recordTypeTable[record.type].fields) {
    if (variant[field] != null) Object.assign(out, { [field]: variant[field] });
  }
  return out;
}

/** Same record value (the natural key): name, type, data and the variant's numbers. */
export function sameValue(a: CanonicalRecord, b: CanonicalRecord): boolean {
  return (
    a.name === b.name &&
    a.type === b.type &&
    a.data === b.data &&
    (a.priority ?? 0) === (b.priority ?? 0) &&
    (a.flags ?? 0) === (b.flags ?? 0) &&
    (a.tag ?? "") === (b.tag ?? "")
  );
}
