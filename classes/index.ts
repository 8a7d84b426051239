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
// The kinds' classes and every type of their arguments and outputs, generated from the
// declarations (scripts/generate-classes.ts); DnsRecord's class is its own.
export * from "./declared-classes";
export type * from "./declared-types";
export { DnsRecord } from "./dns-record";
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
