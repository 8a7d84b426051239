import ipaddr from "ipaddr.js";
import type { RecordResponse, RecordType } from "../wire/dns";
import { toFqdn } from "./fqdn";

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

const caaTagPattern = /^[a-z0-9]{1,15}$/;

/**
 * The canonical text of a record's data for its type. Throws an Error saying what is wrong.
 * Used on user input and on every value read back from the API, so both compare equal.
 */
export function canonicalData(type: RecordType, data: string, origin?: string): string {
  const value = data.trim();
  switch (type) {
    case "A":
      if (!ipaddr.IPv4.isValidFourPartDecimal(value)) throw new Error(`"${data}" is not an IPv4 address`);
      return value;
    case "AAAA":
      if (!ipaddr.IPv6.isValid(value)) throw new Error(`"${data}" is not an IPv6 address`);
      return ipaddr.IPv6.parse(value).toRFC5952String();
    case "CNAME":
    case "ALIAS":
    case "MX":
      return toFqdn(value, origin);
    case "TXT":
      if (data === "") throw new Error("must not be empty");
      return data;
    case "CAA":
      if (value === "") throw new Error("must not be empty");
      return unquote(value);
  }
}

/** TXT input as one logical string: a list of chunks is joined, as resolvers join them. */
export function joinTxt(data: string | readonly string[]): string {
  return typeof data === "string" ? data : data.join("");
}

/** `0 issue "letsencrypt.org"` in zone-file style, split into its structured parts. */
export function parseCaaText(text: string): { flags: number; tag: string; data: string } | undefined {
  const match = /^\s*(\d{1,3})\s+([A-Za-z0-9]+)\s+(.+?)\s*$/.exec(text);
  if (!match) return undefined;
  return { flags: Number(match[1]), tag: (match[2] ?? "").toLowerCase(), data: unquote(match[3] ?? "") };
}

export function checkCaaTag(tag: string): string {
  const lower = tag.trim().toLowerCase();
  if (!caaTagPattern.test(lower)) throw new Error(`"${tag}" is not a CAA tag (1-15 letters or digits)`);
  return lower;
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

/** A record as the API returned it, in canonical form. */
export function fromApi(record: RecordResponse): CanonicalRecord & { recordId: string; zone: string } {
  const out: CanonicalRecord & { recordId: string; zone: string } = {
    recordId: record.id,
    zone: toFqdn(record.zone),
    name: toFqdn(record.name),
    type: record.type,
    data: canonicalData(record.type, record.data),
    ttl: record.ttl,
  };
  if (record.annotation) out.annotation = record.annotation;
  if (record.type === "MX" && record.priority != null) out.priority = record.priority;
  if (record.type === "CAA") {
    if (record.flags != null) out.flags = record.flags;
    if (record.tag != null) out.tag = record.tag.toLowerCase();
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
