import * as pulumi from "@pulumi/pulumi";
import { DnsRecord } from "pulumi-registrar";

// `count` records named crash-<i>, spread over the demo account's three zones, A and TXT.
const count = new pulumi.Config().getNumber("count") ?? 200;
const zones = ["example.com", "example.net", "example.org"];

for (let i = 0; i < count; i++) {
  const zone = zones[i % zones.length] as string;
  if (i % 2 === 0) {
    new DnsRecord(`crash-${i}`, { name: `crash-${i}`, zone, type: "A", data: `198.51.100.${i % 250}` });
  } else {
    new DnsRecord(`crash-${i}`, { name: `crash-${i}`, zone, type: "TXT", data: `crash record ${i}` });
  }
}

export const records = count;
