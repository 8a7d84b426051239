export type {
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
  getDnsRecords,
  getDnsRecordsOutput,
  getDnsZone,
  getDnsZoneOutput,
  getDnsZones,
  getDnsZonesOutput,
  getZoneFile,
  getZoneFileOutput,
} from "./lookups/dns";
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
  TlsCertificate,
  type TlsCertificateArgs,
  type TlsCertificateStatus,
  type TlsDcvRecordOutput,
} from "./tls-certificate";
export { TlsOrganization, type TlsOrganizationArgs, type TlsOrganizationEditMode } from "./tls-organization";
