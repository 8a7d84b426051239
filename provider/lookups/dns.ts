import type { RegistrarClient } from "../client/registrar-client";
import {
  type DnsZoneDetail,
  type DnsZoneRecord,
  type DnsZoneSummary,
  zoneDetailFromApi,
  zoneRecordFromApi,
  zoneSummaryFromApi,
} from "./dns-results";

// The DNS lookups, whichever front end asks (the SDK's getX, the plugin's functions): arguments
// and results are objects, as Pulumi's functions take and give them.

/** Which zone a lookup reads. */
export interface ZoneLookupArgs {
  /** The zone's domain, e.g. "example.com" (a trailing dot is allowed). */
  zone: string;
}

/** The account's DNS zones. */
export interface DnsZoneList {
  /** Every zone of the account, as the API lists them. */
  zones: DnsZoneSummary[];
}

/** The records of one zone. */
export interface DnsRecordList {
  /** Every record of the zone, as the API lists them. */
  records: DnsZoneRecord[];
}

/** A zone as a master file. */
export interface ZoneFileText {
  /** The zone as an RFC 1035 master file, as the API exports it. */
  zoneFile: string;
}

/** The account's DNS zones (GET /dns/zones). */
export async function readDnsZones(client: RegistrarClient): Promise<DnsZoneList> {
  return { zones: (await client.listZones()).map(zoneSummaryFromApi) };
}

/** One zone with its serial, nameservers and records (GET /dns/zones/{domain}). */
export async function readDnsZone(client: RegistrarClient, { zone }: ZoneLookupArgs): Promise<DnsZoneDetail> {
  return zoneDetailFromApi(await client.getZone(zone));
}

/** The records of a zone (GET /dns/{domain}/rr). */
export async function readDnsRecords(
  client: RegistrarClient,
  { zone }: ZoneLookupArgs,
): Promise<DnsRecordList> {
  return { records: (await client.listRecords(zone)).map(zoneRecordFromApi) };
}

/** The zone as an RFC 1035 master file (GET /dns/zones/{domain}/export). */
export async function readZoneFile(client: RegistrarClient, { zone }: ZoneLookupArgs): Promise<ZoneFileText> {
  return { zoneFile: (await client.exportZone(zone)).zonefile };
}
