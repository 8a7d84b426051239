// Generated from provider/contract by scripts/generate-client.ts (`npm run generate`): do not edit.
import type { z } from "zod";
import type { operations } from "../contract";

export type RecordType = "A" | "AAAA" | "CNAME" | "CAA" | "ALIAS" | "MX" | "TXT";

export type RecordRequest = {
  /** Fully qualified name ending with a period */
  name: string;
  /** May be omitted only when data is an IPv4 or IPv6 address */
  type?: RecordType;
  /** Seconds, 60 to 86400 */
  ttl?: number;
  /** A note stored with the record; "" removes it */
  annotation?: string;
  /** IPv4, IPv6, target name, CAA value or TXT text */
  data: string;
  /** MX only */
  priority?: number;
  /** CAA only */
  flags?: number;
  /** CAA only */
  tag?: string;
};

export type RecordPatch = {
  /** Fully qualified name ending with a period */
  name?: string;
  /** May be omitted only when data is an IPv4 or IPv6 address */
  type?: RecordType;
  /** Seconds, 60 to 86400 */
  ttl?: number;
  /** A note stored with the record; "" removes it */
  annotation?: string;
  /** IPv4, IPv6, target name, CAA value or TXT text */
  data?: string;
  /** MX only */
  priority?: number;
  /** CAA only */
  flags?: number;
  /** CAA only */
  tag?: string;
};

export type RecordResponse = {
  /** The record id (rrid) */
  id: number | string;
  zone: string;
  name: string;
  type: RecordType;
  ttl: number;
  data: string;
  annotation?: string | null;
  priority?: number | null;
  flags?: number | null;
  tag?: string | null;
};

export type ZoneSummary = {
  name: string;
  record_count: number;
  serial: number;
  dnssec_state?: "active" | "pending" | "inactive";
};

export type ZoneDetail = {
  name: string;
  serial: number;
  dnssec_state?: "active" | "pending" | "inactive";
  nameservers: Array<string>;
  records: Array<RecordResponse>;
};

export type ZoneExport = {
  name: string;
  format: "bind";
  /** The zone in RFC 1035 master-file format */
  zonefile: string;
};

export type TokenInfo = {
  key_id: string;
  account: string;
  scopes: Array<string>;
  acme_limits?: {
    calls_per_minute: number;
    zones_per_day: number;
  };
};

export type TlsProduct = {
  /** Product identifier (tlsCertificateProduct) */
  sku: string;
  name: string;
  /** Domain, organization or extended validation */
  validation: "dv" | "ov" | "ev";
  /** Most names on one certificate, the common name included */
  max_dns_names: number;
  /** Whether names starting with *. are accepted */
  wildcard: boolean;
  /** The terms that can be ordered, in days */
  validity_days: Array<number>;
  default_validity_days: number;
};

export type TlsOrganizationEditMode = "update_provider" | "create_replacement";

export type TlsOrganizationRequest = {
  organization: string;
  first_name: string;
  last_name: string;
  address: string;
  postal_code: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. DE */
  country_code: string;
  /** International form, e.g. +49 30 1234567 */
  phone: string;
  email: string;
};

export type TlsOrganizationPatchRequest = {
  /** update_provider (default): change this organization; create_replacement: a new organization replaces it */
  edit_mode?: TlsOrganizationEditMode;
  organization?: string;
  first_name?: string;
  last_name?: string;
  address?: string;
  postal_code?: string;
  city?: string;
  /** ISO 3166-1 alpha-2, e.g. DE */
  country_code?: string;
  /** International form, e.g. +49 30 1234567 */
  phone?: string;
  email?: string;
};

export type TlsOrganizationResponse = {
  /** tlsOrganizationId */
  id: string;
  /** A replaced organization cannot be used for new orders */
  status: "active" | "replaced";
  /** The organization that replaced this one */
  replaced_by: string | null;
  organization: string;
  first_name: string;
  last_name: string;
  address: string;
  postal_code: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. DE */
  country_code: string;
  /** International form, e.g. +49 30 1234567 */
  phone: string;
  email: string;
  created_at: string;
  updated_at: string;
};

export type TlsDcvRecord = {
  /** The certificate name this record validates */
  dns_name: string;
  /** Fully qualified record name */
  name: string;
  type: "CNAME";
  /** Fully qualified target */
  value: string;
  status: "pending" | "valid";
};

export type TlsCertificateStatus =
  | "action_required"
  | "pending"
  | "issued"
  | "certificate-revoked"
  | "cancelled"
  | "order-revoked";

export type TlsCertificateResponse = {
  /** tlsCertificateId */
  id: string;
  sku: string;
  status: TlsCertificateStatus;
  common_name: string;
  /** Additional SAN hosts, as ordered */
  dns_names: Array<string>;
  /** The CSR of the current (or pending) certificate version */
  csr: string;
  dcv_method: "dns-cname-token" | "email";
  dcv_emails: Array<string>;
  /** dns-cname-token: the records that prove control of each name */
  dcv_records: Array<TlsDcvRecord>;
  org_id: string | null;
  renewal_of_certificate_id: string | null;
  renewed_by_certificate_id: string | null;
  action_required: boolean;
  completion_url: string | null;
  validity_days: number;
  ordered_at: string;
  /** When the current certificate version was issued */
  issued_at: string | null;
  not_before: string | null;
  not_after: string | null;
  /** Hex, lower case, of the current version */
  serial_number: string | null;
  /** Issued certificate versions of this order (reissues add one) */
  version: number;
  /** A reissue awaits validation; the previous version stays current */
  reissue_pending: boolean;
  /** The service's time at which this view was computed */
  as_of: string;
};

export type TlsCertificateRequest = {
  sku: string;
  common_name: string;
  dns_names?: Array<string>;
  /** PEM-encoded PKCS #10 */
  csr: string;
  dcv_method: "dns-cname-token" | "email";
  dcv_emails?: Array<string>;
  org_id?: string;
  renewal_of_certificate_id?: string;
  validity_days?: number;
};

export type TlsCertificateCompleteRequest = {
  org_id: string;
};

export type TlsCertificateReissueRequest = {
  csr: string;
  common_name?: string;
  dns_names?: Array<string>;
  dcv_method: "dns-cname-token" | "email";
  comments?: string;
  validity_days?: number;
};

export type TlsCertificateCancelRequest = {
  note?: string;
};

export type TlsCertificateRevocationReason =
  | "unspecified"
  | "key_compromise"
  | "affiliation_changed"
  | "superseded"
  | "cessation_of_operation";

export type TlsCertificateOrderCancelRequest = {
  comment?: string;
  revocation_reason?: TlsCertificateRevocationReason;
};

export type TlsCertificateRevokeRequest = {
  comment?: string;
  revocation_reason?: TlsCertificateRevocationReason;
};

export type TlsCertificateDownload = {
  certificate_id: string;
  format: "leaf" | "chain" | "fullchain" | "root";
  /** application/pem-certificate-chain */
  media_type: string;
  pem: string;
  serial_number: string;
  version: number;
};

/** Arguments of one call: path parameters, JSON body, query. */
export interface InvokeArgs {
  params?: Record<string, string | number>;
  body?: unknown;
  query?: Record<string, unknown>;
}

/** One method per operation of the API, named after its operationId. */
export abstract class RegistrarApi {
  /** Sends one operation; the payload comes back checked against the contract. */
  protected abstract invoke(operationId: string, args: InvokeArgs): Promise<unknown>;

  /** POST /dns/rr (AddRecord): Create a record; the zone is detected from its name. */
  addRecord(body: RecordRequest): Promise<RecordResponse> {
    return this.invoke("AddRecord", { body }) as Promise<RecordResponse>;
  }

  /** PATCH /dns/rr (PatchRecord): Update the one record with this name and type. */
  patchRecord(body: RecordRequest): Promise<RecordResponse> {
    return this.invoke("PatchRecord", { body }) as Promise<RecordResponse>;
  }

  /** GET /dns/rr/{rrid} (GetRecord): Read a record. */
  getRecord(rrid: string): Promise<RecordResponse> {
    return this.invoke("GetRecord", { params: { rrid } }) as Promise<RecordResponse>;
  }

  /** PATCH /dns/rr/{rrid} (PatchRecordByID): Merge fields onto a record; may change its name and type. */
  patchRecordByID(rrid: string, body: RecordPatch): Promise<RecordResponse> {
    return this.invoke("PatchRecordByID", { params: { rrid }, body }) as Promise<RecordResponse>;
  }

  /** DELETE /dns/rr/{rrid} (DeleteRecord): Delete a record; returns it. */
  deleteRecord(rrid: string): Promise<RecordResponse> {
    return this.invoke("DeleteRecord", { params: { rrid } }) as Promise<RecordResponse>;
  }

  /** GET /dns/{domain}/rr (ListRecords): Records of a zone. */
  listRecords(domain: string): Promise<Array<RecordResponse>> {
    return this.invoke("ListRecords", { params: { domain } }) as Promise<Array<RecordResponse>>;
  }

  /** GET /dns/zones (ListZones): Zones of the account. */
  listZones(): Promise<Array<ZoneSummary>> {
    return this.invoke("ListZones", {}) as Promise<Array<ZoneSummary>>;
  }

  /** GET /dns/zones/{domain} (GetZone): A zone with its records. */
  getZone(domain: string): Promise<ZoneDetail> {
    return this.invoke("GetZone", { params: { domain } }) as Promise<ZoneDetail>;
  }

  /** GET /dns/zones/{domain}/export (ExportZone): The zone as an RFC 1035 master file. */
  exportZone(domain: string): Promise<ZoneExport> {
    return this.invoke("ExportZone", { params: { domain } }) as Promise<ZoneExport>;
  }

  /** GET /meta/token (GetToken): The calling credential and its scopes. */
  getToken(): Promise<TokenInfo> {
    return this.invoke("GetToken", {}) as Promise<TokenInfo>;
  }

  /** GET /openapi.yaml (GetOpenAPI): This document. */
  getOpenAPI(): Promise<string> {
    return this.invoke("GetOpenAPI", {}) as Promise<string>;
  }

  /** GET /tls/products (ListCertificateProducts): The certificate products that can be ordered, with their limits. */
  listCertificateProducts(): Promise<Array<TlsProduct>> {
    return this.invoke("ListCertificateProducts", {}) as Promise<Array<TlsProduct>>;
  }

  /** GET /tls/organization (ListOrganizations): Organizations of the account. */
  listOrganizations(): Promise<Array<TlsOrganizationResponse>> {
    return this.invoke("ListOrganizations", {}) as Promise<Array<TlsOrganizationResponse>>;
  }

  /** POST /tls/organization (CreateOrganization): Create an organization at the certificate provider and its local contact record. */
  createOrganization(body: TlsOrganizationRequest): Promise<TlsOrganizationResponse> {
    return this.invoke("CreateOrganization", { body }) as Promise<TlsOrganizationResponse>;
  }

  /** GET /tls/organization/{organization_id} (GetOrganizationByID): One organization. */
  getOrganizationByID(organization_id: string): Promise<TlsOrganizationResponse> {
    return this.invoke("GetOrganizationByID", {
      params: { organization_id },
    }) as Promise<TlsOrganizationResponse>;
  }

  /** PATCH /tls/organization/{organization_id} (PatchOrganizationByID): Update an organization's contact data, in place or by a replacement. */
  patchOrganizationByID(
    organization_id: string,
    body: TlsOrganizationPatchRequest,
  ): Promise<TlsOrganizationResponse> {
    return this.invoke("PatchOrganizationByID", {
      params: { organization_id },
      body,
    }) as Promise<TlsOrganizationResponse>;
  }

  /** GET /tls/certificate (ListCertificates): Certificate orders of the account. */
  listCertificates(): Promise<Array<TlsCertificateResponse>> {
    return this.invoke("ListCertificates", {}) as Promise<Array<TlsCertificateResponse>>;
  }

  /** POST /tls/certificate (CreateCertificate): Order a certificate, or renew one. */
  createCertificate(body: TlsCertificateRequest): Promise<TlsCertificateResponse> {
    return this.invoke("CreateCertificate", { body }) as Promise<TlsCertificateResponse>;
  }

  /** GET /tls/certificate/{certificate_id} (GetCertificateByID): One certificate order. */
  getCertificateByID(certificate_id: string): Promise<TlsCertificateResponse> {
    return this.invoke("GetCertificateByID", {
      params: { certificate_id },
    }) as Promise<TlsCertificateResponse>;
  }

  /** POST /tls/certificate/{certificate_id}/complete (CompleteCertificate): Bind an action-required order to a usable organization and submit it. */
  completeCertificate(
    certificate_id: string,
    body: TlsCertificateCompleteRequest,
  ): Promise<TlsCertificateResponse> {
    return this.invoke("CompleteCertificate", {
      params: { certificate_id },
      body,
    }) as Promise<TlsCertificateResponse>;
  }

  /** POST /tls/certificate/{certificate_id}/reissue (ReissueCertificate): Reissue an issued or certificate-revoked certificate with a new CSR on the same order. */
  reissueCertificate(
    certificate_id: string,
    body: TlsCertificateReissueRequest,
  ): Promise<TlsCertificateResponse> {
    return this.invoke("ReissueCertificate", {
      params: { certificate_id },
      body,
    }) as Promise<TlsCertificateResponse>;
  }

  /** POST /tls/certificate/{certificate_id}/cancel (CancelCertificate): Cancel a pending order. */
  cancelCertificate(
    certificate_id: string,
    body: TlsCertificateCancelRequest,
  ): Promise<TlsCertificateResponse> {
    return this.invoke("CancelCertificate", {
      params: { certificate_id },
      body,
    }) as Promise<TlsCertificateResponse>;
  }

  /** POST /tls/certificate/{certificate_id}/order-cancel (CancelIssuedCertificateOrder): Cancel a pending order, or revoke a whole issued order within 7 days of ordering. */
  cancelIssuedCertificateOrder(
    certificate_id: string,
    body: TlsCertificateOrderCancelRequest,
  ): Promise<TlsCertificateResponse> {
    return this.invoke("CancelIssuedCertificateOrder", {
      params: { certificate_id },
      body,
    }) as Promise<TlsCertificateResponse>;
  }

  /** POST /tls/certificate/{certificate_id}/revoke (RevokeCertificate): Revoke the current certificate version; the order can still be reissued. */
  revokeCertificate(
    certificate_id: string,
    body: TlsCertificateRevokeRequest,
  ): Promise<TlsCertificateResponse> {
    return this.invoke("RevokeCertificate", {
      params: { certificate_id },
      body,
    }) as Promise<TlsCertificateResponse>;
  }

  /** GET /tls/certificate/{certificate_id}/download/{format} (DownloadCertificate): The current certificate as PEM: leaf, chain (intermediates), fullchain (leaf first) or root. */
  downloadCertificate(certificate_id: string, format: string): Promise<TlsCertificateDownload> {
    return this.invoke("DownloadCertificate", {
      params: { certificate_id, format },
    }) as Promise<TlsCertificateDownload>;
  }
}

type Accepts<Declared, Actual extends Declared> = [Declared, Actual];
// Not exported: checked when this file compiles, absent from the declarations.
type _ContractConformance = [
  Accepts<RecordResponse, z.output<(typeof operations)["AddRecord"]["response"]>>,
  Accepts<RecordResponse, z.output<(typeof operations)["PatchRecord"]["response"]>>,
  Accepts<RecordResponse, z.output<(typeof operations)["GetRecord"]["response"]>>,
  Accepts<RecordResponse, z.output<(typeof operations)["PatchRecordByID"]["response"]>>,
  Accepts<RecordResponse, z.output<(typeof operations)["DeleteRecord"]["response"]>>,
  Accepts<Array<RecordResponse>, z.output<(typeof operations)["ListRecords"]["response"]>>,
  Accepts<Array<ZoneSummary>, z.output<(typeof operations)["ListZones"]["response"]>>,
  Accepts<ZoneDetail, z.output<(typeof operations)["GetZone"]["response"]>>,
  Accepts<ZoneExport, z.output<(typeof operations)["ExportZone"]["response"]>>,
  Accepts<TokenInfo, z.output<(typeof operations)["GetToken"]["response"]>>,
  Accepts<Array<TlsProduct>, z.output<(typeof operations)["ListCertificateProducts"]["response"]>>,
  Accepts<Array<TlsOrganizationResponse>, z.output<(typeof operations)["ListOrganizations"]["response"]>>,
  Accepts<TlsOrganizationResponse, z.output<(typeof operations)["CreateOrganization"]["response"]>>,
  Accepts<TlsOrganizationResponse, z.output<(typeof operations)["GetOrganizationByID"]["response"]>>,
  Accepts<TlsOrganizationResponse, z.output<(typeof operations)["PatchOrganizationByID"]["response"]>>,
  Accepts<Array<TlsCertificateResponse>, z.output<(typeof operations)["ListCertificates"]["response"]>>,
  Accepts<TlsCertificateResponse, z.output<(typeof operations)["CreateCertificate"]["response"]>>,
  Accepts<TlsCertificateResponse, z.output<(typeof operations)["GetCertificateByID"]["response"]>>,
  Accepts<TlsCertificateResponse, z.output<(typeof operations)["CompleteCertificate"]["response"]>>,
  Accepts<TlsCertificateResponse, z.output<(typeof operations)["ReissueCertificate"]["response"]>>,
  Accepts<TlsCertificateResponse, z.output<(typeof operations)["CancelCertificate"]["response"]>>,
  Accepts<TlsCertificateResponse, z.output<(typeof operations)["CancelIssuedCertificateOrder"]["response"]>>,
  Accepts<TlsCertificateResponse, z.output<(typeof operations)["RevokeCertificate"]["response"]>>,
  Accepts<TlsCertificateDownload, z.output<(typeof operations)["DownloadCertificate"]["response"]>>,
];
