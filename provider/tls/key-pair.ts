import { webcrypto } from "node:crypto";
import { markAttribute } from "./request-mark";
import { toPem, x509 } from "./x509";

export const keyAlgorithms = ["ecdsa-p256", "rsa-2048", "rsa-3072"] as const;
export type KeyAlgorithm = (typeof keyAlgorithms)[number];

/** The optional subject fields of a CSR (its common name is set apart). */
export interface SubjectFields {
  organization?: string;
  organizationalUnit?: string;
  streetAddress?: string;
  postalCode?: string;
  locality?: string;
  province?: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country?: string;
}

/** Attribute types in the order a subject is written, country first. */
const subjectAttributes: [keyof SubjectFields, string][] = [
  ["country", "C"],
  ["province", "ST"],
  ["locality", "L"],
  ["streetAddress", "2.5.4.9"],
  ["postalCode", "2.5.4.17"],
  ["organization", "O"],
  ["organizationalUnit", "OU"],
];

const generation: Record<
  KeyAlgorithm,
  {
    key: webcrypto.EcKeyGenParams | webcrypto.RsaHashedKeyGenParams;
    signing: webcrypto.Algorithm & { hash?: string };
  }
> = {
  "ecdsa-p256": { key: { name: "ECDSA", namedCurve: "P-256" }, signing: { name: "ECDSA", hash: "SHA-256" } },
  "rsa-2048": { key: rsa(2048), signing: { name: "RSASSA-PKCS1-v1_5" } },
  "rsa-3072": { key: rsa(3072), signing: { name: "RSASSA-PKCS1-v1_5" } },
};

function rsa(modulusLength: number): webcrypto.RsaHashedKeyGenParams {
  return {
    name: "RSASSA-PKCS1-v1_5",
    modulusLength,
    publicExponent: new Uint8Array([1, 0, 1]),
    hash: "SHA-256",
  };
}

export interface CsrRequest {
  commonName: string;
  /** Every subjectAltName DNS name; the common name should be among them. */
  sanNames: string[];
  keyAlgorithm: KeyAlgorithm;
  subject: SubjectFields;
  /** The request's mark (request-mark.ts), written as a CSR attribute. */
  mark?: string;
}

export interface KeyAndCsr {
  /** PKCS #8 ("BEGIN PRIVATE KEY"). */
  privateKeyPem: string;
  /** SubjectPublicKeyInfo ("BEGIN PUBLIC KEY"). */
  publicKeyPem: string;
  csr: string;
}

/** A new key pair and a CSR signed with it, made locally: the private key never leaves the process. */
export async function makeKeyAndCsr(request: CsrRequest): Promise<KeyAndCsr> {
  const { key, signing } = generation[request.keyAlgorithm];
  const keys = (await webcrypto.subtle.generateKey(key, true, ["sign", "verify"])) as webcrypto.CryptoKeyPair;
  const name: x509.JsonName = [];
  for (const [field, type] of subjectAttributes) {
    const value = request.subject[field];
    if (value !== undefined) name.push({ [type]: [value] });
  }
  name.push({ CN: [request.commonName] });
  const csr = await x509.Pkcs10CertificateRequestGenerator.create({
    name,
    keys: keys as unknown as x509.Pkcs10CertificateRequestCreateParams["keys"],
    signingAlgorithm: signing,
    extensions:
      request.sanNames.length > 0
        ? [
            new x509.SubjectAlternativeNameExtension(
              request.sanNames.map((value) => ({ type: "dns", value })),
            ),
          ]
        : [],
    attributes: request.mark === undefined ? [] : [markAttribute(request.mark)],
  });
  return {
    privateKeyPem: toPem(await webcrypto.subtle.exportKey("pkcs8", keys.privateKey), "PRIVATE KEY"),
    publicKeyPem: toPem(await webcrypto.subtle.exportKey("spki", keys.publicKey), "PUBLIC KEY"),
    csr: toPem(csr.rawData, "CERTIFICATE REQUEST"),
  };
}
