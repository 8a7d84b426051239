import type * as pulumi from "@pulumi/pulumi";
import type { DnsZoneDetail, DnsZoneRecord, DnsZoneSummary } from "../../provider/lookups/dns-results";
import { type LookupOptions, type LookupOutputOptions, lookup, outputOf } from "./lookup";

/** The account's DNS zones (GET /dns/zones). */
export function getDnsZones(options?: LookupOptions): Promise<DnsZoneSummary[]> {
  return lookup("getDnsZones", "getDnsZones", undefined, options).then((result) => result.zones);
}

/** `getDnsZones` taking Pulumi inputs, its result an Output. */
export function getDnsZonesOutput(options?: LookupOutputOptions): pulumi.Output<DnsZoneSummary[]> {
  return outputOf(getDnsZones, [], options);
}

/** One zone with its serial, nameservers and records (GET /dns/zones/{domain}). */
export function getDnsZone(zone: string, options?: LookupOptions): Promise<DnsZoneDetail> {
  return lookup("getDnsZone", `getDnsZone(${zone})`, { zone }, options);
}

/** `getDnsZone` taking Pulumi inputs, its result an Output. */
export function getDnsZoneOutput(
  zone: pulumi.Input<string>,
  options?: LookupOutputOptions,
): pulumi.Output<DnsZoneDetail> {
  return outputOf(getDnsZone, [zone], options);
}

/** The records of a zone (GET /dns/{domain}/rr). */
export function getDnsRecords(zone: string, options?: LookupOptions): Promise<DnsZoneRecord[]> {
  return lookup("getDnsRecords", `getDnsRecords(${zone})`, { zone }, options).then(
    (result) => result.records,
  );
}

/** `getDnsRecords` taking Pulumi inputs, its result an Output. */
export function getDnsRecordsOutput(
  zone: pulumi.Input<string>,
  options?: LookupOutputOptions,
): pulumi.Output<DnsZoneRecord[]> {
  return outputOf(getDnsRecords, [zone], options);
}

/** The zone as an RFC 1035 master file (GET /dns/zones/{domain}/export). */
export function getZoneFile(zone: string, options?: LookupOptions): Promise<string> {
  return lookup("getZoneFile", `getZoneFile(${zone})`, { zone }, options).then((result) => result.zoneFile);
}

/** `getZoneFile` taking Pulumi inputs, its result an Output. */
export function getZoneFileOutput(
  zone: pulumi.Input<string>,
  options?: LookupOutputOptions,
): pulumi.Output<string> {
  return outputOf(getZoneFile, [zone], options);
}
