import type { RecordResponse, ZoneDetail, ZoneSummary } from "../../provider/wire/dns";
import { type LookupOptions, lookupClient } from "./lookup-client";

/** The account's DNS zones (GET /dns/zones). */
export async function getDnsZones(options?: LookupOptions): Promise<ZoneSummary[]> {
  return lookupClient(options).dns.listZones();
}

/** One zone with its serial, nameservers and records (GET /dns/zones/{domain}). */
export async function getDnsZone(zone: string, options?: LookupOptions): Promise<ZoneDetail> {
  return lookupClient(options).dns.getZone(zone);
}

/** The records of a zone (GET /dns/{domain}/rr). */
export async function getDnsRecords(zone: string, options?: LookupOptions): Promise<RecordResponse[]> {
  return lookupClient(options).dns.listRecords(zone);
}

/** The zone as an RFC 1035 master file (GET /dns/zones/{domain}/export). */
export async function getZoneFile(zone: string, options?: LookupOptions): Promise<string> {
  return (await lookupClient(options).dns.exportZone(zone)).zonefile;
}
