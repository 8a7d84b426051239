import * as pulumi from "@pulumi/pulumi";
import { DnsRecord, type DnsRecordArgs } from "pulumi-registrar";

const records = new pulumi.Config().requireObject<Record<string, DnsRecordArgs>>("records");

export const recordIds: Record<string, pulumi.Output<string>> = {};
for (const [name, args] of Object.entries(records)) {
  recordIds[name] = new DnsRecord(name, args).recordId;
}
