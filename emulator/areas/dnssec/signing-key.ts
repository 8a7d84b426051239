import { generateKeyPairSync, type KeyObject } from "node:crypto";
import type { Dnskey } from "./dnskey";

/** ECDSA Curve P-256 with SHA-256 (RFC 6605): the algorithm the service signs with. */
export const SIGNING_ALGORITHM = 13;
/** Zone Key and Secure Entry Point: one combined key signs the zone and anchors the DS. */
export const SIGNING_KEY_FLAGS = 257;
/** RFC 4034 §2.1.2: the protocol field is always 3. */
export const DNSKEY_PROTOCOL = 3;

/** A key the service generated to sign a zone on its own nameservers (provider mode). */
export interface SigningKey {
  dnskey: Dnskey;
  /** Kept so the key can sign; never leaves the emulator. */
  privateKey: KeyObject;
  createdAt: Date;
}

/**
 * A fresh ECDSA P-256 key. Its DNSKEY public key is the curve point's X and Y coordinates,
 * 32 octets each, without the uncompressed-point prefix (RFC 6605 §4).
 */
export function generateSigningKey(now: Date): SigningKey {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const point = Buffer.concat([Buffer.from(jwk.x ?? "", "base64url"), Buffer.from(jwk.y ?? "", "base64url")]);
  return {
    dnskey: {
      flags: SIGNING_KEY_FLAGS,
      protocol: DNSKEY_PROTOCOL,
      algorithm: SIGNING_ALGORITHM,
      publicKey: point.toString("base64"),
    },
    privateKey,
    createdAt: now,
  };
}
