import * as outputs from "../types/output";
import * as enums from "../types/enums";
/**
 * The parts of the account an answer shows, and those the credential may not see.
 */
export interface AssistantAccountData {
    /**
     * Account data the answer shows.
     */
    included: enums.HelpAccountDataPart[];
    /**
     * Account data the answer would show but the credential may not see.
     */
    withheld: enums.HelpAccountDataPart[];
}
/**
 * A knowledge base article the answer is built from.
 */
export interface AssistantArticle {
    /**
     * The article's id, e.g. "dnssec".
     */
    id: string;
    /**
     * The article's address, absolute.
     */
    link: string;
    /**
     * The article's title, in the answer's language.
     */
    title: string;
}
/**
 * A rule for records other tools write (DNSControl's IGNORE): a record it matches is never created, changed, deleted, reported or counted by the guard. What a rule leaves out matches anything; it must give at least one of `name`, `type`, `value`, or be `{ externalDns: true }`.
 */
export interface DnsZoneIgnoreRule {
    /**
     * Let the rule match records the program declares (the program manages those); without it, such a rule fails preview naming the rule and the record.
     */
    allowDeclared?: boolean;
    /**
     * The records external-dns owns: those its TXT ownership records (`heritage=external-dns,external-dns/owner=…`) name, and those TXT records.
     */
    externalDns?: boolean;
    /**
     * The name relative to the zone ("@" is the apex), a glob: `*` within one label, `**` across labels, `?`, `[a-z]`, `{a,b}`; e.g. "_acme-challenge.**", "*._domainkey".
     */
    name?: string;
    /**
     * With `externalDns`: only the records of this external-dns owner id.
     */
    owner?: string;
    /**
     * A record type, several with commas ("A,AAAA"), or "*".
     */
    type?: string;
    /**
     * The value as the record's key writes it ("10 mx.example.net." for an MX), a glob as `name`.
     */
    value?: string;
}
/**
 * One record of a zone.
 */
export interface DnsZoneRecordResult {
    /**
     * The record's note; null when it has none.
     */
    annotation?: string;
    /**
     * IPv4, IPv6, target name, CAA value or TXT text.
     */
    data: string;
    /**
     * CAA only; null otherwise.
     */
    flags?: number;
    /**
     * The API's record id (rrid), a DnsRecord's `recordId`.
     */
    id: string | number;
    /**
     * Fully qualified record name.
     */
    name: string;
    /**
     * MX only; null otherwise.
     */
    priority?: number;
    /**
     * CAA only; null otherwise.
     */
    tag?: string;
    /**
     * Seconds.
     */
    ttl: number;
    /**
     * A, AAAA, CNAME, ALIAS, MX, TXT or CAA.
     */
    type: enums.RecordType;
    /**
     * The zone, fully qualified.
     */
    zone: string;
}
/**
 * What the state keeps of a record of the zone: its API id and the settings the program manages.
 */
export interface DnsZoneRecordState {
    /**
     * The record's note, when the program sets one.
     */
    annotation?: string;
    /**
     * The API's record id.
     */
    id: string;
    /**
     * Seconds, when the program sets it.
     */
    ttl?: number;
}
/**
 * One zone of the account, as getDnsZones lists it.
 */
export interface DnsZoneSummary {
    /**
     * The domain's registry DNSSEC status; null for a zone without a domain of the account.
     */
    dnssecState?: enums.ZoneDnssecState;
    /**
     * Fully qualified, with the trailing dot, e.g. "example.com.".
     */
    name: string;
    /**
     * How many records the zone holds.
     */
    recordCount: number;
    /**
     * The zone's SOA serial; it grows with every change.
     */
    serial: number;
}
export interface DnssecConfigLiveState {
    /**
     * Who signs the zone.
     */
    mode: enums.DnssecMode;
    /**
     * Its DS records, and the DNSKEYs given with them.
     */
    records: outputs.DnssecConfigLiveStateRecords[];
    /**
     * Whether DNSSEC is on in this configuration.
     */
    state: enums.DnssecConfigLiveStateState;
    /**
     * Whether the zone is signed now.
     */
    zoneSigned: boolean;
}
export interface DnssecConfigLiveStateRecords {
    /**
     * DNSSEC algorithm number, e.g. 13 (ECDSA P-256 SHA-256).
     */
    algorithm: number;
    /**
     * ds: Hexadecimal; spaces and case do not matter.
     */
    digest?: string;
    /**
     * ds: 2 (SHA-256) or 4 (SHA-384).
     */
    digestType?: number;
    /**
     * dnskey: 256 or 257.
     */
    flags?: number;
    /**
     * ds: The key tag of the DNSKEY the DS refers to, 0 to 65535.
     *
     * dnskey: The key's tag, 0 to 65535.
     */
    keyTag: number;
    /**
     * ds: A DS record, as the parent zone publishes it.
     *
     * dnskey: A DNSKEY of the zone.
     */
    kind: enums.DnssecConfigLiveStateRecordsKind;
    /**
     * dnskey: Always 3.
     */
    protocol?: number;
    /**
     * dnskey: Base64, as in the DNSKEY's zone file line.
     */
    publicKey?: string;
}
/**
 * A DNSSEC configuration: what was asked for, or what the registry holds.
 */
export interface DnssecConfiguration {
    /**
     * "provider": the service signs the zone; "external": it is signed elsewhere; "none".
     */
    mode: enums.DnssecMode;
    /**
     * "provider": the service's DNSKEY and DS; "external": the records given.
     */
    records: outputs.DnssecKeyRecord[];
    /**
     * Whether DNSSEC is on in this mode.
     */
    state: enums.DnssecConfigurationState;
}
/**
 * A DS record: what the parent zone publishes to anchor the domain's key.
 */
export interface DnssecDsRecord {
    /**
     * DNSSEC algorithm number, e.g. 13 (ECDSA P-256 SHA-256).
     */
    algorithm: number;
    /**
     * Hexadecimal; spaces and case do not matter.
     */
    digest: string;
    /**
     * 2 (SHA-256) or 4 (SHA-384).
     */
    digestType: number;
    /**
     * The key tag of the DNSKEY the DS refers to, 0 to 65535.
     */
    keyTag: number;
}
/**
 * A DNSSEC job of the API: one change of a domain's registry DNSSEC, in phases.
 */
export interface DnssecJob {
    /**
     * What the job does.
     */
    action: enums.DnssecJobAction;
    /**
     * When the job was made (RFC 3339).
     */
    createdAt: string;
    /**
     * The job's id.
     */
    id: number;
    /**
     * The mode the job brings the domain to.
     */
    mode: enums.DnssecMode;
    /**
     * When the job's next phase is due (RFC 3339); absent once it has ended.
     */
    nextChangeAt?: string;
    /**
     * Where the job is now; "completed" and "cancelled" end it.
     */
    phase: enums.DnssecJobPhase;
}
/**
 * A DNSSEC job: the steps from one configuration to the next.
 */
export interface DnssecJobResult {
    /**
     * What the job changes.
     */
    action: enums.DnssecJobAction;
    /**
     * When the job completed or was cancelled; null while it runs.
     */
    completedAt?: string;
    /**
     * When the job started.
     */
    createdAt: string;
    /**
     * The domain, lower case, without a trailing dot.
     */
    domain: string;
    /**
     * The job's id.
     */
    id: number;
    /**
     * The mode the job moves to.
     */
    mode: enums.DnssecMode;
    /**
     * When the phase changes next, unless a verify comes first.
     */
    nextChangeAt?: string;
    /**
     * The step the job is at.
     */
    phase: enums.DnssecJobPhase;
    /**
     * "running" until it completes or is cancelled.
     */
    status: enums.DnssecJobStatus;
    /**
     * When the current phase began.
     */
    updatedAt: string;
}
/**
 * A DS or DNSKEY record of a DNSSEC configuration; fields that do not apply to its kind are null.
 */
export interface DnssecKeyRecord {
    /**
     * DNSSEC algorithm number, e.g. 13 (ECDSA P-256 SHA-256).
     */
    algorithm?: number;
    /**
     * A note given with the record; null when none was.
     */
    comment?: string;
    /**
     * DS: the digest in hexadecimal.
     */
    digest?: string;
    /**
     * DS: 2 (SHA-256) or 4 (SHA-384).
     */
    digestType?: number;
    /**
     * DNSKEY: 256 or 257.
     */
    flags?: number;
    /**
     * The key tag the record refers to.
     */
    keyTag?: number;
    /**
     * "ds" or "dnskey".
     */
    kind: string;
    /**
     * DNSKEY: always 3.
     */
    protocol?: number;
    /**
     * DNSKEY: the key in base64.
     */
    publicKey?: string;
}
/**
 * The DNSSEC configuration whose delegation was last confirmed.
 */
export interface DnssecLiveState {
    /**
     * "provider": the service signs the zone; "external": it is signed elsewhere; "none".
     */
    mode: enums.DnssecMode;
    /**
     * When the registry and the zone were last checked.
     */
    observedAt: string;
    /**
     * "provider": the service's DNSKEY and DS; "external": the records given.
     */
    records: outputs.DnssecKeyRecord[];
    /**
     * Whether DNSSEC is on in this mode.
     */
    state: enums.DnssecLiveStateState;
    /**
     * Whether the service's nameservers publish a DNSKEY for the zone.
     */
    zoneSigned: boolean;
}
/**
 * A DNSSEC configuration as the API shows it.
 */
export interface DnssecState {
    /**
     * Who signs the zone.
     */
    mode: enums.DnssecMode;
    /**
     * Its DS records, and the DNSKEYs given with them.
     */
    records: outputs.DnssecStateRecords[];
    /**
     * Whether DNSSEC is on in this configuration.
     */
    state: enums.DnssecStateState;
}
export interface DnssecStateRecords {
    /**
     * DNSSEC algorithm number, e.g. 13 (ECDSA P-256 SHA-256).
     */
    algorithm: number;
    /**
     * ds: Hexadecimal; spaces and case do not matter.
     */
    digest?: string;
    /**
     * ds: 2 (SHA-256) or 4 (SHA-384).
     */
    digestType?: number;
    /**
     * dnskey: 256 or 257.
     */
    flags?: number;
    /**
     * ds: The key tag of the DNSKEY the DS refers to, 0 to 65535.
     *
     * dnskey: The key's tag, 0 to 65535.
     */
    keyTag: number;
    /**
     * ds: A DS record, as the parent zone publishes it.
     *
     * dnskey: A DNSKEY of the zone.
     */
    kind: enums.DnssecStateRecordsKind;
    /**
     * dnskey: Always 3.
     */
    protocol?: number;
    /**
     * dnskey: Base64, as in the DNSKEY's zone file line.
     */
    publicKey?: string;
}
/**
 * One domain of the account, as getDomains lists it.
 */
export interface DomainSummary {
    /**
     * The domain's registry DNSSEC status.
     */
    dnssecStatus: enums.DomainDnssecStatus;
    /**
     * ISO date of the registration's end.
     */
    expiresAt: string;
    /**
     * The domain, lower case, without a trailing dot.
     */
    name: string;
    /**
     * The service's standard nameservers, a vanity set of the account, or nameservers elsewhere.
     */
    nameserverMode: enums.DomainNameserverMode;
    /**
     * The owner's label, as the dashboard shows it.
     */
    ownerLabel: string;
    /**
     * The first nameserver of the delegation.
     */
    primaryNameserver: string;
    /**
     * Whether the registration renews by itself, by hand, or ends.
     */
    renewalStatus: enums.DomainSummaryRenewalStatus;
    /**
     * "pending" while a transfer between registrars runs.
     */
    transferStatus: enums.DomainSummaryTransferStatus;
}
/**
 * A domain alias of a hosting package.
 */
export interface HostingAlias {
    /**
     * Domain name without the trailing dot.
     */
    domain: string;
    /**
     * true: redirects to the primary domain; false: serves the same site.
     */
    redirect: boolean;
}
/**
 * A database of a hosting package (its password is never shown).
 */
export interface HostingDatabase {
    /**
     * MySQL or PostgreSQL.
     */
    engine: enums.HostingDatabaseEngine;
    /**
     * The database's name.
     */
    name: string;
    /**
     * Size in megabytes.
     */
    sizeMb: number;
    /**
     * The database user.
     */
    username: string;
}
/**
 * A web hosting package of the account.
 */
export interface HostingPackage {
    /**
     * How many domain aliases the package has.
     */
    aliasCount: number;
    /**
     * How many databases the package has.
     */
    databaseCount: number;
    /**
     * The package id, e.g. "hp-1001".
     */
    id: string;
    /**
     * The package's name in the account.
     */
    name: string;
    /**
     * The hosting plan, e.g. "business".
     */
    plan: string;
    /**
     * The domain the package serves, without the trailing dot.
     */
    primaryDomain: string;
    /**
     * A suspended package serves no site.
     */
    status: enums.HostingPackageStatus;
}
/**
 * A certificate order, with its current certificate version.
 */
export interface TlsCertificateOrder {
    /**
     * Whether the order waits for the account (e.g. an organization for an OV order).
     */
    actionRequired: boolean;
    /**
     * The service's time at which this view was computed.
     */
    asOf: string;
    /**
     * The certificate's main name.
     */
    commonName: string;
    /**
     * Where to complete the order in the dashboard; null when nothing is required.
     */
    completionUrl?: string;
    /**
     * The CSR of the current (or pending) certificate version, PEM.
     */
    csr: string;
    /**
     * With "email": the approver addresses.
     */
    dcvEmails: string[];
    /**
     * How control of the names is proven.
     */
    dcvMethod: enums.TlsCertificateOrderDcvMethod;
    /**
     * With "dns-cname-token": the records that prove control of each name.
     */
    dcvRecords: outputs.TlsDcvRecordResult[];
    /**
     * Additional names (subjectAltName), as ordered.
     */
    dnsNames: string[];
    /**
     * The order's id, a TlsCertificate's `certificateId`.
     */
    id: string;
    /**
     * When the current certificate version was issued; null before.
     */
    issuedAt?: string;
    /**
     * End of the current certificate's validity; null before issuance.
     */
    notAfter?: string;
    /**
     * Start of the current certificate's validity; null before issuance.
     */
    notBefore?: string;
    /**
     * When the order was placed.
     */
    orderedAt: string;
    /**
     * The TLS organization of an OV or EV order; null otherwise.
     */
    orgId?: string;
    /**
     * A reissue awaits validation; the previous version stays current.
     */
    reissuePending: boolean;
    /**
     * The order this one renews; null otherwise.
     */
    renewalOfCertificateId?: string;
    /**
     * The order that renewed this one; null otherwise.
     */
    renewedByCertificateId?: string;
    /**
     * Hex, lower case, of the current version; null before issuance.
     */
    serialNumber?: string;
    /**
     * The product ordered.
     */
    sku: string;
    /**
     * Where the order stands, e.g. "pending" or "issued".
     */
    status: enums.TlsCertificateStatus;
    /**
     * The term, in days.
     */
    validityDays: number;
    /**
     * Issued certificate versions of this order (reissues add one).
     */
    version: number;
}
/**
 * A DCV record that proves control of a name: a CNAME from `name` to `value`.
 */
export interface TlsDcvRecord {
    /**
     * The record's name, fully qualified.
     */
    name: string;
    /**
     * Always "CNAME".
     */
    type: enums.TlsDcvRecordType;
    /**
     * The target the name must point to.
     */
    value: string;
}
/**
 * A DNS record that proves control of one name of a certificate order.
 */
export interface TlsDcvRecordResult {
    /**
     * The certificate name this record validates.
     */
    dnsName: string;
    /**
     * Fully qualified record name.
     */
    name: string;
    /**
     * "valid" once the CA has seen the record.
     */
    status: enums.TlsDcvRecordStatus;
    /**
     * Always "CNAME".
     */
    type: enums.TlsDcvRecordType;
    /**
     * Fully qualified target.
     */
    value: string;
}
/**
 * A TLS organization: the contact OV and EV orders are validated against.
 */
export interface TlsOrganizationDetail {
    /**
     * Street and number.
     */
    address: string;
    /**
     * The city.
     */
    city: string;
    /**
     * ISO 3166-1 alpha-2, e.g. "DE".
     */
    countryCode: string;
    /**
     * When the organization was made.
     */
    createdAt: string;
    /**
     * The contact's address for validation mail.
     */
    email: string;
    /**
     * The contact's first name.
     */
    firstName: string;
    /**
     * The organization's id, a TlsOrganization's `organizationId`.
     */
    id: string;
    /**
     * The contact's last name.
     */
    lastName: string;
    /**
     * The organization's legal name.
     */
    organization: string;
    /**
     * International form, e.g. "+49 30 1234567".
     */
    phone: string;
    /**
     * The postal code.
     */
    postalCode: string;
    /**
     * The organization that replaced this one; null otherwise.
     */
    replacedBy?: string;
    /**
     * A replaced organization cannot be used for new orders.
     */
    status: enums.TlsOrganizationDetailStatus;
    /**
     * When it last changed.
     */
    updatedAt: string;
}
/**
 * A certificate product that can be ordered.
 */
export interface TlsProduct {
    /**
     * The term of an order that names none, in days.
     */
    defaultValidityDays: number;
    /**
     * Most names on one certificate, the common name included.
     */
    maxDnsNames: number;
    /**
     * The product's name, e.g. "Domain validated, one name".
     */
    name: string;
    /**
     * The product identifier, a TlsCertificate's `sku`, e.g. "dv-single".
     */
    sku: string;
    /**
     * Domain, organization or extended validation.
     */
    validation: enums.TlsProductValidation;
    /**
     * The terms that can be ordered, in days.
     */
    validityDays: number[];
    /**
     * Whether names starting with *. are accepted.
     */
    wildcard: boolean;
}
/**
 * A set of the account's own (vanity) nameservers.
 */
export interface VanityNameserverSet {
    /**
     * What a NameserverDelegation's `vanitySetId` takes.
     */
    id: number;
    /**
     * The set's name in the account.
     */
    name: string;
    /**
     * The set's nameservers, fully qualified.
     */
    nameservers: string[];
}
