import type { DnssecRecord } from "../client/api";

/**
 * DNSSEC records (DS and DNSKEY) in one canonical form, for inputs and for what the API answers:
 * fields in a fixed order, DS digests in upper-case hexadecimal and keys in base64 without
 * whitespace, DNSKEYs with their computed key tag, the set sorted. So spelling never shows as a
 * diff. The emulator has its own arithmetic (a bug must not be mirrored on both sides).
 */

export interface DsRecord {
  kind: "ds";
  keyTag: number;
  algorithm: number;
  digestType: number;
  digest: string;
}

export interface DnskeyRecord {
  kind: "dnskey";
  flags: number;
  protocol: number;
  algorithm: number;
  publicKey: string;
  keyTag: number;
}

export type DnssecRecordValue = DsRecord | DnskeyRecord;

/** Hex digits of a DS digest per digest type (RFC 3658, 4509, 5933, 6605); others are the API's to judge. */
export const DIGEST_HEX_LENGTHS: Readonly<Record<number, number>> = { 1: 40, 2: 64, 3: 64, 4: 96 };

/** A DS digest as written in zone files (spaces, any case) in canonical form; throws saying what is wrong. */
export function canonicalDigest(digest: string, digestType: number): string {
  const hex = digest.replace(/\s+/g, "").toUpperCase();
  if (!/^[0-9A-F]+$/.test(hex)) throw new Error("must be hexadecimal (0-9, A-F)");
  const length = DIGEST_HEX_LENGTHS[digestType];
  if (length !== undefined && hex.length !== length) {
    throw new Error(`has ${hex.length} hex digits, and digest type ${digestType} needs ${length}`);
  }
  return hex;
}

/** A public key as written in zone files (wrapped, spaced) in canonical base64; throws saying what is wrong. */
export function canonicalPublicKey(key: string): string {
  const text = key.replace(/\s+/g, "");
  if (text === "" || !/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0) {
    throw new Error("must be base64 (the DNSKEY's last field)");
  }
  return Buffer.from(text, "base64").toString("base64");
}

/** RFC 4034 Appendix B: the key tag of a DNSKEY (algorithm 1 aside, which no registry takes). */
export function dnskeyTag(key: Pick<DnskeyRecord, "flags" | "protocol" | "algorithm" | "publicKey">): number {
  const rdata = Buffer.concat([
    Buffer.from([key.flags >> 8, key.flags & 0xff, key.protocol, key.algorithm]),
    Buffer.from(key.publicKey, "base64"),
  ]);
  let sum = 0;
  for (let i = 0; i < rdata.length; i++) sum += i % 2 === 0 ? (rdata[i] ?? 0) << 8 : (rdata[i] ?? 0);
  sum += (sum >> 16) & 0xffff;
  return sum & 0xffff;
}

export function ds(keyTag: number, algorithm: number, digestType: number, digest: string): DsRecord {
  return { kind: "ds", keyTag, algorithm, digestType, digest };
}

export function dnskey(flags: number, protocol: number, algorithm: number, publicKey: string): DnskeyRecord {
  return {
    kind: "dnskey",
    flags,
    protocol,
    algorithm,
    publicKey,
    keyTag: dnskeyTag({ flags, protocol, algorithm, publicKey }),
  };
}

const pad = (n: number) => String(n).padStart(5, "0");
const sortKey = (record: DnssecRecordValue) =>
  record.kind === "dnskey"
    ? `0 ${pad(record.keyTag)} ${pad(record.algorithm)} ${record.publicKey}`
    : `1 ${pad(record.keyTag)} ${pad(record.algorithm)} ${pad(record.digestType)} ${record.digest}`;

/** DNSKEYs first, then DS records, each by key tag: the order a set is compared and shown in. */
export function sortRecords<T extends DnssecRecordValue>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
}

/** The fields of a record in a fixed order: records that crossed the engine have their keys sorted. */
const fieldsOf = (record: DnssecRecordValue) =>
  record.kind === "ds"
    ? [record.kind, record.keyTag, record.algorithm, record.digestType, record.digest]
    : [record.kind, record.flags, record.protocol, record.algorithm, record.publicKey, record.keyTag];

export function sameRecords(a: readonly DnssecRecordValue[], b: readonly DnssecRecordValue[]): boolean {
  const text = (records: readonly DnssecRecordValue[]) => JSON.stringify(sortRecords(records).map(fieldsOf));
  return text(a) === text(b);
}

/** A record the API answered, in canonical form; undefined for a kind this provider does not know. */
export function fromApiRecord(record: DnssecRecord): DnssecRecordValue | undefined {
  const kind = record.kind.toLowerCase();
  if (kind === "ds") {
    const digestType = record.digest_type ?? 0;
    let digest = (record.digest ?? "").replace(/\s+/g, "").toUpperCase();
    try {
      digest = canonicalDigest(record.digest ?? "", digestType);
    } catch {
      // as the API holds it: shows as drift
    }
    return ds(record.key_tag ?? 0, record.algorithm ?? 0, digestType, digest);
  }
  if (kind === "dnskey") {
    let publicKey = record.public_key ?? "";
    try {
      publicKey = canonicalPublicKey(publicKey);
    } catch {
      // as the API holds it
    }
    return dnskey(record.flags ?? 0, record.protocol ?? 0, record.algorithm ?? 0, publicKey);
  }
  return undefined;
}

/** Canonical records of an API list, sorted; unknown kinds left out. */
export function fromApiRecords(records: readonly DnssecRecord[]): DnssecRecordValue[] {
  return sortRecords(records.flatMap((record) => fromApiRecord(record) ?? []));
}

/** The request form (dnssecRecord) of a canonical record. */
export function toApiRecord(record: DnssecRecordValue): DnssecRecord {
  if (record.kind === "ds") {
    return {
      kind: "ds",
      key_tag: record.keyTag,
      algorithm: record.algorithm,
      digest_type: record.digestType,
      digest: record.digest,
    };
  }
  return {
    kind: "dnskey",
    flags: record.flags,
    protocol: record.protocol,
    algorithm: record.algorithm,
    public_key: record.publicKey,
    key_tag: record.keyTag,
  };
}
