import "reflect-metadata"; // @peculiar/x509 2.x needs it loaded first
import { createHash, webcrypto } from "node:crypto";
import * as x509 from "@peculiar/x509";
import { badRequest } from "../../core/errors";

/**
 * The emulator's certificate authority: a root and an intermediate, made once per process (a
 * reset keeps them, so a root that a test or a demo trusts stays valid), and the X.509 work of
 * orders: CSRs parsed and their signatures verified, leaf certificates issued.
 */

x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);

type CryptoKey = webcrypto.CryptoKey;

const ecdsa = { name: "ECDSA", namedCurve: "P-384", hash: "SHA-384" } as const;
const SAN_OID = "2.5.29.17";
/** CA/Browser Forum policy identifiers of the three validation levels. */
const policyOf = { dv: "2.23.140.1.2.1", ov: "2.23.140.1.2.2", ev: "2.23.140.1.1" } as const;

export interface Authority {
  root: x509.X509Certificate;
  intermediate: x509.X509Certificate;
  rootPem: string;
  intermediatePem: string;
  signingKey: CryptoKey;
}

let authority: Promise<Authority> | undefined;

/** The CA, made on first use. Fixed validity from 2000 to 2099, so any emulated time is inside it. */
export function certificateAuthority(): Promise<Authority> {
  authority ??= makeAuthority();
  return authority;
}

async function makeAuthority(): Promise<Authority> {
  const notBefore = new Date("2000-01-01T00:00:00Z");
  const notAfter = new Date("2099-12-31T23:59:59Z");
  const rootKeys = await webcrypto.subtle.generateKey(ecdsa, false, ["sign", "verify"]);
  const rootName: x509.JsonName = [
    { C: ["XX"] },
    { O: ["Registrar Emulator"] },
    { CN: ["Registrar Emulator Root CA"] },
  ];
  const root = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: randomSerial(),
    name: rootName,
    notBefore,
    notAfter,
    keys: rootKeys,
    signingAlgorithm: ecdsa,
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(rootKeys.publicKey),
    ],
  });
  const keys = await webcrypto.subtle.generateKey(ecdsa, false, ["sign", "verify"]);
  const intermediate = await x509.X509CertificateGenerator.create({
    serialNumber: randomSerial(),
    subject: [
      { C: ["XX"] },
      { O: ["Registrar Emulator"] },
      { CN: ["Registrar Emulator TLS Issuing CA"] },
    ] as x509.JsonName,
    issuer: root.subjectName,
    notBefore,
    notAfter,
    publicKey: keys.publicKey,
    signingKey: rootKeys.privateKey,
    signingAlgorithm: ecdsa,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign | x509.KeyUsageFlags.digitalSignature,
        true,
      ),
      new x509.ExtendedKeyUsageExtension([
        x509.ExtendedKeyUsage.serverAuth,
        x509.ExtendedKeyUsage.clientAuth,
      ]),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(rootKeys.publicKey),
    ],
  });
  return {
    root,
    intermediate,
    rootPem: pem(root),
    intermediatePem: pem(intermediate),
    signingKey: keys.privateKey,
  };
}

/** A PEM block ending in a newline. */
function pem(cert: x509.X509Certificate): string {
  return `${cert.toString("pem").trim()}\n`;
}

/** 16 random bytes, first bit clear (a positive INTEGER), as lower-case hex. */
export function randomSerial(): string {
  const bytes = webcrypto.getRandomValues(new Uint8Array(16));
  bytes[0] = ((bytes[0] ?? 0) & 0x7f) | 0x10; // positive, and always 16 bytes long
  return Buffer.from(bytes).toString("hex");
}

export interface ParsedCsr {
  /** The PEM as sent, normalized to one block ending in a newline. */
  pem: string;
  commonName: string | undefined;
  /** DNS names of the subjectAltName extension request, lower case. */
  dnsNames: string[];
  /** SHA-256 of the SubjectPublicKeyInfo, hex: the key's fingerprint. */
  publicKeySha256: string;
  /** The DER of the CSR, for DCV tokens. */
  der: Buffer;
  csr: x509.Pkcs10CertificateRequest;
}

/** Parses a PEM CSR and verifies its signature; 400 naming `field` otherwise. */
export async function parseCsr(value: unknown, field = "csr"): Promise<ParsedCsr> {
  if (typeof value !== "string" || !value.includes("-----BEGIN CERTIFICATE REQUEST-----")) {
    throw badRequest(
      `${field} must be a PEM-encoded certificate signing request (-----BEGIN CERTIFICATE REQUEST-----)`,
    );
  }
  let csr: x509.Pkcs10CertificateRequest;
  try {
    csr = new x509.Pkcs10CertificateRequest(value.trim());
  } catch (error) {
    throw badRequest(`${field} cannot be parsed as PKCS #10: ${(error as Error).message}`);
  }
  let valid = false;
  try {
    valid = await csr.verify();
  } catch {
    valid = false;
  }
  if (!valid) throw badRequest(`${field}: the signature does not match the request's public key`);
  const san = csr.getExtension(SAN_OID);
  const dnsNames = san
    ? new x509.SubjectAlternativeNameExtension(san.rawData).names.items
        .filter((name) => name.type === "dns")
        .map((name) => name.value.toLowerCase())
    : [];
  const commonName = csr.subjectName.getField("CN")[0]?.toLowerCase();
  const spki = Buffer.from(csr.publicKey.rawData);
  return {
    pem: `${csr.toString("pem").trim()}\n`,
    commonName,
    dnsNames,
    publicKeySha256: createHash("sha256").update(spki).digest("hex"),
    der: Buffer.from(csr.rawData),
    csr,
  };
}

export interface LeafRequest {
  csr: ParsedCsr;
  names: string[];
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
  validation: keyof typeof policyOf;
  organization?: { organization: string; city: string; country_code: string };
}

/** Issues a leaf certificate from the intermediate; returns its PEM. */
export async function issueLeaf(request: LeafRequest): Promise<string> {
  const ca = await certificateAuthority();
  const subject: x509.JsonName = [];
  if (request.organization) {
    subject.push(
      { C: [request.organization.country_code] },
      { L: [request.organization.city] },
      { O: [request.organization.organization] },
    );
  }
  subject.push({ CN: [request.names[0] ?? ""] });
  const publicKey = await request.csr.csr.publicKey.export();
  const rsa = publicKey.algorithm.name.startsWith("RSA");
  const usage = x509.KeyUsageFlags.digitalSignature | (rsa ? x509.KeyUsageFlags.keyEncipherment : 0);
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: request.serialNumber,
    subject,
    issuer: ca.intermediate.subjectName,
    notBefore: request.notBefore,
    notAfter: request.notAfter,
    publicKey: request.csr.csr.publicKey,
    signingKey: ca.signingKey,
    signingAlgorithm: ecdsa,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(usage, true),
      new x509.ExtendedKeyUsageExtension([
        x509.ExtendedKeyUsage.serverAuth,
        x509.ExtendedKeyUsage.clientAuth,
      ]),
      new x509.SubjectAlternativeNameExtension(
        request.names.map((value) => ({ type: "dns" as const, value })),
      ),
      new x509.CertificatePolicyExtension([policyOf[request.validation]]),
      await x509.SubjectKeyIdentifierExtension.create(request.csr.csr.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(ca.intermediate),
    ],
  });
  return pem(cert);
}
