export { DnsRecord, type DnsRecordArgs, type DnsRecordVariantArgs } from "./dns-record";
