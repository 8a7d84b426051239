import type {
  TlsDcvRecord as ApiTlsDcvRecord,
  TlsProduct as ApiTlsProduct,
  TlsCertificateDownload,
  TlsCertificateResponse,
  TlsCertificateStatus,
  TlsOrganizationResponse,
} from "../client/api";

// What the TLS lookups return: the API's fields in camelCase, mapped field by field.

/** Which certificates a PEM holds: the leaf, its chain (intermediates), both (leaf first), or the root. */
export type TlsCertificatePemFormat = "leaf" | "chain" | "fullchain" | "root";

/** A certificate product that can be ordered. */
export interface TlsProduct {
  /** The product identifier, a TlsCertificate's `sku`, e.g. "dv-single". */
  sku: string;
  /** The product's name, e.g. "Domain validated, one name". */
  name: string;
  /** Domain, organization or extended validation. */
  validation: "dv" | "ov" | "ev";
  /** Most names on one certificate, the common name included. @integer */
  maxDnsNames: number;
  /** Whether names starting with *. are accepted. */
  wildcard: boolean;
  /** The terms that can be ordered, in days. @integer */
  validityDays: number[];
  /** The term of an order that names none, in days. @integer */
  defaultValidityDays: number;
}

/** A DNS record that proves control of one name of a certificate order. */
export interface TlsDcvRecord {
  /** The certificate name this record validates. */
  dnsName: string;
  /** Fully qualified record name. */
  name: string;
  /** Always "CNAME". */
  type: "CNAME";
  /** Fully qualified target. */
  value: string;
  /** "valid" once the CA has seen the record. */
  status: "pending" | "valid";
}

/** A certificate order, with its current certificate version. */
export interface TlsCertificateOrder {
  /** The order's id, a TlsCertificate's `certificateId`. */
  id: string;
  /** The product ordered. */
  sku: string;
  /** Where the order stands, e.g. "pending" or "issued". */
  status: TlsCertificateStatus;
  /** The certificate's main name. */
  commonName: string;
  /** Additional names (subjectAltName), as ordered. */
  dnsNames: string[];
  /** The CSR of the current (or pending) certificate version, PEM. */
  csr: string;
  /** How control of the names is proven. */
  dcvMethod: "dns-cname-token" | "email";
  /** With "email": the approver addresses. */
  dcvEmails: string[];
  /** With "dns-cname-token": the records that prove control of each name. */
  dcvRecords: TlsDcvRecord[];
  /** The TLS organization of an OV or EV order; null otherwise. */
  orgId: string | null;
  /** The order this one renews; null otherwise. */
  renewalOfCertificateId: string | null;
  /** The order that renewed this one; null otherwise. */
  renewedByCertificateId: string | null;
  /** Whether the order waits for the account (e.g. an organization for an OV order). */
  actionRequired: boolean;
  /** Where to complete the order in the dashboard; null when nothing is required. */
  completionUrl: string | null;
  /** The term, in days. @integer */
  validityDays: number;
  /** When the order was placed. */
  orderedAt: string;
  /** When the current certificate version was issued; null before. */
  issuedAt: string | null;
  /** Start of the current certificate's validity; null before issuance. */
  notBefore: string | null;
  /** End of the current certificate's validity; null before issuance. */
  notAfter: string | null;
  /** Hex, lower case, of the current version; null before issuance. */
  serialNumber: string | null;
  /** Issued certificate versions of this order (reissues add one). @integer */
  version: number;
  /** A reissue awaits validation; the previous version stays current. */
  reissuePending: boolean;
  /** The service's time at which this view was computed. */
  asOf: string;
}

/** A TLS organization: the contact OV and EV orders are validated against. */
export interface TlsOrganizationDetail {
  /** The organization's id, a TlsOrganization's `organizationId`. */
  id: string;
  /** A replaced organization cannot be used for new orders. */
  status: "active" | "replaced";
  /** The organization that replaced this one; null otherwise. */
  replacedBy: string | null;
  /** The organization's legal name. */
  organization: string;
  /** The contact's first name. */
  firstName: string;
  /** The contact's last name. */
  lastName: string;
  /** Street and number. */
  address: string;
  /** The postal code. */
  postalCode: string;
  /** The city. */
  city: string;
  /** ISO 3166-1 alpha-2, e.g. "DE". */
  countryCode: string;
  /** International form, e.g. "+49 30 1234567". */
  phone: string;
  /** The contact's address for validation mail. */
  email: string;
  /** When the organization was made. */
  createdAt: string;
  /** When it last changed. */
  updatedAt: string;
}

/** The current certificate of an issued order as PEM, in one format. */
export interface TlsCertificatePem {
  /** The order's id. */
  certificateId: string;
  /** Which certificates `pem` holds. */
  format: TlsCertificatePemFormat;
  /** "application/pem-certificate-chain". */
  mediaType: string;
  /** The certificates, PEM-encoded, one after another. */
  pem: string;
  /** Hex, lower case, of the certificate version. */
  serialNumber: string;
  /** The order's certificate version these certificates belong to. @integer */
  version: number;
}

export function tlsProductFromApi(product: ApiTlsProduct): TlsProduct {
  return {
    sku: product.sku,
    name: product.name,
    validation: product.validation,
    maxDnsNames: product.max_dns_names,
    wildcard: product.wildcard,
    validityDays: [...product.validity_days],
    defaultValidityDays: product.default_validity_days,
  };
}

function dcvRecordFromApi(record: ApiTlsDcvRecord): TlsDcvRecord {
  return {
    dnsName: record.dns_name,
    name: record.name,
    type: record.type,
    value: record.value,
    status: record.status,
  };
}

export function certificateOrderFromApi(order: TlsCertificateResponse): TlsCertificateOrder {
  return {
    id: order.id,
    sku: order.sku,
    status: order.status,
    commonName: order.common_name,
    dnsNames: [...order.dns_names],
    csr: order.csr,
    dcvMethod: order.dcv_method,
    dcvEmails: [...order.dcv_emails],
    dcvRecords: order.dcv_records.map(dcvRecordFromApi),
    orgId: order.org_id,
    renewalOfCertificateId: order.renewal_of_certificate_id,
    renewedByCertificateId: order.renewed_by_certificate_id,
    actionRequired: order.action_required,
    completionUrl: order.completion_url,
    validityDays: order.validity_days,
    orderedAt: order.ordered_at,
    issuedAt: order.issued_at,
    notBefore: order.not_before,
    notAfter: order.not_after,
    serialNumber: order.serial_number,
    version: order.version,
    reissuePending: order.reissue_pending,
    asOf: order.as_of,
  };
}

export function organizationFromApi(organization: TlsOrganizationResponse): TlsOrganizationDetail {
  return {
    id: organization.id,
    status: organization.status,
    replacedBy: organization.replaced_by,
    organization: organization.organization,
    firstName: organization.first_name,
    lastName: organization.last_name,
    address: organization.address,
    postalCode: organization.postal_code,
    city: organization.city,
    countryCode: organization.country_code,
    phone: organization.phone,
    email: organization.email,
    createdAt: organization.created_at,
    updatedAt: organization.updated_at,
  };
}

export function certificatePemFromApi(download: TlsCertificateDownload): TlsCertificatePem {
  return {
    certificateId: download.certificate_id,
    format: download.format,
    mediaType: download.media_type,
    pem: download.pem,
    serialNumber: download.serial_number,
    version: download.version,
  };
}
