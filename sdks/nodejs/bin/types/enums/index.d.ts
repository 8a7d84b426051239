export declare const CaaTag: {
    readonly Issue: "issue";
    readonly Issuewild: "issuewild";
    readonly Iodef: "iodef";
    readonly Contactemail: "contactemail";
    readonly Contactphone: "contactphone";
    readonly Issuemail: "issuemail";
    readonly Issuevmc: "issuevmc";
};
/**
 * A CAA property tag the API accepts.
 */
export type CaaTag = (typeof CaaTag)[keyof typeof CaaTag];
export declare const DnsRecordType: {
    readonly A: "A";
    readonly AAAA: "AAAA";
    readonly CNAME: "CNAME";
    readonly ALIAS: "ALIAS";
    readonly MX: "MX";
    readonly TXT: "TXT";
    readonly CAA: "CAA";
};
/**
 * A: An IPv4 address record.
 *
 * AAAA: An IPv6 address record.
 *
 * CNAME: An alias of another name.
 *
 * ALIAS: The API's alias at any name, the zone apex included.
 *
 * MX: A mail exchanger.
 *
 * TXT: Text.
 *
 * CAA: A certification authority authorization.
 */
export type DnsRecordType = (typeof DnsRecordType)[keyof typeof DnsRecordType];
export declare const DnsZoneRecordType: {
    readonly A: "A";
    readonly AAAA: "AAAA";
    readonly CNAME: "CNAME";
    readonly ALIAS: "ALIAS";
    readonly MX: "MX";
    readonly TXT: "TXT";
    readonly CAA: "CAA";
};
/**
 * A: An IPv4 address record.
 *
 * AAAA: An IPv6 address record.
 *
 * CNAME: An alias of another name.
 *
 * ALIAS: The API's alias at any name, the zone apex included.
 *
 * MX: A mail exchanger.
 *
 * TXT: Text.
 *
 * CAA: A certification authority authorization.
 */
export type DnsZoneRecordType = (typeof DnsZoneRecordType)[keyof typeof DnsZoneRecordType];
export declare const DnsZoneUnmanaged: {
    readonly Ignore: "ignore";
    readonly Report: "report";
    readonly Remove: "remove";
};
/**
 * The zone's records no resource of this stack manages (made by hand or by another tool): "report" (default) lists them in `unmanagedRecords`, and a refresh shows them as drift; "remove" deletes them; "ignore" leaves them alone, unseen. Records another Pulumi stack manages are listed in `otherStackRecords` and never removed.
 */
export type DnsZoneUnmanaged = (typeof DnsZoneUnmanaged)[keyof typeof DnsZoneUnmanaged];
export declare const DnssecConfigDnssecState: {
    readonly Active: "active";
    readonly Pending: "pending";
    readonly Inactive: "inactive";
};
/**
 * active, pending (a job runs) or inactive.
 */
export type DnssecConfigDnssecState = (typeof DnssecConfigDnssecState)[keyof typeof DnssecConfigDnssecState];
export declare const DnssecConfigLiveStateRecordsKind: {
    readonly Ds: "ds";
    readonly Dnskey: "dnskey";
};
/**
 * ds: A DS record, as the parent zone publishes it.
 *
 * dnskey: A DNSKEY of the zone.
 */
export type DnssecConfigLiveStateRecordsKind = (typeof DnssecConfigLiveStateRecordsKind)[keyof typeof DnssecConfigLiveStateRecordsKind];
export declare const DnssecConfigLiveStateState: {
    readonly Disabled: "disabled";
    readonly Enabled: "enabled";
};
/**
 * Whether DNSSEC is on in this configuration.
 */
export type DnssecConfigLiveStateState = (typeof DnssecConfigLiveStateState)[keyof typeof DnssecConfigLiveStateState];
export declare const DnssecConfigMode: {
    readonly Provider: "provider";
    readonly External: "external";
};
/**
 * "provider": the service signs the zone and manages the DS at the registry (the domain must be on the service's nameservers, e.g. through a NameserverDelegation); "external": the domain's DNS is signed elsewhere and `records` carry its DS records.
 */
export type DnssecConfigMode = (typeof DnssecConfigMode)[keyof typeof DnssecConfigMode];
export declare const DnssecConfigState: {
    readonly Enabled: "enabled";
    readonly Disabled: "disabled";
};
/**
 * "enabled" (default) or "disabled".
 */
export type DnssecConfigState = (typeof DnssecConfigState)[keyof typeof DnssecConfigState];
export declare const DnssecConfigWaitFor: {
    readonly Active: "active";
    readonly Accepted: "accepted";
};
/**
 * "active" (default): wait until the change is in force; "accepted": until the registry has taken it (propagation goes on after `up`).
 */
export type DnssecConfigWaitFor = (typeof DnssecConfigWaitFor)[keyof typeof DnssecConfigWaitFor];
export declare const DnssecConfigurationState: {
    readonly Disabled: "disabled";
    readonly Enabled: "enabled";
};
/**
 * Whether DNSSEC is on in this mode.
 */
export type DnssecConfigurationState = (typeof DnssecConfigurationState)[keyof typeof DnssecConfigurationState];
export declare const DnssecJobAction: {
    readonly Enable: "enable";
    readonly Disable: "disable";
    readonly Update: "update";
};
/**
 * What the job does.
 */
export type DnssecJobAction = (typeof DnssecJobAction)[keyof typeof DnssecJobAction];
export declare const DnssecJobPhase: {
    readonly Signing: "signing";
    readonly Registry_submission: "registry_submission";
    readonly Registry_removal: "registry_removal";
    readonly Propagation: "propagation";
    readonly Unsigning: "unsigning";
    readonly Completed: "completed";
    readonly Cancelled: "cancelled";
};
/**
 * Where the job is now; "completed" and "cancelled" end it.
 */
export type DnssecJobPhase = (typeof DnssecJobPhase)[keyof typeof DnssecJobPhase];
export declare const DnssecJobStatus: {
    readonly Running: "running";
    readonly Completed: "completed";
    readonly Cancelled: "cancelled";
};
/**
 * "running" until it completes or is cancelled.
 */
export type DnssecJobStatus = (typeof DnssecJobStatus)[keyof typeof DnssecJobStatus];
export declare const DnssecLiveStateState: {
    readonly Disabled: "disabled";
    readonly Enabled: "enabled";
};
/**
 * Whether DNSSEC is on in this mode.
 */
export type DnssecLiveStateState = (typeof DnssecLiveStateState)[keyof typeof DnssecLiveStateState];
export declare const DnssecMode: {
    readonly None: "none";
    readonly Provider: "provider";
    readonly External: "external";
};
/**
 * Who signs the zone: "provider" (the service), "external" (elsewhere), or "none" (unsigned).
 */
export type DnssecMode = (typeof DnssecMode)[keyof typeof DnssecMode];
export declare const DnssecRecordKind: {
    readonly Ds: "ds";
    readonly Dnskey: "dnskey";
};
/**
 * ds: A DS record, as the parent zone publishes it.
 *
 * dnskey: A DNSKEY, from which the API derives its DS.
 */
export type DnssecRecordKind = (typeof DnssecRecordKind)[keyof typeof DnssecRecordKind];
export declare const DnssecStateRecordsKind: {
    readonly Ds: "ds";
    readonly Dnskey: "dnskey";
};
/**
 * ds: A DS record, as the parent zone publishes it.
 *
 * dnskey: A DNSKEY of the zone.
 */
export type DnssecStateRecordsKind = (typeof DnssecStateRecordsKind)[keyof typeof DnssecStateRecordsKind];
export declare const DnssecStateState: {
    readonly Disabled: "disabled";
    readonly Enabled: "enabled";
};
/**
 * Whether DNSSEC is on in this configuration.
 */
export type DnssecStateState = (typeof DnssecStateState)[keyof typeof DnssecStateState];
export declare const DomainAvailabilityStatus: {
    readonly Available: "available";
    readonly Taken: "taken";
    readonly Undetermined: "undetermined";
};
/**
 * "undetermined" when the registry could not be asked.
 */
export type DomainAvailabilityStatus = (typeof DomainAvailabilityStatus)[keyof typeof DomainAvailabilityStatus];
export declare const DomainDetailGuardianRules: {
    readonly Ns_change: "ns_change";
    readonly Transfer_out: "transfer_out";
};
/**
 * The changes the domain guardian blocks.
 */
export type DomainDetailGuardianRules = (typeof DomainDetailGuardianRules)[keyof typeof DomainDetailGuardianRules];
export declare const DomainDetailPlan: {
    readonly Basic: "basic";
    readonly Pro: "pro";
};
/**
 * "basic" plans do not include vanity nameservers.
 */
export type DomainDetailPlan = (typeof DomainDetailPlan)[keyof typeof DomainDetailPlan];
export declare const DomainDetailRenewalStatus: {
    readonly Cancelled: "cancelled";
    readonly Auto_renew: "auto-renew";
    readonly Manual_renew: "manual-renew";
};
/**
 * Whether the registration renews by itself, by hand, or ends.
 */
export type DomainDetailRenewalStatus = (typeof DomainDetailRenewalStatus)[keyof typeof DomainDetailRenewalStatus];
export declare const DomainDetailTransferStatus: {
    readonly Pending: "pending";
    readonly None: "none";
};
/**
 * "pending" while a transfer between registrars runs.
 */
export type DomainDetailTransferStatus = (typeof DomainDetailTransferStatus)[keyof typeof DomainDetailTransferStatus];
export declare const DomainDnssecStatus: {
    readonly Active: "active";
    readonly Pending: "pending";
    readonly Inactive: "inactive";
};
/**
 * A domain's registry DNSSEC status.
 */
export type DomainDnssecStatus = (typeof DomainDnssecStatus)[keyof typeof DomainDnssecStatus];
export declare const DomainListFilter: {
    readonly Cancelled: "cancelled";
    readonly Dnssec_inactive: "dnssec-inactive";
};
/**
 * A condition on listed domains: cancelled ones, or those without active DNSSEC.
 */
export type DomainListFilter = (typeof DomainListFilter)[keyof typeof DomainListFilter];
export declare const DomainNameserverMode: {
    readonly External: "external";
    readonly Standard: "standard";
    readonly Vanity: "vanity";
};
/**
 * Which nameservers a domain is delegated to.
 */
export type DomainNameserverMode = (typeof DomainNameserverMode)[keyof typeof DomainNameserverMode];
export declare const DomainSortKey: {
    readonly Name: "name";
    readonly OwnerLabel: "ownerLabel";
    readonly RenewalStatus: "renewalStatus";
    readonly ExpiresAt: "expiresAt";
    readonly DnssecStatus: "dnssecStatus";
    readonly NameserverMode: "nameserverMode";
    readonly PrimaryNameserver: "primaryNameserver";
    readonly TransferStatus: "transferStatus";
};
/**
 * A field of DomainSummary that getDomains can sort by.
 */
export type DomainSortKey = (typeof DomainSortKey)[keyof typeof DomainSortKey];
export declare const DomainSummaryRenewalStatus: {
    readonly Cancelled: "cancelled";
    readonly Auto_renew: "auto-renew";
    readonly Manual_renew: "manual-renew";
};
/**
 * Whether the registration renews by itself, by hand, or ends.
 */
export type DomainSummaryRenewalStatus = (typeof DomainSummaryRenewalStatus)[keyof typeof DomainSummaryRenewalStatus];
export declare const DomainSummaryTransferStatus: {
    readonly Pending: "pending";
    readonly None: "none";
};
/**
 * "pending" while a transfer between registrars runs.
 */
export type DomainSummaryTransferStatus = (typeof DomainSummaryTransferStatus)[keyof typeof DomainSummaryTransferStatus];
export declare const GetDomainsSortOrder: {
    readonly Asc: "asc";
    readonly Desc: "desc";
};
/**
 * "asc" (default) or "desc".
 */
export type GetDomainsSortOrder = (typeof GetDomainsSortOrder)[keyof typeof GetDomainsSortOrder];
export declare const HelpAccountDataPart: {
    readonly Domains: "domains";
    readonly Billing: "billing";
    readonly Certificates: "certificates";
};
/**
 * A part of the account an answer may show.
 */
export type HelpAccountDataPart = (typeof HelpAccountDataPart)[keyof typeof HelpAccountDataPart];
export declare const HostingDatabaseEngine: {
    readonly Mysql: "mysql";
    readonly Postgresql: "postgresql";
};
/**
 * MySQL or PostgreSQL.
 */
export type HostingDatabaseEngine = (typeof HostingDatabaseEngine)[keyof typeof HostingDatabaseEngine];
export declare const HostingPackageStatus: {
    readonly Active: "active";
    readonly Suspended: "suspended";
};
/**
 * A suspended package serves no site.
 */
export type HostingPackageStatus = (typeof HostingPackageStatus)[keyof typeof HostingPackageStatus];
export declare const KeyAlgorithm: {
    readonly Ecdsa_p256: "ecdsa-p256";
    readonly Rsa_2048: "rsa-2048";
    readonly Rsa_3072: "rsa-3072";
};
/**
 * The key types a CertificateRequest can make.
 */
export type KeyAlgorithm = (typeof KeyAlgorithm)[keyof typeof KeyAlgorithm];
export declare const NameserverDelegationOnDelete: {
    readonly Restore: "restore";
    readonly Standard: "standard";
    readonly Retain: "retain";
};
/**
 * What delete does: "restore" (default) puts back the delegation found when the resource was created; "standard" delegates to the standard nameservers; "retain" leaves it as it is.
 */
export type NameserverDelegationOnDelete = (typeof NameserverDelegationOnDelete)[keyof typeof NameserverDelegationOnDelete];
export declare const NameserverMode: {
    readonly Standard: "standard";
    readonly Vanity: "vanity";
    readonly External: "external";
};
/**
 * Where a domain is delegated: the standard nameservers, a vanity set, or nameservers elsewhere.
 */
export type NameserverMode = (typeof NameserverMode)[keyof typeof NameserverMode];
export declare const RecordType: {
    readonly A: "A";
    readonly AAAA: "AAAA";
    readonly CNAME: "CNAME";
    readonly CAA: "CAA";
    readonly ALIAS: "ALIAS";
    readonly MX: "MX";
    readonly TXT: "TXT";
};
/**
 * The record type: A, AAAA, CNAME, ALIAS, MX, TXT or CAA.
 */
export type RecordType = (typeof RecordType)[keyof typeof RecordType];
export declare const TlsCertificateDcvMethod: {
    readonly Dns_cname_token: "dns-cname-token";
    readonly Email: "email";
};
/**
 * How control of the names is proven: "dns-cname-token" (default) or "email".
 */
export type TlsCertificateDcvMethod = (typeof TlsCertificateDcvMethod)[keyof typeof TlsCertificateDcvMethod];
export declare const TlsCertificateOnDelete: {
    readonly Retain: "retain";
    readonly Revoke: "revoke";
};
/**
 * What deleting an issued certificate does: "retain" (default; it stays valid until it expires) or "revoke" (the whole order within 7 days of ordering, the certificate after). A pending order is always cancelled.
 */
export type TlsCertificateOnDelete = (typeof TlsCertificateOnDelete)[keyof typeof TlsCertificateOnDelete];
export declare const TlsCertificateOrderDcvMethod: {
    readonly Dns_cname_token: "dns-cname-token";
    readonly Email: "email";
};
/**
 * How control of the names is proven.
 */
export type TlsCertificateOrderDcvMethod = (typeof TlsCertificateOrderDcvMethod)[keyof typeof TlsCertificateOrderDcvMethod];
export declare const TlsCertificatePemFormat: {
    readonly Leaf: "leaf";
    readonly Chain: "chain";
    readonly Fullchain: "fullchain";
    readonly Root: "root";
};
/**
 * Which certificates a PEM holds: the leaf, its chain (intermediates), both (leaf first), or the root.
 */
export type TlsCertificatePemFormat = (typeof TlsCertificatePemFormat)[keyof typeof TlsCertificatePemFormat];
export declare const TlsCertificateStatus: {
    readonly Action_required: "action_required";
    readonly Pending: "pending";
    readonly Issued: "issued";
    readonly Certificate_revoked: "certificate-revoked";
    readonly Cancelled: "cancelled";
    readonly Order_revoked: "order-revoked";
};
/**
 * The order's status: "issued" once the certificate is there.
 */
export type TlsCertificateStatus = (typeof TlsCertificateStatus)[keyof typeof TlsCertificateStatus];
export declare const TlsDcvRecordStatus: {
    readonly Pending: "pending";
    readonly Valid: "valid";
};
/**
 * "valid" once the CA has seen the record.
 */
export type TlsDcvRecordStatus = (typeof TlsDcvRecordStatus)[keyof typeof TlsDcvRecordStatus];
export declare const TlsDcvRecordType: {
    readonly CNAME: "CNAME";
};
/**
 * Always "CNAME".
 */
export type TlsDcvRecordType = (typeof TlsDcvRecordType)[keyof typeof TlsDcvRecordType];
export declare const TlsOrganizationDetailStatus: {
    readonly Active: "active";
    readonly Replaced: "replaced";
};
/**
 * A replaced organization cannot be used for new orders.
 */
export type TlsOrganizationDetailStatus = (typeof TlsOrganizationDetailStatus)[keyof typeof TlsOrganizationDetailStatus];
export declare const TlsOrganizationEditMode: {
    readonly Update_provider: "update_provider";
    readonly Create_replacement: "create_replacement";
};
/**
 * How a contact change is applied.
 */
export type TlsOrganizationEditMode = (typeof TlsOrganizationEditMode)[keyof typeof TlsOrganizationEditMode];
export declare const TlsProductValidation: {
    readonly Dv: "dv";
    readonly Ov: "ov";
    readonly Ev: "ev";
};
/**
 * Domain, organization or extended validation.
 */
export type TlsProductValidation = (typeof TlsProductValidation)[keyof typeof TlsProductValidation];
export declare const ZoneDnssecState: {
    readonly Active: "active";
    readonly Pending: "pending";
    readonly Inactive: "inactive";
};
/**
 * A zone's registry DNSSEC status.
 */
export type ZoneDnssecState = (typeof ZoneDnssecState)[keyof typeof ZoneDnssecState];
export declare const ZoneValidationSeverity: {
    readonly Error: "error";
    readonly Warning: "warning";
    readonly Off: "off";
};
/**
 * A zone validation rule's severity: "off" skips the rule.
 */
export type ZoneValidationSeverity = (typeof ZoneValidationSeverity)[keyof typeof ZoneValidationSeverity];
