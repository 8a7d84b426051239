import { z } from "zod";
import type { SdkView } from "../../common/declaration";
import { keyAlgorithms } from "../../tls/key-pair";

/** The optional subject fields, in input order. */
export const subjectProperties = z.object({
  organization: z.string().optional().meta({ description: "Subject O, at most 64 characters." }),
  organizationalUnit: z.string().optional().meta({ description: "Subject OU, at most 64 characters." }),
  streetAddress: z.string().optional().meta({ description: "Subject street, at most 128 characters." }),
  postalCode: z.string().optional().meta({ description: "Subject postalCode, at most 40 characters." }),
  locality: z.string().optional().meta({ description: "Subject L, at most 128 characters." }),
  province: z.string().optional().meta({ description: "Subject ST, at most 128 characters." }),
  country: z.string().optional().meta({ description: 'Subject C: an ISO 3166-1 alpha-2 code such as "DE".' }),
});

/**
 * CertificateRequest's inputs, declared once: as a program gives them (`z.input`, defaults
 * optional) and as check leaves them (`z.output`, defaults applied). The check schema
 * (`inputs.ts`) accepts exactly these names.
 */
export const inputProperties = z.object({
  commonName: z.string().meta({
    description:
      'The certificate\'s main name, e.g. "www.example.com" or "*.example.com"; also a subjectAltName.',
  }),
  dnsNames: z.array(z.string()).default([]).meta({
    description: "More names for the subjectAltName extension (the common name is added by itself).",
  }),
  keyAlgorithm: z
    .enum(keyAlgorithms)
    .meta({ typeName: "KeyAlgorithm", typeDescription: "The key types a CertificateRequest can make." })
    .default("ecdsa-p256")
    .meta({
      description:
        'The key pair\'s type: "ecdsa-p256" (default), "rsa-2048" or "rsa-3072". Changing it makes a new key.',
    }),
  ...subjectProperties.shape,
});

/** The outputs: the inputs, the CSR and the key pair. */
export const outputProperties = inputProperties.extend({
  commonName: inputProperties.shape.commonName.meta({
    description: "Canonical: lower case, IDN in punycode, no trailing dot.",
  }),
  dnsNames: inputProperties.shape.dnsNames.meta({ description: "Canonical, without the common name." }),
  privateKeyPem: z
    .string()
    .meta({ description: 'PKCS #8 PEM ("BEGIN PRIVATE KEY"); a secret.', secret: true }),
  publicKeyPem: z.string().meta({ description: 'SubjectPublicKeyInfo PEM ("BEGIN PUBLIC KEY").' }),
  csr: z.string().meta({ description: "The PEM CSR, for TlsCertificate's `csr`." }),
});

export const sdkView = {
  description:
    "A private key and a certificate signing request for it, made locally (no API call), as @pulumi/tls's PrivateKey and CertRequest do together. The key stays the same until an input changes; any change makes a new key and CSR (a replacement). The private key is a secret output and is kept only in the stack's state.",
  outputs: ["commonName", "dnsNames", "keyAlgorithm", "csr", "publicKeyPem", "privateKeyPem"],
} satisfies SdkView<typeof outputProperties>;
