import * as pulumi from "@pulumi/pulumi";
import { DnsRecord } from "pulumi-registrar";

// `count` records named record-<i>, spread over the demo account's three zones, A and TXT.
const count = new pulumi.Config().getNumber("count") ?? 200;
const zones = ["example.com", "example.net", "example.org"];

for (let i = 0; i < count; i++) {
  const zone = zones[i % zones.length] as string;
  const name = `record-${i}`;
  if (i % 2 === 0) {
    new DnsRecord(name, { name, zone, type: "A", data: `198.51.100.${i % 250}` });
  } else {
    new DnsRecord(name, { name, zone, type: "TXT", data: `record ${i}` });
  }
}

export const records = count;
