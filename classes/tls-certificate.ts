import * as pulumi from "@pulumi/pulumi";
import type { TlsCertificateStatus } from "../provider/client/api";
import { pausePromiseStacks } from "./promise-stacks";
import { dynamicResource } from "./stored-provider";

export type { TlsCertificateStatus };

/** A DCV record that proves control of a name: a CNAME from `name` to `value`. */
export interface TlsDcvRecordOutput {
  /** The record's name, fully qualified. */
  name: string;
  /** Always "CNAME". */
  type: "CNAME";
  /** The target the name must point to. */
  value: string;
}

export interface TlsCertificateArgs {
  /** The product, e.g. "dv-multi" (getTlsProducts lists them with their name limits). Changing it replaces. */
  sku: pulumi.Input<string>;
  /** The certificate's main name. Changing it replaces. */
  commonName: pulumi.Input<string>;
  /** More names (subjectAltName). Changing them replaces; their order does not matter. */
  dnsNames?: pulumi.Input<pulumi.Input<string>[]>;
  /** A PEM CSR holding every name, e.g. a CertificateRequest's `csr`. A new CSR reissues the certificate on the same order. */
  csr: pulumi.Input<string>;
  /** How control of the names is proven: "dns-cname-token" (default) or "email". */
  dcvMethod?: pulumi.Input<"dns-cname-token" | "email">;
  /** With "email": the approver addresses (admin@, hostmaster@… of a name or a parent domain). */
  dcvEmails?: pulumi.Input<pulumi.Input<string>[]>;
  /** For organization- and extended-validation products: a TlsOrganization's `organizationId`. */
  organizationId?: pulumi.Input<string>;
  /** The term in days (one the product offers); default: the product's. Used by orders and renewals. @integer */
  validityDays?: pulumi.Input<number>;
  /** Renew this many days before notAfter (default 30; below the validity). @integer */
  renewBeforeDays?: pulumi.Input<number>;
  /**
   * Default true: the provider creates the DCV CNAME records for names in the account's zones and
   * removes them after issuance. Records for names hosted elsewhere are shown in `dcvRecords`.
   */
  manageDcvRecords?: pulumi.Input<boolean>;
  /**
   * Default true: wait until the certificate is issued (when the provider can complete
   * validation itself). Without it, or when DCV records must be created elsewhere, the resource
   * is created with status "pending"; a later `pulumi up` or `pulumi refresh` picks up the certificate.
   */
  waitForIssuance?: pulumi.Input<boolean>;
  /** How long one `up` waits for issuance (default 3600). Past it the order is kept and the next `up` waits on. @integer */
  timeoutSeconds?: pulumi.Input<number>;
  /**
   * What deleting an issued certificate does: "retain" (default; it stays valid until it expires)
   * or "revoke" (the whole order within 7 days of ordering, the certificate after). A pending
   * order is always cancelled.
   */
  onDelete?: pulumi.Input<"retain" | "revoke">;
}

/**
 * A TLS certificate order, kept current: ordered (an interrupted `up` takes its order back
 * rather than paying twice), validated, waited for, reissued on a new CSR and renewed
 * `renewBeforeDays` before it expires. The Pulumi id stays that of the first order;
 * `certificateId` is the current one.
 */
export class TlsCertificate extends pulumi.CustomResource {
  /** The current order (a renewal changes it). */
  declare readonly certificateId: pulumi.Output<string>;
  /** The order's status: "issued" once the certificate is there. */
  declare readonly status: pulumi.Output<TlsCertificateStatus>;
  /** The order waits for organization details: set organizationId, or complete it at `completionUrl`. */
  declare readonly actionRequired: pulumi.Output<boolean>;
  /** Where to complete the order's organization details, while `actionRequired`. */
  declare readonly completionUrl: pulumi.Output<string | undefined>;
  /** The DCV records validation still needs (empty once issued). */
  declare readonly dcvRecords: pulumi.Output<TlsDcvRecordOutput[]>;
  /** The leaf certificate, PEM. */
  declare readonly certificatePem: pulumi.Output<string | undefined>;
  /** The intermediate certificates, PEM. */
  declare readonly chainPem: pulumi.Output<string | undefined>;
  /** Leaf first, then the chain: what a server presents. */
  declare readonly fullChainPem: pulumi.Output<string | undefined>;
  /** ISO 8601. */
  declare readonly notBefore: pulumi.Output<string | undefined>;
  /** ISO 8601. */
  declare readonly notAfter: pulumi.Output<string | undefined>;
  /** Hex, lower case. */
  declare readonly serialNumber: pulumi.Output<string | undefined>;
  /** notAfter minus renewBeforeDays: the first `up` from then on renews. */
  declare readonly renewalDueAt: pulumi.Output<string | undefined>;
  declare readonly sku: pulumi.Output<string>;
  declare readonly commonName: pulumi.Output<string>;
  declare readonly dnsNames: pulumi.Output<string[]>;
  declare readonly csr: pulumi.Output<string>;

  constructor(name: string, args: TlsCertificateArgs, opts?: pulumi.CustomResourceOptions) {
    const outputs = {
      certificateId: undefined,
      status: undefined,
      actionRequired: undefined,
      completionUrl: undefined,
      dcvRecords: undefined,
      certificatePem: undefined,
      chainPem: undefined,
      fullChainPem: undefined,
      notBefore: undefined,
      notAfter: undefined,
      serialNumber: undefined,
      renewalDueAt: undefined,
      dnsNames: undefined,
    };
    const registered = dynamicResource("TlsCertificate", name, { ...outputs, ...args }, opts);
    const resumeStacks = pausePromiseStacks();
    try {
      super(registered.type, name, registered.props, registered.opts);
    } finally {
      resumeStacks();
    }
  }
}
