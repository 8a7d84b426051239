export type { RecordType } from "../provider/client/api";
export { CertificateRequest, type CertificateRequestArgs, type KeyAlgorithm } from "./certificate-request";
export { type CaaTag, DnsRecord, type DnsRecordArgs, type DnsRecordVariantArgs } from "./dns-record";
export {
  DnsZone,
  type DnsZoneArgs,
  type DnsZoneIgnoreRule,
  type DnsZoneRecordArgs,
  type DnsZoneRecordState,
} from "./dns-zone";
export {
  DnssecConfig,
  type DnssecConfigArgs,
  type DnssecDsRecord,
  type DnssecJobOutput,
  type DnssecMode,
  type DnssecRecordArgs,
  type DnssecStateOutput,
} from "./dnssec-config";
export {
  type AssistantOptions,
  type AssistantOutputOptions,
  askAssistant,
  askAssistantOutput,
} from "./lookups/assistant";
export type {
  AssistantAccountData,
  AssistantAnswer,
  AssistantArticle,
  HelpAccountDataPart,
} from "./lookups/assistant-results";
export {
  getDnsRecords,
  getDnsRecordsOutput,
  getDnsZone,
  getDnsZoneOutput,
  getDnsZones,
  getDnsZonesOutput,
  getZoneFile,
  getZoneFileOutput,
} from "./lookups/dns";
export type { DnsZoneDetail, DnsZoneRecord, DnsZoneSummary, ZoneDnssecState } from "./lookups/dns-results";
export {
  checkAvailability,
  checkAvailabilityOutput,
  type DomainListFilter,
  type DomainSortKey,
  type GetDomainsArgs,
  getDnssec,
  getDnssecJobs,
  getDnssecJobsOutput,
  getDnssecOutput,
  getDomain,
  getDomainOutput,
  getDomains,
  getDomainsOutput,
  getNameservers,
  getNameserversOutput,
  getTransferCode,
  getTransferCodeOutput,
} from "./lookups/domains";
export type {
  DnssecConfiguration,
  DnssecJob,
  DnssecJobPhase,
  DnssecKeyRecord,
  DnssecLiveState,
  DomainAvailability,
  DomainDetail,
  DomainDnssec,
  DomainDnssecStatus,
  DomainNameserverMode,
  DomainNameservers,
  DomainSummary,
  DomainTransferCode,
  VanityNameserverSet,
} from "./lookups/domains-results";
export {
  getHostingAliases,
  getHostingAliasesOutput,
  getHostingDatabases,
  getHostingDatabasesOutput,
  getHostingPackage,
  getHostingPackageOutput,
  getHostingPackages,
  getHostingPackagesOutput,
} from "./lookups/hosting";
export type { HostingAlias, HostingDatabase, HostingPackage } from "./lookups/hosting-results";
export { LookupError, type LookupOptions, type LookupOutputOptions } from "./lookups/lookup";
export {
  getTlsCertificate,
  getTlsCertificateOutput,
  getTlsCertificatePem,
  getTlsCertificatePemOutput,
  getTlsCertificates,
  getTlsCertificatesOutput,
  getTlsOrganization,
  getTlsOrganizationOutput,
  getTlsOrganizations,
  getTlsOrganizationsOutput,
  getTlsProducts,
  getTlsProductsOutput,
} from "./lookups/tls";
export type {
  TlsCertificateOrder,
  TlsCertificatePem,
  TlsCertificatePemFormat,
  TlsDcvRecord,
  TlsOrganizationDetail,
  TlsProduct,
} from "./lookups/tls-results";
export {
  NameserverDelegation,
  type NameserverDelegationArgs,
  type NameserverMode,
} from "./nameserver-delegation";
export {
  TlsCertificate,
  type TlsCertificateArgs,
  type TlsCertificateStatus,
  type TlsDcvRecordOutput,
} from "./tls-certificate";
export { TlsOrganization, type TlsOrganizationArgs, type TlsOrganizationEditMode } from "./tls-organization";
