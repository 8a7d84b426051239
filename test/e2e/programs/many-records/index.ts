import * as pulumi from "@pulumi/pulumi";
import { DnsRecord, type DnsRecordArgs } from "pulumi-registrar";

// `count` records named record-<i>, spread over the demo account's three zones, A and TXT;
// through the SDK's class, or (`frontEnd: plugin`) through the provider plugin's type token, as a
// program in a language without this package's SDK declares them.
const config = new pulumi.Config();
const count = config.getNumber("count") ?? 200;
const viaPlugin = config.get("frontEnd") === "plugin";
const zones = ["example.com", "example.net", "example.org"];

function record(name: string, args: DnsRecordArgs): void {
  if (viaPlugin) new pulumi.CustomResource("registrar:index:DnsRecord", name, { ...args });
  else new DnsRecord(name, args);
}

for (let i = 0; i < count; i++) {
  const zone = zones[i % zones.length] as string;
  const name = `record-${i}`;
  if (i % 2 === 0) {
    record(name, { name, zone, type: "A", data: `198.51.100.${i % 250}` });
  } else {
    record(name, { name, zone, type: "TXT", data: `record ${i}` });
  }
}

export const records = count;
