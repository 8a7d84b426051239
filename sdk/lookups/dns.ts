import type * as pulumi from "@pulumi/pulumi";
import type { RecordResponse, ZoneDetail, ZoneSummary } from "../../provider/client/api";
import { type LookupOptions, type LookupOutputOptions, lookup, outputOf } from "./lookup";

/** The account's DNS zones (GET /dns/zones). */
export function getDnsZones(options?: LookupOptions): Promise<ZoneSummary[]> {
  return lookup("getDnsZones", options, (client) => client.listZones());
}

export function getDnsZonesOutput(options?: LookupOutputOptions): pulumi.Output<ZoneSummary[]> {
  return outputOf(getDnsZones, [], options);
}

/** One zone with its serial, nameservers and records (GET /dns/zones/{domain}). */
export function getDnsZone(zone: string, options?: LookupOptions): Promise<ZoneDetail> {
  return lookup(`getDnsZone(${zone})`, options, (client) => client.getZone(zone));
}

export function getDnsZoneOutput(
  zone: pulumi.Input<string>,
  options?: LookupOutputOptions,
): pulumi.Output<ZoneDetail> {
  return outputOf(getDnsZone, [zone], options);
}

/** The records of a zone (GET /dns/{domain}/rr). */
export function getDnsRecords(zone: string, options?: LookupOptions): Promise<RecordResponse[]> {
  return lookup(`getDnsRecords(${zone})`, options, (client) => client.listRecords(zone));
}

export function getDnsRecordsOutput(
  zone: pulumi.Input<string>,
  options?: LookupOutputOptions,
): pulumi.Output<RecordResponse[]> {
  return outputOf(getDnsRecords, [zone], options);
}

/** The zone as an RFC 1035 master file (GET /dns/zones/{domain}/export). */
export function getZoneFile(zone: string, options?: LookupOptions): Promise<string> {
  return lookup(`getZoneFile(${zone})`, options, async (client) => (await client.exportZone(zone)).zonefile);
}

export function getZoneFileOutput(
  zone: pulumi.Input<string>,
  options?: LookupOutputOptions,
): pulumi.Output<string> {
  return outputOf(getZoneFile, [zone], options);
}
