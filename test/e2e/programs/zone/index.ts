import * as pulumi from "@pulumi/pulumi";
import { DnsZone } from "pulumi-registrar";

// `count` records named record-<i> in one DnsZone of example.com, A and TXT, as many-records
// declares them; the demo account's own records of the zone are left alone. Through the SDK's
// class, or (`frontEnd: plugin`) through the provider plugin's type token.
const config = new pulumi.Config();
const count = config.getNumber("count") ?? 1000;

const records = Array.from({ length: count }, (_, i) =>
  i % 2 === 0
    ? { name: `record-${i}`, type: "A" as const, data: `198.51.100.${i % 250}` }
    : { name: `record-${i}`, type: "TXT" as const, data: `record ${i}` },
);
const args = { zone: "example.com", records, unmanaged: "ignore" as const };
if (config.get("frontEnd") === "plugin")
  new pulumi.CustomResource("registrar:index:DnsZone", "records", args);
else new DnsZone("records", args);

export const declared = count;
