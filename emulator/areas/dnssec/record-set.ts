import { badRequest, ModelError } from "../../core/errors";
import { isPlainObject } from "../../core/plain-object";
import { DIGEST_ALGORITHMS, type Dnskey, type Ds, dsOf, keyTag } from "./dnskey";
import { DNSKEY_PROTOCOL } from "./signing-key";

/**
 * The DNSSEC records of an external configuration: the shape of each record (400) and then the
 * rules the registry applies to the set (417, "record set invalid for this TLD or provider").
 */

export type DsEntry = Ds & { comment?: string };
export type DnskeyEntry = Dnskey & { comment?: string };

export interface RecordSet {
  ds: DsEntry[];
  dnskeys: DnskeyEntry[];
}

/** Algorithms the registry takes: those RFC 8624 §3.1 recommends or requires for signing. */
export const ACCEPTED_ALGORITHMS = [8, 10, 13, 14, 15, 16] as const;
/** Octets of the public key per algorithm with a fixed key size (RFC 6605, RFC 8080). */
const PUBLIC_KEY_OCTETS: Readonly<Record<number, number>> = { 13: 64, 14: 96, 15: 32, 16: 57 };
/** RSA moduli the registry takes, in bits (RFC 8624 discourages shorter keys). */
const RSA_MODULUS_BITS = { min: 1024, max: 4096 };
/** The most DS records a domain may hold at the registry. */
export const MAX_DS_RECORDS = 8;
const MAX_COMMENT = 255;
/** Zone Key (256), optionally with Secure Entry Point (1): no other flag is defined for keys. */
const DNSKEY_FLAGS = [256, 257];

const FIELDS_OF_KIND: Readonly<Record<"ds" | "dnskey", readonly string[]>> = {
  ds: ["kind", "key_tag", "algorithm", "digest_type", "digest", "comment"],
  dnskey: ["kind", "key_tag", "flags", "protocol", "algorithm", "public_key", "comment"],
};

const recordSetInvalid = (message: string) => new ModelError(417, message);

function integerIn(record: Record<string, unknown>, field: string, at: string, max: number): number {
  const value = record[field];
  if (value === undefined) throw badRequest(`${at}.${field} is required`);
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > max) {
    throw badRequest(`${at}.${field} must be an integer from 0 to ${max}`);
  }
  return value;
}

function text(record: Record<string, unknown>, field: string, at: string): string {
  const value = record[field];
  if (value === undefined) throw badRequest(`${at}.${field} is required`);
  if (typeof value !== "string") throw badRequest(`${at}.${field} must be a string`);
  return value;
}

function comment(record: Record<string, unknown>, at: string): { comment?: string } {
  if (record.comment === undefined) return {};
  const value = text(record, "comment", at);
  if (value.length > MAX_COMMENT) throw badRequest(`${at}.comment is longer than ${MAX_COMMENT} characters`);
  return value === "" ? {} : { comment: value };
}

/** One record of the body (400 for a wrong shape); its values are checked by `checkRecordSet`. */
function parseRecord(
  input: unknown,
  at: string,
): { ds?: DsEntry; dnskey?: DnskeyEntry & { keyTag?: number } } {
  if (!isPlainObject(input)) throw badRequest(`${at} must be an object`);
  const kind = typeof input.kind === "string" ? input.kind.toLowerCase() : undefined;
  if (kind !== "ds" && kind !== "dnskey") throw badRequest(`${at}.kind must be ds or dnskey`);
  for (const field of Object.keys(input)) {
    if (!FIELDS_OF_KIND[kind].includes(field))
      throw badRequest(`${at}: field "${field}" is not valid for kind ${kind}`);
  }
  if (kind === "ds") {
    return {
      ds: {
        keyTag: integerIn(input, "key_tag", at, 65535),
        algorithm: integerIn(input, "algorithm", at, 255),
        digestType: integerIn(input, "digest_type", at, 255),
        digest: text(input, "digest", at),
        ...comment(input, at),
      },
    };
  }
  return {
    dnskey: {
      flags: integerIn(input, "flags", at, 65535),
      protocol: integerIn(input, "protocol", at, 255),
      algorithm: integerIn(input, "algorithm", at, 255),
      publicKey: text(input, "public_key", at),
      ...(input.key_tag !== undefined ? { keyTag: integerIn(input, "key_tag", at, 65535) } : {}),
      ...comment(input, at),
    },
  };
}

/** The `records` of a request body (400 for anything that is not a list of well-formed records). */
export function parseRecords(input: unknown): {
  ds: DsEntry[];
  dnskeys: Array<DnskeyEntry & { keyTag?: number }>;
} {
  if (!Array.isArray(input)) throw badRequest("records must be an array");
  const set = { ds: [] as DsEntry[], dnskeys: [] as Array<DnskeyEntry & { keyTag?: number }> };
  input.forEach((raw, i) => {
    const { ds, dnskey } = parseRecord(raw, `records.${i}`);
    if (ds) set.ds.push(ds);
    if (dnskey) set.dnskeys.push(dnskey);
  });
  return set;
}

function checkAlgorithm(algorithm: number, what: string): void {
  if (!(ACCEPTED_ALGORITHMS as readonly number[]).includes(algorithm)) {
    throw recordSetInvalid(
      `${what}: algorithm ${algorithm} is not accepted by the registry (accepted: ${ACCEPTED_ALGORITHMS.join(", ")})`,
    );
  }
}

function checkDs(ds: DsEntry, what: string): DsEntry {
  checkAlgorithm(ds.algorithm, what);
  const digestAlgorithm = DIGEST_ALGORITHMS[ds.digestType];
  if (!digestAlgorithm) {
    throw recordSetInvalid(
      `${what}: digest type ${ds.digestType} is not accepted (2 for SHA-256, 4 for SHA-384)`,
    );
  }
  if (!/^[0-9a-fA-F]*$/.test(ds.digest)) throw recordSetInvalid(`${what}: the digest is not hexadecimal`);
  if (ds.digest.length !== digestAlgorithm.hexLength) {
    throw recordSetInvalid(
      `${what}: a digest of type ${ds.digestType} has ${digestAlgorithm.hexLength} hexadecimal digits, not ${ds.digest.length}`,
    );
  }
  return { ...ds, digest: ds.digest.toUpperCase() };
}

/** Octets of a base64 public key, or undefined when it is not canonical base64. */
function publicKeyOctets(base64: string): Buffer | undefined {
  const compact = base64.replace(/\s+/g, "");
  if (compact.length === 0 || compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact))
    return undefined;
  return Buffer.from(compact, "base64");
}

/** RFC 3110 §2: exponent length (1 octet, or 0 and 2 octets), exponent, modulus. */
function rsaModulusBits(key: Buffer): number | undefined {
  const long = key[0] === 0;
  if (long && key.length < 3) return undefined;
  const exponentLength = long ? key.readUInt16BE(1) : key[0];
  const offset = (long ? 3 : 1) + (exponentLength ?? 0);
  if (!exponentLength || key.length <= offset) return undefined;
  const modulus = key.subarray(offset);
  const leading = modulus.findIndex((octet) => octet !== 0);
  if (leading < 0) return undefined;
  return (modulus.length - leading) * 8 - Math.clz32(modulus[leading] ?? 0) + 24;
}

function checkDnskey(key: DnskeyEntry & { keyTag?: number }, what: string): DnskeyEntry {
  if (key.protocol !== DNSKEY_PROTOCOL) throw recordSetInvalid(`${what}: the protocol must be 3`);
  if (!DNSKEY_FLAGS.includes(key.flags)) throw recordSetInvalid(`${what}: flags must be 256 or 257`);
  checkAlgorithm(key.algorithm, what);
  const octets = publicKeyOctets(key.publicKey);
  if (!octets) throw recordSetInvalid(`${what}: the public key is not base64`);
  const expected = PUBLIC_KEY_OCTETS[key.algorithm];
  if (expected !== undefined && octets.length !== expected) {
    throw recordSetInvalid(
      `${what}: an algorithm ${key.algorithm} key has ${expected} octets, not ${octets.length}`,
    );
  }
  if (expected === undefined) {
    const bits = rsaModulusBits(octets);
    if (bits === undefined || bits < RSA_MODULUS_BITS.min || bits > RSA_MODULUS_BITS.max) {
      throw recordSetInvalid(
        `${what}: the RSA key must have a modulus of ${RSA_MODULUS_BITS.min} to ${RSA_MODULUS_BITS.max} bits`,
      );
    }
  }
  const { keyTag: given, ...dnskey } = key;
  const normalized = { ...dnskey, publicKey: octets.toString("base64") };
  const computed = keyTag(normalized);
  if (given !== undefined && given !== computed) {
    throw recordSetInvalid(`${what}: key_tag ${given} does not match the key, whose tag is ${computed}`);
  }
  return normalized;
}

const dsIdentity = (ds: Ds) => `${ds.keyTag} ${ds.algorithm} ${ds.digestType} ${ds.digest.toUpperCase()}`;

/**
 * The registry's rules for the DS set of `domain` (fqdn): at least one and at most
 * MAX_DS_RECORDS DS records, no duplicates, accepted algorithms and digest types, digests of the
 * right length; a DNSKEY given along must be a valid zone key whose DS is in the set with the
 * digest its key gives.
 */
export function checkRecordSet(domain: string, parsed: ReturnType<typeof parseRecords>): RecordSet {
  const ds = parsed.ds.map((record, i) => checkDs(record, `DS record ${i + 1} (key tag ${record.keyTag})`));
  if (ds.length === 0) throw recordSetInvalid("the registry needs at least one DS record");
  if (ds.length > MAX_DS_RECORDS)
    throw recordSetInvalid(`the registry takes at most ${MAX_DS_RECORDS} DS records`);
  const seen = new Set<string>();
  for (const record of ds) {
    if (seen.has(dsIdentity(record)))
      throw recordSetInvalid(`DS record with key tag ${record.keyTag} given twice`);
    seen.add(dsIdentity(record));
  }
  const dnskeys = parsed.dnskeys.map((key, i) => checkDnskey(key, `DNSKEY record ${i + 1}`));
  for (const key of dnskeys) {
    const tag = keyTag(key);
    const own = ds.filter((record) => record.keyTag === tag && record.algorithm === key.algorithm);
    if (own.length === 0) {
      throw recordSetInvalid(
        `the DNSKEY with key tag ${tag} (algorithm ${key.algorithm}) has no DS record in the set`,
      );
    }
    for (const record of own) {
      if (dsOf(domain, key, record.digestType).digest !== record.digest) {
        throw recordSetInvalid(
          `the DS record with key tag ${tag} and digest type ${record.digestType} does not match its DNSKEY`,
        );
      }
    }
  }
  return { ds, dnskeys };
}

/** Two record sets hold the same records (order and comments aside). */
export function sameRecordSet(a: RecordSet, b: RecordSet): boolean {
  const dsKeys = (set: RecordSet) => set.ds.map(dsIdentity).sort().join("|");
  const keyKeys = (set: RecordSet) =>
    set.dnskeys
      .map((k) => `${k.flags} ${k.protocol} ${k.algorithm} ${k.publicKey}`)
      .sort()
      .join("|");
  return dsKeys(a) === dsKeys(b) && keyKeys(a) === keyKeys(b);
}
