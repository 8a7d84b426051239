import "reflect-metadata"; // @peculiar/x509 2.x needs it loaded first
import { webcrypto } from "node:crypto";
import * as x509 from "@peculiar/x509";

/**
 * @peculiar/x509 on Node's WebCrypto: CSRs in pure JavaScript (ECDSA and RSA alike), so the
 * provider needs no native code and no openssl on the user's machine.
 */
x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);

export { x509 };

/** One PEM block of `label` with 64-character lines, ending in a newline. */
export function toPem(der: ArrayBuffer | Uint8Array, label: string): string {
  const base64 = Buffer.from(der as ArrayBuffer).toString("base64");
  const lines = base64.match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join("\n")}\n-----END ${label}-----\n`;
}
