import { z } from "zod";
import { keyAlgorithms } from "../../tls/key-pair";

/** The optional subject fields, in input order. */
export const subjectProperties = z.object({
  organization: z.string().optional(),
  organizationalUnit: z.string().optional(),
  streetAddress: z.string().optional(),
  postalCode: z.string().optional(),
  locality: z.string().optional(),
  province: z.string().optional(),
  /** ISO 3166-1 alpha-2, upper case. */
  country: z.string().optional(),
});

/**
 * CertificateRequest's inputs, declared once: as a program gives them (`z.input`, defaults
 * optional) and as check leaves them (`z.output`, defaults applied). The check schema
 * (`inputs.ts`) accepts exactly these names.
 */
export const inputProperties = z.object({
  commonName: z.string(),
  /** Additional subjectAltName names (the common name is always one; it is not repeated here). */
  dnsNames: z.array(z.string()).default([]),
  keyAlgorithm: z.enum(keyAlgorithms).default("ecdsa-p256"),
  ...subjectProperties.shape,
});

/** The outputs: the inputs, the CSR and the key pair (kinds.ts marks privateKeyPem secret). */
export const outputProperties = inputProperties.extend({
  /** PKCS #8 ("BEGIN PRIVATE KEY"). */
  privateKeyPem: z.string(),
  /** SubjectPublicKeyInfo ("BEGIN PUBLIC KEY"). */
  publicKeyPem: z.string(),
  csr: z.string(),
});
