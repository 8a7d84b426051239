export type { RecordType } from "../provider/client/api";
export type {
  AssistantAccountData,
  AssistantAnswer,
  AssistantArticle,
  HelpAccountDataPart,
} from "../provider/lookups/assistant-results";
export type {
  DnsZoneDetail,
  DnsZoneRecord,
  DnsZoneSummary,
  ZoneDnssecState,
} from "../provider/lookups/dns-results";
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
} from "../provider/lookups/domains-results";
export type { HostingAlias, HostingDatabase, HostingPackage } from "../provider/lookups/hosting-results";
export type {
  TlsCertificateOrder,
  TlsCertificatePem,
  TlsCertificatePemFormat,
  TlsDcvRecord,
  TlsOrganizationDetail,
  TlsProduct,
} from "../provider/lookups/tls-results";
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
