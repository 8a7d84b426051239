// Generated from provider/contract by scripts/generate-client.ts (`npm run generate`): do not edit.
import type { z } from "zod";
import type { operations } from "../contract";

export type HelpAccountDataPart = "domains" | "billing" | "certificates";

export type HelpArticle = {
  id: string;
  title: string;
  /** Relative link starting with /my/, resolved against dashboard_url */
  link: string;
};

export type HelpSearchResponse = {
  /** Markdown; relative links starting with /my/ resolve against dashboard_url */
  answer: string;
  /** Language of the answer, e.g. en */
  language: string;
  /** Base of the answer's relative /my/ links */
  dashboard_url: string;
  /** Knowledge base articles the answer is built from */
  articles: Array<HelpArticle>;
  account_data: {
    /** Account data the answer shows */
    included: Array<HelpAccountDataPart>;
    /** Account data the answer would show but the credential may not see */
    withheld: Array<HelpAccountDataPart>;
  };
};

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

export type DnssecMode = "none" | "provider" | "external";

export type DnssecRecord = {
  /** One of ds, dnskey */
  kind: string;
  /** ds; on a dnskey, checked against the key when given */
  key_tag?: number;
  /** dnskey: 256 or 257 */
  flags?: number;
  /** dnskey: always 3 */
  protocol?: number;
  /** DNSSEC algorithm number, e.g. 13 (ECDSA P-256 SHA-256) */
  algorithm?: number;
  /** ds: 2 (SHA-256) or 4 (SHA-384) */
  digest_type?: number;
  /** ds: the digest in hexadecimal */
  digest?: string;
  /** dnskey: the key in base64 */
  public_key?: string;
  comment?: string;
};

export type DnssecRequest = {
  mode: DnssecMode;
  state: "disabled" | "enabled";
  verify_after_apply?: boolean;
  /** Required for mode external with state enabled */
  records?: Array<DnssecRecord>;
};

export type DnssecConfiguration = {
  mode: DnssecMode;
  state: "disabled" | "enabled";
  /** provider: the service's DNSKEY and DS; external: the records given */
  records: Array<DnssecRecord>;
};

export type DnssecLiveState = {
  /** The configuration whose delegation was last confirmed */
  mode: DnssecMode;
  state: "disabled" | "enabled";
  /** The DS records at the registry */
  records: Array<DnssecRecord>;
  /** Whether the service's nameservers publish a DNSKEY for the zone */
  zone_signed: boolean;
  observed_at: string;
};

export type DnssecJob = {
  id: number;
  domain: string;
  action: "enable" | "disable" | "update";
  mode: DnssecMode;
  status: "running" | "completed" | "cancelled";
  phase:
    | "signing"
    | "registry_submission"
    | "registry_removal"
    | "propagation"
    | "unsigning"
    | "completed"
    | "cancelled";
  created_at: string;
  /** When the current phase began */
  updated_at: string;
  /** When the job completed or was cancelled */
  completed_at: string | null;
  /** When the phase changes next, unless a verify comes first */
  next_change_at: string | null;
};

export type DnssecResponse = {
  domain: string;
  dnssec_state: "active" | "pending" | "inactive";
  desired_state: DnssecConfiguration;
  live_state: DnssecLiveState;
  pending_job: DnssecJob | null;
};

export type DomainSummary = {
  /** The domain, lower case, without a trailing dot */
  name: string;
  owner_label: string;
  renewal_status: "auto-renew" | "manual-renew" | "cancelled";
  /** ISO date */
  expires_at: string;
  dnssec_status: "active" | "pending" | "inactive";
  nameserver_mode: "standard" | "vanity" | "external";
  /** The first nameserver of the delegation */
  primary_nameserver: string;
  /** pending while a transfer between registrars runs */
  transfer_status: "none" | "pending";
};

export type DomainListSortKey =
  | "name"
  | "owner_label"
  | "renewal_status"
  | "expires_at"
  | "dnssec_status"
  | "nameserver_mode"
  | "primary_nameserver"
  | "transfer_status";

export type SortOrder = "asc" | "desc";

export type DomainListResponse = {
  domains: Array<DomainSummary>;
  page: number;
  page_size: number;
  /** Matching domains on all pages */
  total: number;
};

export type DomainDetail = {
  /** The domain, lower case, without a trailing dot */
  name: string;
  owner_label: string;
  renewal_status: "auto-renew" | "manual-renew" | "cancelled";
  /** ISO date */
  expires_at: string;
  dnssec_status: "active" | "pending" | "inactive";
  nameserver_mode: "standard" | "vanity" | "external";
  /** The first nameserver of the delegation */
  primary_nameserver: string;
  /** pending while a transfer between registrars runs */
  transfer_status: "none" | "pending";
  /** The current delegation, fully qualified */
  nameservers: Array<string>;
  /** The vanity set delegated to; null otherwise */
  vanity_set_id: number | null;
  /** basic plans do not include vanity nameservers */
  plan: "basic" | "pro";
  /** Changes the domain guardian blocks */
  guardian_rules: Array<"ns_change" | "transfer_out">;
};

export type DomainAuthInfo = {
  domain: string;
  /** The transfer code; a new one replaces any earlier one */
  auth_code: string;
  created_at: string;
};

export type DomainAvailabilityResponse = {
  /** The name checked, lower case, IDN as A-labels */
  domain: string;
  available: boolean;
  /** The ICANN public suffix the name is registered under */
  public_suffix: string;
};

export type VanityNameserverSet = {
  id: number;
  name: string;
  nameservers: Array<string>;
};

export type NameserversResponse = {
  domain: string;
  mode: "standard" | "vanity" | "external";
  vanity_set_id: number | null;
  nameservers: Array<string>;
  vanity_sets: Array<VanityNameserverSet>;
};

export type NameserversUpdateRequest = {
  /** A vanity set of the account; null: the standard nameservers */
  vanity_set_id: number | null;
};

export type HostingPackage = {
  /** The package id, as used in /hosting/packages/{id} */
  id: string;
  name: string;
  plan: string;
  status: "active" | "suspended";
  /** Domain name without the trailing dot */
  primary_domain: string;
  alias_count: number;
  database_count: number;
};

export type HostingAlias = {
  /** Domain name without the trailing dot */
  domain: string;
  /** true: redirects to the primary domain; false: serves the same site */
  redirect: boolean;
};

export type HostingDatabase = {
  name: string;
  engine: "mysql" | "postgresql";
  size_mb: number;
  username: string;
};

export type HostingAliasList = {
  package_id: string;
  aliases: Array<HostingAlias>;
};

export type HostingDatabaseList = {
  package_id: string;
  databases: Array<HostingDatabase>;
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
  /** Emulator's own (the API reference names no such field; the emulator always sends it): the issuer domain name by which CAA records (RFC 8659) name the CA that issues this product, e.g. ca.registrar.example */
  caa_issuer_domain?: string;
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

export type TlsCaaRefusal = {
  /** The certificate name the CA may not issue for */
  dns_name: string;
  /** The CA's issuer domain name, as CAA records name it */
  issuer: string;
  /** Fully qualified name holding the relevant CAA records (RFC 8659) */
  caa_name: string;
  /** The relevant CAA records, each as `0 issue "ca.example"` */
  records: Array<string>;
  /** What refused: the issue or issuewild properties, or a critical property the CA does not know */
  property: "issue" | "issuewild" | "critical";
  /** The CAs those properties permit; empty: none */
  permits: Array<string>;
  reason: string;
  /** The CA's last check, at which it refused */
  checked_at: string;
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
  /** The names whose CAA records forbid the CA to issue, as of its last check; the order stays pending and the CA checks again at each validation poll */
  caa_refusals: Array<TlsCaaRefusal>;
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

  /** GET /dns/{domain}/dnssec (GetDNSSECByDomain): The registry DNSSEC configuration of a domain. */
  getDNSSECByDomain(domain: string): Promise<DnssecResponse> {
    return this.invoke("GetDNSSECByDomain", { params: { domain } }) as Promise<DnssecResponse>;
  }

  /** PUT /dns/{domain}/dnssec (PutDNSSECByDomain): Enable, disable or update registry DNSSEC. */
  putDNSSECByDomain(domain: string, body: DnssecRequest): Promise<DnssecResponse> {
    return this.invoke("PutDNSSECByDomain", { params: { domain }, body }) as Promise<DnssecResponse>;
  }

  /** POST /dns/{domain}/dnssec/verify (VerifyDNSSECByDomain): Refresh the registry state and check the delegation; may stay pending. */
  verifyDNSSECByDomain(domain: string): Promise<DnssecResponse> {
    return this.invoke("VerifyDNSSECByDomain", { params: { domain } }) as Promise<DnssecResponse>;
  }

  /** POST /dns/{domain}/dnssec/cancel (CancelDNSSECByDomain): Cancel the running DNSSEC job before the registry has accepted its change. */
  cancelDNSSECByDomain(domain: string): Promise<DnssecResponse> {
    return this.invoke("CancelDNSSECByDomain", { params: { domain } }) as Promise<DnssecResponse>;
  }

  /** GET /dns/{domain}/dnssec/jobs (ListDNSSECJobsByDomain): The DNSSEC jobs of a domain, newest first. */
  listDNSSECJobsByDomain(domain: string): Promise<Array<DnssecJob>> {
    return this.invoke("ListDNSSECJobsByDomain", { params: { domain } }) as Promise<Array<DnssecJob>>;
  }

  /** GET /domains (ListDomains): Domains of the account: search, filter, sort, page. */
  listDomains(
    query: {
      search?: string;
      filter?: string;
      sortBy?: DomainListSortKey;
      sortOrder?: SortOrder;
      page?: number;
      pageSize?: number;
    } = {},
  ): Promise<DomainListResponse> {
    return this.invoke("ListDomains", { query }) as Promise<DomainListResponse>;
  }

  /** GET /domains/{domain} (GetDomain): One domain of the account. */
  getDomain(domain: string): Promise<DomainDetail> {
    return this.invoke("GetDomain", { params: { domain } }) as Promise<DomainDetail>;
  }

  /** POST /domains/{domain}/authinfo (CreateDomainAuthInfo): A new transfer code for the domain. */
  createDomainAuthInfo(domain: string): Promise<DomainAuthInfo> {
    return this.invoke("CreateDomainAuthInfo", { params: { domain } }) as Promise<DomainAuthInfo>;
  }

  /** GET /domains/availability/{domain} (CheckDomainAvailability): Whether any registrable name is free, from the registry lookup service. */
  checkDomainAvailability(domain: string): Promise<DomainAvailabilityResponse> {
    return this.invoke("CheckDomainAvailability", {
      params: { domain },
    }) as Promise<DomainAvailabilityResponse>;
  }

  /** GET /domains/{domain}/nameservers (GetNameserversByDomain): The delegation of a domain and the account's vanity sets. */
  getNameserversByDomain(domain: string): Promise<NameserversResponse> {
    return this.invoke("GetNameserversByDomain", { params: { domain } }) as Promise<NameserversResponse>;
  }

  /** PUT /domains/{domain}/nameservers (PutNameserversByDomain): Delegate to a vanity set, or back to the standard nameservers. */
  putNameserversByDomain(domain: string, body: NameserversUpdateRequest): Promise<NameserversResponse> {
    return this.invoke("PutNameserversByDomain", {
      params: { domain },
      body,
    }) as Promise<NameserversResponse>;
  }

  /** GET /hosting/packages (ListHostingPackages): Hosting packages of the account. */
  listHostingPackages(): Promise<Array<HostingPackage>> {
    return this.invoke("ListHostingPackages", {}) as Promise<Array<HostingPackage>>;
  }

  /** GET /hosting/packages/{id} (GetHostingPackage): A hosting package. */
  getHostingPackage(id: string): Promise<HostingPackage> {
    return this.invoke("GetHostingPackage", { params: { id } }) as Promise<HostingPackage>;
  }

  /** GET /hosting/packages/{id}/aliases (ListHostingAliases): Domain aliases of a hosting package. */
  listHostingAliases(id: string): Promise<HostingAliasList> {
    return this.invoke("ListHostingAliases", { params: { id } }) as Promise<HostingAliasList>;
  }

  /** GET /hosting/packages/{id}/databases (ListHostingDatabases): Databases of a hosting package, without credentials. */
  listHostingDatabases(id: string): Promise<HostingDatabaseList> {
    return this.invoke("ListHostingDatabases", { params: { id } }) as Promise<HostingDatabaseList>;
  }

  /** GET /help/search (SearchHelp): The answer the dashboard assistant would give, for the account behind the credential. */
  searchHelp(query: { q: string; locale?: string }): Promise<HelpSearchResponse> {
    return this.invoke("SearchHelp", { query }) as Promise<HelpSearchResponse>;
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
  Accepts<DnssecResponse, z.output<(typeof operations)["GetDNSSECByDomain"]["response"]>>,
  Accepts<DnssecResponse, z.output<(typeof operations)["PutDNSSECByDomain"]["response"]>>,
  Accepts<DnssecResponse, z.output<(typeof operations)["VerifyDNSSECByDomain"]["response"]>>,
  Accepts<DnssecResponse, z.output<(typeof operations)["CancelDNSSECByDomain"]["response"]>>,
  Accepts<Array<DnssecJob>, z.output<(typeof operations)["ListDNSSECJobsByDomain"]["response"]>>,
  Accepts<DomainListResponse, z.output<(typeof operations)["ListDomains"]["response"]>>,
  Accepts<DomainDetail, z.output<(typeof operations)["GetDomain"]["response"]>>,
  Accepts<DomainAuthInfo, z.output<(typeof operations)["CreateDomainAuthInfo"]["response"]>>,
  Accepts<DomainAvailabilityResponse, z.output<(typeof operations)["CheckDomainAvailability"]["response"]>>,
  Accepts<NameserversResponse, z.output<(typeof operations)["GetNameserversByDomain"]["response"]>>,
  Accepts<NameserversResponse, z.output<(typeof operations)["PutNameserversByDomain"]["response"]>>,
  Accepts<Array<HostingPackage>, z.output<(typeof operations)["ListHostingPackages"]["response"]>>,
  Accepts<HostingPackage, z.output<(typeof operations)["GetHostingPackage"]["response"]>>,
  Accepts<HostingAliasList, z.output<(typeof operations)["ListHostingAliases"]["response"]>>,
  Accepts<HostingDatabaseList, z.output<(typeof operations)["ListHostingDatabases"]["response"]>>,
  Accepts<HelpSearchResponse, z.output<(typeof operations)["SearchHelp"]["response"]>>,
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
