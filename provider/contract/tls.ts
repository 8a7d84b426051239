import { z } from "zod";
import { operation } from "./operation";
import { named } from "./shapes";

/**
 * TLS: certificate products, organizations (contact records for OV and EV orders) and
 * certificate orders. The spec names the operations, their request fields and statuses; the
 * response fields beyond action_required and completion_url are this contract's choice
 * (docs/emulator.md, "TLS").
 */

export const validationLevels = ["dv", "ov", "ev"] as const;
export const dcvMethods = ["dns-cname-token", "email"] as const;
export const certificateStatuses = [
  "action_required",
  "pending",
  "issued",
  "certificate-revoked",
  "cancelled",
  "order-revoked",
] as const;
export const revocationReasons = [
  "unspecified",
  "key_compromise",
  "affiliation_changed",
  "superseded",
  "cessation_of_operation",
] as const;
export const editModes = ["update_provider", "create_replacement"] as const;
export const downloadFormats = ["leaf", "chain", "fullchain", "root"] as const;

export const tlsProduct = named(
  "TlsProduct",
  z.object({
    sku: z.string().describe("Product identifier (tlsCertificateProduct)"),
    name: z.string(),
    validation: z.enum(validationLevels).describe("Domain, organization or extended validation"),
    max_dns_names: z.int().positive().describe("Most names on one certificate, the common name included"),
    wildcard: z.boolean().describe("Whether names starting with *. are accepted"),
    validity_days: z.array(z.int().positive()).describe("The terms that can be ordered, in days"),
    default_validity_days: z.int().positive(),
    caa_issuer_domain: z
      .string()
      .optional()
      .describe(
        "Emulator's own (the API reference names no such field; the emulator always sends it): the issuer domain name by which CAA records (RFC 8659) name the CA that issues this product, e.g. ca.registrar.example",
      ),
  }),
);

const contactFields = {
  organization: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country_code: z.string().describe("ISO 3166-1 alpha-2, e.g. DE"),
  phone: z.string().describe("International form, e.g. +49 30 1234567"),
  email: z.string(),
};

export const editMode = named("TlsOrganizationEditMode", z.enum(editModes));

/** Body of CreateOrganization: the nine contact fields, all required. */
export const tlsOrganizationRequest = named("TlsOrganizationRequest", z.object(contactFields));

/** Body of PatchOrganizationByID: the nine fields and edit_mode, all optional. */
export const tlsOrganizationPatchRequest = named(
  "TlsOrganizationPatchRequest",
  z.object({
    edit_mode: editMode
      .optional()
      .describe(
        "update_provider (default): change this organization; create_replacement: a new organization replaces it",
      ),
    ...z.object(contactFields).partial().shape,
  }),
);

export const tlsOrganizationResponse = named(
  "TlsOrganizationResponse",
  z.object({
    id: z.string().describe("tlsOrganizationId"),
    status: z.enum(["active", "replaced"]).describe("A replaced organization cannot be used for new orders"),
    replaced_by: z.string().nullable().describe("The organization that replaced this one"),
    ...contactFields,
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  }),
);

export const dcvRecord = named(
  "TlsDcvRecord",
  z.object({
    dns_name: z.string().describe("The certificate name this record validates"),
    name: z.string().describe("Fully qualified record name"),
    type: z.literal("CNAME"),
    value: z.string().describe("Fully qualified target"),
    status: z.enum(["pending", "valid"]),
  }),
);

export const caaRefusal = named(
  "TlsCaaRefusal",
  z.object({
    dns_name: z.string().describe("The certificate name the CA may not issue for"),
    issuer: z.string().describe("The CA's issuer domain name, as CAA records name it"),
    caa_name: z.string().describe("Fully qualified name holding the relevant CAA records (RFC 8659)"),
    records: z.array(z.string()).describe('The relevant CAA records, each as `0 issue "ca.example"`'),
    property: z
      .enum(["issue", "issuewild", "critical"])
      .describe(
        "What refused: the issue or issuewild properties, or a critical property the CA does not know",
      ),
    permits: z.array(z.string()).describe("The CAs those properties permit; empty: none"),
    reason: z.string(),
    checked_at: z.iso.datetime().describe("The CA's last check, at which it refused"),
  }),
);

export const certificateStatus = named("TlsCertificateStatus", z.enum(certificateStatuses));

export const tlsCertificateResponse = named(
  "TlsCertificateResponse",
  z.object({
    id: z.string().describe("tlsCertificateId"),
    sku: z.string(),
    status: certificateStatus,
    common_name: z.string(),
    dns_names: z.array(z.string()).describe("Additional SAN hosts, as ordered"),
    csr: z.string().describe("The CSR of the current (or pending) certificate version"),
    dcv_method: z.enum(dcvMethods),
    dcv_emails: z.array(z.string()),
    dcv_records: z.array(dcvRecord).describe("dns-cname-token: the records that prove control of each name"),
    org_id: z.string().nullable(),
    renewal_of_certificate_id: z.string().nullable(),
    renewed_by_certificate_id: z.string().nullable(),
    action_required: z.boolean(),
    completion_url: z.string().nullable(),
    validity_days: z.int(),
    ordered_at: z.iso.datetime(),
    issued_at: z.iso.datetime().nullable().describe("When the current certificate version was issued"),
    not_before: z.iso.datetime().nullable(),
    not_after: z.iso.datetime().nullable(),
    serial_number: z.string().nullable().describe("Hex, lower case, of the current version"),
    version: z.int().describe("Issued certificate versions of this order (reissues add one)"),
    reissue_pending: z.boolean().describe("A reissue awaits validation; the previous version stays current"),
    caa_refusals: z
      .array(caaRefusal)
      .describe(
        "The names whose CAA records forbid the CA to issue, as of its last check; the order stays pending and the CA checks again at each validation poll",
      ),
    as_of: z.iso.datetime().describe("The service's time at which this view was computed"),
  }),
);

/** Body of CreateCertificate (tlsCertificateRequest). */
export const tlsCertificateRequest = named(
  "TlsCertificateRequest",
  z.object({
    sku: z.string(),
    common_name: z.string(),
    dns_names: z.array(z.string()).optional(),
    csr: z.string().describe("PEM-encoded PKCS #10"),
    dcv_method: z.enum(dcvMethods),
    dcv_emails: z.array(z.string()).optional(),
    org_id: z.string().optional(),
    renewal_of_certificate_id: z.string().optional(),
    validity_days: z.int().optional(),
  }),
);

export const tlsCertificateCompleteRequest = named(
  "TlsCertificateCompleteRequest",
  z.object({ org_id: z.string() }),
);

export const tlsCertificateReissueRequest = named(
  "TlsCertificateReissueRequest",
  z.object({
    csr: z.string(),
    common_name: z.string().optional(),
    dns_names: z.array(z.string()).optional(),
    dcv_method: z.enum(dcvMethods),
    comments: z.string().optional(),
    validity_days: z.int().optional(),
  }),
);

export const tlsCertificateCancelRequest = named(
  "TlsCertificateCancelRequest",
  z.object({ note: z.string().optional() }),
);

export const revocationReason = named("TlsCertificateRevocationReason", z.enum(revocationReasons));

export const tlsCertificateOrderCancelRequest = named(
  "TlsCertificateOrderCancelRequest",
  z.object({ comment: z.string().optional(), revocation_reason: revocationReason.optional() }),
);

export const tlsCertificateRevokeRequest = named(
  "TlsCertificateRevokeRequest",
  z.object({ comment: z.string().optional(), revocation_reason: revocationReason.optional() }),
);

/**
 * DownloadCertificate's payload: PEM inside the JSON envelope, so the client's one transport
 * (JSON only) serves it and the body names what it holds.
 */
export const tlsCertificateDownload = named(
  "TlsCertificateDownload",
  z.object({
    certificate_id: z.string(),
    format: z.enum(downloadFormats),
    media_type: z.string().describe("application/pem-certificate-chain"),
    pem: z.string(),
    serial_number: z.string(),
    version: z.int(),
  }),
);

const certificateParam = z.object({ certificate_id: z.string().min(1).describe("tlsCertificateId") });
const organizationParam = z.object({ organization_id: z.string().min(1).describe("tlsOrganizationId") });
const area = "TLS";

export const tlsOperations = {
  ListCertificateProducts: operation({
    operationId: "ListCertificateProducts",
    method: "GET",
    path: "/tls/products",
    area,
    summary: "The certificate products that can be ordered, with their limits",
    response: z.array(tlsProduct),
    errors: [401, 403, 500],
  }),
  ListOrganizations: operation({
    operationId: "ListOrganizations",
    method: "GET",
    path: "/tls/organization",
    area,
    summary: "Organizations of the account",
    response: z.array(tlsOrganizationResponse),
    errors: [401, 403, 500],
  }),
  CreateOrganization: operation({
    operationId: "CreateOrganization",
    method: "POST",
    path: "/tls/organization",
    area,
    summary: "Create an organization at the certificate provider and its local contact record",
    body: tlsOrganizationRequest,
    response: tlsOrganizationResponse,
    errors: [400, 401, 403, 500, 502],
  }),
  GetOrganizationByID: operation({
    operationId: "GetOrganizationByID",
    method: "GET",
    path: "/tls/organization/{organization_id}",
    area,
    summary: "One organization",
    params: organizationParam,
    response: tlsOrganizationResponse,
    errors: [401, 403, 404, 500],
  }),
  PatchOrganizationByID: operation({
    operationId: "PatchOrganizationByID",
    method: "PATCH",
    path: "/tls/organization/{organization_id}",
    area,
    summary: "Update an organization's contact data, in place or by a replacement",
    params: organizationParam,
    body: tlsOrganizationPatchRequest,
    response: tlsOrganizationResponse,
    errors: [400, 401, 403, 404, 500],
  }),
  ListCertificates: operation({
    operationId: "ListCertificates",
    method: "GET",
    path: "/tls/certificate",
    area,
    summary: "Certificate orders of the account",
    response: z.array(tlsCertificateResponse),
    errors: [401, 403, 500],
  }),
  CreateCertificate: operation({
    operationId: "CreateCertificate",
    method: "POST",
    path: "/tls/certificate",
    area,
    summary: "Order a certificate, or renew one",
    body: tlsCertificateRequest,
    response: tlsCertificateResponse,
    errors: [400, 401, 403, 404, 409, 500, 502],
  }),
  GetCertificateByID: operation({
    operationId: "GetCertificateByID",
    method: "GET",
    path: "/tls/certificate/{certificate_id}",
    area,
    summary: "One certificate order",
    params: certificateParam,
    response: tlsCertificateResponse,
    errors: [401, 403, 404, 500],
  }),
  CompleteCertificate: operation({
    operationId: "CompleteCertificate",
    method: "POST",
    path: "/tls/certificate/{certificate_id}/complete",
    area,
    summary: "Bind an action-required order to a usable organization and submit it",
    params: certificateParam,
    body: tlsCertificateCompleteRequest,
    response: tlsCertificateResponse,
    errors: [400, 401, 403, 404, 409, 500, 502],
  }),
  ReissueCertificate: operation({
    operationId: "ReissueCertificate",
    method: "POST",
    path: "/tls/certificate/{certificate_id}/reissue",
    area,
    summary: "Reissue an issued or certificate-revoked certificate with a new CSR on the same order",
    params: certificateParam,
    body: tlsCertificateReissueRequest,
    response: tlsCertificateResponse,
    errors: [400, 401, 403, 404, 409, 500, 502],
  }),
  CancelCertificate: operation({
    operationId: "CancelCertificate",
    method: "POST",
    path: "/tls/certificate/{certificate_id}/cancel",
    area,
    summary: "Cancel a pending order",
    params: certificateParam,
    body: tlsCertificateCancelRequest,
    response: tlsCertificateResponse,
    errors: [400, 401, 403, 404, 409, 500, 502],
  }),
  CancelIssuedCertificateOrder: operation({
    operationId: "CancelIssuedCertificateOrder",
    method: "POST",
    path: "/tls/certificate/{certificate_id}/order-cancel",
    area,
    summary: "Cancel a pending order, or revoke a whole issued order within 7 days of ordering",
    params: certificateParam,
    body: tlsCertificateOrderCancelRequest,
    response: tlsCertificateResponse,
    errors: [400, 401, 403, 404, 409, 500, 502],
  }),
  RevokeCertificate: operation({
    operationId: "RevokeCertificate",
    method: "POST",
    path: "/tls/certificate/{certificate_id}/revoke",
    area,
    summary: "Revoke the current certificate version; the order can still be reissued",
    params: certificateParam,
    body: tlsCertificateRevokeRequest,
    response: tlsCertificateResponse,
    errors: [400, 401, 403, 404, 409, 500, 502],
  }),
  DownloadCertificate: operation({
    operationId: "DownloadCertificate",
    method: "GET",
    path: "/tls/certificate/{certificate_id}/download/{format}",
    area,
    summary: "The current certificate as PEM: leaf, chain (intermediates), fullchain (leaf first) or root",
    params: z.object({
      certificate_id: z.string().min(1).describe("tlsCertificateId"),
      format: z.enum(downloadFormats).describe("leaf, chain, fullchain or root"),
    }),
    response: tlsCertificateDownload,
    errors: [400, 401, 403, 404, 409, 500],
  }),
} as const;
