export type { RecordResponse, RecordType, ZoneDetail, ZoneExport, ZoneSummary } from "../provider/client/api";
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
