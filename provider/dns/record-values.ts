import ipaddr from "ipaddr.js";
import type { RecordResponse, RecordType } from "../client/api";
import { recordName, targetName, toFqdn } from "./fqdn";
import { type CaaTag, caaTags, isCaaTag, recordLimits, variantFields } from "./limits";

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

interface DataRule {
  /** User input to canonical form; throws an Error on anything the API would refuse. */
  input(data: string, zone?: string): string;
  /** A value the API returned to canonical form (the API already holds it absolute and raw). */
  api(data: string): string;
}

const ipv4: DataRule["input"] = (data) => {
  const value = data.trim();
  if (!ipaddr.IPv4.isValidFourPartDecimal(value)) throw new Error(`"${data}" is not an IPv4 address`);
  return value;
};

const ipv6: DataRule["input"] = (data) => {
  const value = data.trim();
  // A zone index ("fe80::1%eth0") means nothing in DNS data, and the API refuses it.
  if (!ipaddr.IPv6.isValid(value) || value.includes("%")) throw new Error(`"${data}" is not an IPv6 address`);
  return ipaddr.IPv6.parse(value).toRFC5952String();
};

const target: DataRule = { input: targetName, api: (data) => toFqdn(data) };

/**
 * How each record type's data is canonicalized and checked: the one table that switches on type.
 * TXT and CAA values are kept as the API holds them (raw text): quotes around a CAA value are
 * zone-file syntax, removed from input only, so a value read back never loses characters.
 */
const dataRules: Record<RecordType, DataRule> = {
  A: { input: ipv4, api: ipv4 },
  AAAA: { input: ipv6, api: ipv6 },
  CNAME: target,
  ALIAS: target,
  MX: target,
  TXT: {
    input: (data) => {
      if (data === "") throw new Error("must not be empty");
      return printableAscii(data, recordLimits.txt);
    },
    api: (data) => data,
  },
  CAA: {
    input: (data) => {
      const value = unquote(data.trim());
      if (value === "") throw new Error("must not be empty");
      return printableAscii(value, recordLimits.caaValue);
    },
    api: (data) => data,
  },
};

/**
 * The canonical text of a record's data for its type, from user input: IPv6 in RFC 5952 form,
 * targets absolute (see `targetName` for how `zone` applies), CAA values unquoted. Throws an
 * Error saying what is wrong, including everything the API would refuse (length, characters).
 */
export function canonicalData(type: RecordType, data: string, zone?: string): string {
  return dataRules[type].input(data, zone);
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

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

/** `value` when it is printable ASCII (space to "~") of at most `max` characters; else throws. */
function printableAscii(value: string, max: number): string {
  if (value.length > max)
    throw new Error(`is ${value.length} characters long; the API accepts at most ${max}`);
  const bad = /[^\x20-\x7e]/u.exec(value);
  if (bad) {
    const code = `U+${(bad[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
    const shown = /\p{Cc}/u.test(bad[0]) ? code : `"${bad[0]}" (${code})`;
    throw new Error(
      `must be printable ASCII (space to "~"); character ${shown} at position ${bad.index + 1} is not`,
    );
  }
  return value;
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
    data: dataRules[record.type].api(record.data),
    ttl: record.ttl,
  };
  if (record.annotation) out.annotation = record.annotation;
  const variant = { priority: record.priority, flags: record.flags, tag: record.tag?.toLowerCase() };
  for (const field of variantFields[record.type]) {
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
