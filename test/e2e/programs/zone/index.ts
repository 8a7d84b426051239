import * as pulumi from "@pulumi/pulumi";
import { DnsZone } from "pulumi-registrar";

// `count` records named record-<i> in one DnsZone of example.com, A and TXT, as many-records
// declares them; the demo account's own records of the zone are left alone.
const count = new pulumi.Config().getNumber("count") ?? 1000;

const records = Array.from({ length: count }, (_, i) =>
  i % 2 === 0
    ? { name: `record-${i}`, type: "A" as const, data: `198.51.100.${i % 250}` }
    : { name: `record-${i}`, type: "TXT" as const, data: `record ${i}` },
);
new DnsZone("records", { zone: "example.com", records, unmanaged: "ignore" });

export const declared = count;
