import * as pulumi from "@pulumi/pulumi";
import { pausePromiseStacks } from "./promise-stacks";
import { dynamicResource } from "./stored-provider";

/** The key types a CertificateRequest can make. */
export type KeyAlgorithm = "ecdsa-p256" | "rsa-2048" | "rsa-3072";

export interface CertificateRequestArgs {
  /** The certificate's main name, e.g. "www.example.com" or "*.example.com"; also a subjectAltName. */
  commonName: pulumi.Input<string>;
  /** More names for the subjectAltName extension (the common name is added by itself). */
  dnsNames?: pulumi.Input<pulumi.Input<string>[]>;
  /** Default "ecdsa-p256". */
  keyAlgorithm?: pulumi.Input<KeyAlgorithm>;
  /** Subject O, at most 64 characters. */
  organization?: pulumi.Input<string>;
  /** Subject OU, at most 64 characters. */
  organizationalUnit?: pulumi.Input<string>;
  /** Subject street, at most 128 characters. */
  streetAddress?: pulumi.Input<string>;
  /** Subject postalCode, at most 40 characters. */
  postalCode?: pulumi.Input<string>;
  /** Subject L, at most 128 characters. */
  locality?: pulumi.Input<string>;
  /** Subject ST, at most 128 characters. */
  province?: pulumi.Input<string>;
  /** Subject C: an ISO 3166-1 alpha-2 code such as "DE". */
  country?: pulumi.Input<string>;
}

/**
 * A private key and a certificate signing request for it, made locally (no API call), as
 * @pulumi/tls's PrivateKey and CertRequest do together. The key stays the same until an input
 * changes; any change makes a new key and CSR (a replacement). The private key is a secret output
 * and is kept only in the stack's state.
 */
export class CertificateRequest extends pulumi.CustomResource {
  /** Canonical: lower case, IDN in punycode, no trailing dot. */
  declare readonly commonName: pulumi.Output<string>;
  /** Canonical, without the common name. */
  declare readonly dnsNames: pulumi.Output<string[]>;
  declare readonly keyAlgorithm: pulumi.Output<KeyAlgorithm>;
  /** The PEM CSR, for TlsCertificate's `csr`. */
  declare readonly csr: pulumi.Output<string>;
  /** SubjectPublicKeyInfo PEM ("BEGIN PUBLIC KEY"). */
  declare readonly publicKeyPem: pulumi.Output<string>;
  /** PKCS #8 PEM ("BEGIN PRIVATE KEY"); a secret. */
  declare readonly privateKeyPem: pulumi.Output<string>;

  constructor(name: string, args: CertificateRequestArgs, opts?: pulumi.CustomResourceOptions) {
    // Placeholders: Pulumi makes an Output only of the properties sent.
    const outputs = {
      dnsNames: undefined,
      keyAlgorithm: undefined,
      csr: undefined,
      publicKeyPem: undefined,
      privateKeyPem: undefined,
    };
    const registered = dynamicResource("CertificateRequest", name, { ...outputs, ...args }, opts);
    const resumeStacks = pausePromiseStacks();
    try {
      super(registered.type, name, registered.props, registered.opts);
    } finally {
      resumeStacks();
    }
  }
}
