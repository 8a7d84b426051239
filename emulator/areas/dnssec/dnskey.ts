import { createHash } from "node:crypto";

/**
 * DNSKEY and DS arithmetic on the wire format (RFC 4034): the key tag of a DNSKEY and the digest
 * of its DS. The registry checks DS sets with these, and the service computes its own DS.
 */

export interface Dnskey {
  flags: number;
  protocol: number;
  algorithm: number;
  /** The public key in base64 (RFC 4034 §2.2: the presentation form). */
  publicKey: string;
}

export interface Ds {
  keyTag: number;
  algorithm: number;
  digestType: number;
  /** Upper-case hexadecimal, as BIND prints it. */
  digest: string;
}

/** Digest types a registry takes (RFC 8624 §3.3: SHA-1 must no longer be used for new DS). */
export const DIGEST_ALGORITHMS: Readonly<Record<number, { hash: string; hexLength: number }>> = {
  2: { hash: "sha256", hexLength: 64 },
  4: { hash: "sha384", hexLength: 96 },
};

/** An owner name in canonical wire form (RFC 4034 §6.2): lower case, length-prefixed labels. */
export function nameToWire(fqdn: string): Buffer {
  const labels = fqdn.toLowerCase().replace(/\.$/, "").split(".").filter(Boolean);
  const parts = labels.map((label) => {
    const bytes = Buffer.from(label, "ascii");
    return Buffer.concat([Buffer.from([bytes.length]), bytes]);
  });
  return Buffer.concat([...parts, Buffer.from([0])]);
}

/** The RDATA of a DNSKEY: flags (2 octets), protocol, algorithm, public key. */
export function dnskeyRdata(key: Dnskey): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(key.flags, 0);
  head.writeUInt8(key.protocol, 2);
  head.writeUInt8(key.algorithm, 3);
  return Buffer.concat([head, Buffer.from(key.publicKey, "base64")]);
}

/** The key tag (RFC 4034 Appendix B; every algorithm but the retired RSA/MD5). */
export function keyTag(key: Dnskey): number {
  const rdata = dnskeyRdata(key);
  let sum = 0;
  for (let i = 0; i < rdata.length; i++) sum += i % 2 === 0 ? (rdata[i] ?? 0) << 8 : (rdata[i] ?? 0);
  sum += (sum >> 16) & 0xffff;
  return sum & 0xffff;
}

/** The DS of a DNSKEY at `owner` (RFC 4034 §5.1.4): digest of owner name and DNSKEY RDATA. */
export function dsOf(owner: string, key: Dnskey, digestType: number): Ds {
  const algorithm = DIGEST_ALGORITHMS[digestType];
  if (!algorithm) throw new RangeError(`unsupported digest type ${digestType}`);
  const digest = createHash(algorithm.hash)
    .update(Buffer.concat([nameToWire(owner), dnskeyRdata(key)]))
    .digest("hex")
    .toUpperCase();
  return { keyTag: keyTag(key), algorithm: key.algorithm, digestType, digest };
}
