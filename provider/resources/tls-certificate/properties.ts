import { z } from "zod";
import type { SdkView } from "../../common/declaration";
import { certificateStatuses, dcvMethods } from "../../contract/tls";

export const deleteActions = ["retain", "revoke"] as const;

/** The inputs the order holds and the outputs read back from it: a change outside Pulumi is drift. */
const orderProperties = z.object({
  sku: z.string().meta({
    description:
      'The product, e.g. "dv-multi" (getTlsProducts lists them with their name limits). Changing it replaces.',
  }),
  commonName: z.string().meta({ description: "The certificate's main name. Changing it replaces." }),
  dnsNames: z.array(z.string()).default([]).meta({
    description: "More names (subjectAltName). Changing them replaces; their order does not matter.",
  }),
  csr: z.string().meta({
    description:
      "A PEM CSR holding every name, e.g. a CertificateRequest's `csr`. A new CSR reissues the certificate on the same order.",
  }),
});

/**
 * The inputs the outputs keep as the program gives them, never from the API's answer: the
 * order's settings (dcvMethod to validityDays, sent with the order; one left out stays out, not
 * the API's default shown as drift) and those that only steer the provider (renewBeforeDays to
 * onDelete).
 */
export const settingProperties = z.object({
  dcvMethod: z
    .enum(dcvMethods)
    .default("dns-cname-token")
    .meta({ description: 'How control of the names is proven: "dns-cname-token" (default) or "email".' }),
  dcvEmails: z.array(z.string()).optional().meta({
    description: 'With "email": the approver addresses (admin@, hostmaster@… of a name or a parent domain).',
  }),
  organizationId: z.string().optional().meta({
    description: "For organization- and extended-validation products: a TlsOrganization's `organizationId`.",
  }),
  validityDays: z.number().int().optional().meta({
    description:
      "The term in days (one the product offers); default: the product's. Used by orders and renewals.",
  }),
  renewBeforeDays: z
    .number()
    .int()
    .default(30)
    .meta({ description: "Renew this many days before notAfter (default 30; below the validity)." }),
  manageDcvRecords: z.boolean().default(true).meta({
    description:
      "Default true: the provider creates the DCV CNAME records for names in the account's zones and removes them after issuance. Records for names hosted elsewhere are shown in `dcvRecords`.",
  }),
  waitForIssuance: z.boolean().default(true).meta({
    description:
      'Default true: wait until the certificate is issued (when the provider can complete validation itself). Without it, or when DCV records must be created elsewhere, the resource is created with status "pending"; a later `pulumi up` or `pulumi refresh` picks up the certificate.',
  }),
  timeoutSeconds: z.number().int().default(3600).meta({
    description:
      "How long one `up` waits for issuance (default 3600). Past it the order is kept and the next `up` waits on.",
  }),
  onDelete: z.enum(deleteActions).default("retain").meta({
    description:
      'What deleting an issued certificate does: "retain" (default; it stays valid until it expires) or "revoke" (the whole order within 7 days of ordering, the certificate after). A pending order is always cancelled.',
  }),
});

/**
 * TlsCertificate's inputs, declared once: as a program gives them (`z.input`, defaults optional)
 * and as check leaves them (`z.output`, defaults applied). The check schema (`inputs.ts`) accepts
 * exactly these names.
 */
export const inputProperties = orderProperties.extend(settingProperties.shape);

/** The outputs: the inputs, the order's state and the issued certificate. */
export const outputProperties = inputProperties.extend({
  certificateId: z.string().meta({ description: "The current order (a renewal changes it)." }),
  status: z.enum(certificateStatuses).meta({
    typeName: "TlsCertificateStatus",
    description: 'The order\'s status: "issued" once the certificate is there.',
  }),
  actionRequired: z.boolean().meta({
    description:
      "The order waits for organization details: set organizationId, or complete it at `completionUrl`.",
  }),
  completionUrl: z
    .string()
    .optional()
    .meta({ description: "Where to complete the order's organization details, while `actionRequired`." }),
  dcvRecords: z
    .array(
      z
        .object({
          name: z.string().meta({ description: "The record's name, fully qualified." }),
          type: z.literal("CNAME").meta({ description: 'Always "CNAME".' }),
          value: z.string().meta({ description: "The target the name must point to." }),
        })
        .meta({
          typeName: "TlsDcvRecord",
          classTypeName: "TlsDcvRecordOutput",
          typeDescription: "A DCV record that proves control of a name: a CNAME from `name` to `value`.",
        }),
    )
    .meta({ description: "The DCV records validation still needs (empty once issued)." }),
  orderedAt: z.string().meta({ description: "When the current order was placed (ISO 8601)." }),
  reissuePending: z.boolean().meta({
    description: "A reissue awaits validation; the certificate below is still the previous version.",
  }),
  certificatePem: z.string().optional().meta({ description: "The leaf certificate, PEM." }),
  chainPem: z.string().optional().meta({ description: "The intermediate certificates, PEM." }),
  fullChainPem: z
    .string()
    .optional()
    .meta({ description: "Leaf first, then the chain: what a server presents." }),
  notBefore: z.string().optional().meta({ description: "ISO 8601." }),
  notAfter: z.string().optional().meta({ description: "ISO 8601." }),
  serialNumber: z.string().optional().meta({ description: "Hex, lower case." }),
  renewalDueAt: z
    .string()
    .optional()
    .meta({ description: "notAfter minus renewBeforeDays: the first `up` from then on renews." }),
  pendingRenewalId: z
    .string()
    .optional()
    .meta({ description: "A renewal order placed but not yet issued: the next `up` resumes it." }),
  dcvRecordsPublished: z
    .boolean()
    .optional()
    .meta({ description: "DCV records this provider made that are still to be removed." }),
});

export const sdkView = {
  description:
    "A TLS certificate order, kept current: ordered (an interrupted `up` takes its order back rather than paying twice), validated, waited for, reissued on a new CSR and renewed `renewBeforeDays` before it expires. The Pulumi id stays that of the first order; `certificateId` is the current one.",
  outputs: [
    "certificateId",
    "status",
    "actionRequired",
    "completionUrl",
    "dcvRecords",
    "certificatePem",
    "chainPem",
    "fullChainPem",
    "notBefore",
    "notAfter",
    "serialNumber",
    "renewalDueAt",
    "sku",
    "commonName",
    "dnsNames",
    "csr",
  ],
} satisfies SdkView<typeof outputProperties>;
