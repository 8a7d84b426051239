import { z } from "zod";
import { certificateStatuses, dcvMethods } from "../../contract/tls";

export const deleteActions = ["retain", "revoke"] as const;

/** The inputs the order holds and the outputs read back from it: a change outside Pulumi is drift. */
const orderProperties = z.object({
  sku: z.string(),
  commonName: z.string(),
  /** Additional names, without the common name. */
  dnsNames: z.array(z.string()).default([]),
  csr: z.string(),
});

/**
 * The inputs the outputs keep as the program gives them, never from the API's answer: the
 * order's settings (dcvMethod to validityDays, sent with the order; one left out stays out, not
 * the API's default shown as drift) and those that only steer the provider (renewBeforeDays to
 * onDelete).
 */
export const settingProperties = z.object({
  dcvMethod: z.enum(dcvMethods).default("dns-cname-token"),
  dcvEmails: z.array(z.string()).optional(),
  organizationId: z.string().optional(),
  validityDays: z.number().int().optional(),
  renewBeforeDays: z.number().int().default(30),
  manageDcvRecords: z.boolean().default(true),
  waitForIssuance: z.boolean().default(true),
  timeoutSeconds: z.number().int().default(3600),
  onDelete: z.enum(deleteActions).default("retain"),
});

/**
 * TlsCertificate's inputs, declared once: as a program gives them (`z.input`, defaults optional)
 * and as check leaves them (`z.output`, defaults applied). The check schema (`inputs.ts`) accepts
 * exactly these names.
 */
export const inputProperties = orderProperties.extend(settingProperties.shape);

/** The outputs: the inputs, the order's state and the issued certificate. */
export const outputProperties = inputProperties.extend({
  /** The current order; a renewal replaces it, the Pulumi id stays that of the first order. */
  certificateId: z.string(),
  status: z.enum(certificateStatuses),
  actionRequired: z.boolean(),
  completionUrl: z.string().optional(),
  /** DCV records as the outputs show them: what to create in DNS. */
  dcvRecords: z.array(z.object({ name: z.string(), type: z.literal("CNAME"), value: z.string() })),
  orderedAt: z.string(),
  /** A reissue awaits validation; the certificate below is still the previous version. */
  reissuePending: z.boolean(),
  certificatePem: z.string().optional(),
  chainPem: z.string().optional(),
  fullChainPem: z.string().optional(),
  notBefore: z.string().optional(),
  notAfter: z.string().optional(),
  serialNumber: z.string().optional(),
  renewalDueAt: z.string().optional(),
  /** A renewal order placed but not yet issued: the next `up` resumes it. */
  pendingRenewalId: z.string().optional(),
  /** DCV records this provider made that are still to be removed. */
  dcvRecordsPublished: z.boolean().optional(),
});
