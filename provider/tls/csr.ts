import { createHash } from "node:crypto";
import { markOf } from "./request-mark";
import { toPem, x509 } from "./x509";

const SAN_OID = "2.5.29.17";
const PEM_BLOCK =
  /-----BEGIN (?:NEW )?CERTIFICATE REQUEST-----[\s\S]+?-----END (?:NEW )?CERTIFICATE REQUEST-----/;

export interface ParsedCsr {
  /** The request re-encoded: one PEM block, 64-character lines, a final newline. */
  pem: string;
  commonName?: string;
  /** subjectAltName DNS names, lower case. */
  dnsNames: string[];
  /** SHA-256 of the SubjectPublicKeyInfo: the key, whatever the CSR's other contents. */
  publicKeySha256: string;
  /** The mark of the CertificateRequest that made it (request-mark.ts), if it carries one. */
  mark?: string;
}

/**
 * Reads a PEM certificate signing request (the signature is the server's to verify). Throws an
 * Error saying what is wrong.
 */
export function parseCsr(text: string): ParsedCsr {
  const block = PEM_BLOCK.exec(text)?.[0];
  if (!block) {
    throw new Error(
      `must be a PEM certificate signing request (-----BEGIN CERTIFICATE REQUEST-----): ${MAKE_ONE}`,
    );
  }
  const body = block.replace(/-----[^-]+-----/g, "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body) || body.length % 4 !== 0) {
    throw new Error(
      `has a PEM body that is not base64 (cut or edited?): pass the whole CSR as written, or ${MAKE_ONE}`,
    );
  }
  // The library's own messages name its internals (argument names, ASN.1 schemas): the user
  // learns what is wrong with the request instead.
  try {
    return readCsr(new x509.Pkcs10CertificateRequest(Buffer.from(body, "base64")));
  } catch {
    throw new Error(
      `is not a PKCS #10 certificate signing request (its PEM body is damaged or holds something else): ${MAKE_ONE}`,
    );
  }
}

const MAKE_ONE = "use a CertificateRequest's csr, or the file `openssl req -new` writes";

function readCsr(csr: x509.Pkcs10CertificateRequest): ParsedCsr {
  const san = csr.getExtension(SAN_OID);
  const dnsNames = san
    ? new x509.SubjectAlternativeNameExtension(san.rawData).names.items
        .filter((name) => name.type === "dns")
        .map((name) => name.value.toLowerCase())
    : [];
  const commonName = csr.subjectName.getField("CN")[0]?.toLowerCase();
  const mark = markOf(csr);
  return {
    pem: toPem(csr.rawData, "CERTIFICATE REQUEST"),
    ...(commonName ? { commonName } : {}),
    dnsNames,
    publicKeySha256: createHash("sha256").update(Buffer.from(csr.publicKey.rawData)).digest("hex"),
    ...(mark ? { mark } : {}),
  };
}

/** The names of `names` that the CSR does not hold (as common name or subjectAltName). */
export function namesNotCovered(csr: ParsedCsr, names: readonly string[]): string[] {
  const covered = new Set([...csr.dnsNames, ...(csr.commonName ? [csr.commonName] : [])]);
  return names.filter((name) => !covered.has(name));
}

/** The names a CSR holds, for messages. */
export function csrNames(csr: ParsedCsr): string[] {
  return [...new Set([...(csr.commonName ? [csr.commonName] : []), ...csr.dnsNames])];
}
