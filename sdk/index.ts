export type { RecordResponse, RecordType, ZoneDetail, ZoneSummary } from "../provider/wire/dns";
export { DnsRecord, type DnsRecordArgs, type DnsRecordVariantArgs } from "./dns-record";
export { getDnsRecords, getDnsZone, getDnsZones, getZoneFile } from "./lookups/dns";
export type { LookupOptions } from "./lookups/lookup-client";
