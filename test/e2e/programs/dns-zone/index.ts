import * as pulumi from "@pulumi/pulumi";
import { DnsRecord, DnsZone, type DnsZoneArgs, type DnsZoneRecordArgs } from "pulumi-registrar";

// The zone as config gives it: `records` (JSON list), `unmanaged`, `maxChangeRatio`, `ignore`
// (JSON list of rules); with `derived` (a number n), a DnsRecord `source-n` A 192.0.2.n in
// example.net (a resource named after n), and the zone's record `derived` TXT naming that
// record's id (unknown in a preview: a new n is a new resource).
const config = new pulumi.Config();
const records: pulumi.Input<DnsZoneRecordArgs>[] = config.requireObject<DnsZoneRecordArgs[]>("records");
const derived = config.getNumber("derived");
if (derived !== undefined) {
  const source = new DnsRecord(`source-${derived}`, {
    zone: "example.net",
    name: `source-${derived}`,
    type: "A",
    data: `192.0.2.${derived}`,
  });
  records.push({ name: "derived", type: "TXT", data: pulumi.interpolate`source ${source.recordId}` });
}
const args: DnsZoneArgs = { zone: "example.com", records };
const unmanaged = config.get("unmanaged");
if (unmanaged) args.unmanaged = unmanaged as DnsZoneArgs["unmanaged"];
const ratio = config.getNumber("maxChangeRatio");
if (ratio !== undefined) args.maxChangeRatio = ratio;
const ignore = config.getObject<DnsZoneArgs["ignore"]>("ignore");
if (ignore) args.ignore = ignore;

const zone = new DnsZone("example-com", args);

export const unmanagedRecords = zone.unmanagedRecords;
export const recordCount = zone.zoneRecordCount;
