import * as pulumi from "@pulumi/pulumi";
import { DnsZone, type DnsZoneArgs, type DnsZoneRecordArgs } from "pulumi-registrar";

// The zone as config gives it: `records` (JSON list), `unmanaged`, `maxChangeRatio`.
const config = new pulumi.Config();
const args: DnsZoneArgs = {
  zone: "example.com",
  records: config.requireObject<DnsZoneRecordArgs[]>("records"),
};
const unmanaged = config.get("unmanaged");
if (unmanaged) args.unmanaged = unmanaged as DnsZoneArgs["unmanaged"];
const ratio = config.getNumber("maxChangeRatio");
if (ratio !== undefined) args.maxChangeRatio = ratio;

const zone = new DnsZone("example-com", args);

export const unmanagedRecords = zone.unmanagedRecords;
export const recordCount = zone.zoneRecordCount;
