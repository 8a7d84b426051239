export type {
  DnssecJob,
  DnssecResponse,
  DomainAuthInfo,
  DomainDetail,
  DomainSummary,
  HelpAccountDataPart,
  HostingAlias,
  HostingDatabase,
  HostingPackage,
  NameserversResponse,
  RecordResponse,
  RecordType,
  TlsCertificateDownload,
  TlsCertificateResponse,
  TlsOrganizationResponse,
  TlsProduct,
  ZoneDetail,
  ZoneExport,
  ZoneSummary,
} from "../provider/client/api";
export { CertificateRequest, type CertificateRequestArgs, type KeyAlgorithm } from "./certificate-request";
export { type CaaTag, DnsRecord, type DnsRecordArgs, type DnsRecordVariantArgs } from "./dns-record";
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
  type AssistantAnswer,
  type AssistantArticle,
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
  type DomainAvailability,
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
  downloadTlsCertificate,
  downloadTlsCertificateOutput,
  getTlsCertificate,
  getTlsCertificateOutput,
  getTlsCertificates,
  getTlsCertificatesOutput,
  getTlsOrganization,
  getTlsOrganizationOutput,
  getTlsOrganizations,
  getTlsOrganizationsOutput,
  getTlsProducts,
  getTlsProductsOutput,
  type TlsDownloadFormat,
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
