import * as pulumi from "@pulumi/pulumi";
import type { RecordType } from "../provider/client/api";
import { recordTypeTable, variantFieldNames } from "../provider/dns/record-types";
import type { DnsRecordArgs, DnsRecordOutputs } from "./declared-types";
import { pausePromiseStacks } from "./promise-stacks";
import { assignIdOutputs, dynamicResource } from "./stored-provider";

export type { CaaTag, DnsRecordArgs, DnsRecordVariantArgs, ZoneValidationAllow } from "./declared-types";

// The outputs, typed from the kind's declaration: the engine sets them.
export interface DnsRecord extends DnsRecordOutputs {}

/** A DNS record in one of the account's zones. Name and type changes update it in place. */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface above only types the outputs the engine sets.
export class DnsRecord extends pulumi.CustomResource {
  constructor(name: string, args: DnsRecordArgs, opts?: pulumi.CustomResourceOptions) {
    // Pulumi makes an Output only of the properties sent: placeholders for those the API fills in
    // when left out, among them the type's own fields (a CAA record's flags and tag may come in
    // `data`). Unset, they cost the state nothing.
    const fields: readonly string[] = recordTypeTable[args.type as RecordType]?.fields ?? [];
    const outputs = Object.fromEntries(
      ["zone", "ttl", "annotation", ...fields].map((key) => [key, undefined]),
    );
    const registered = dynamicResource("DnsRecord", name, { ...outputs, ...args }, opts);
    const resumeStacks = pausePromiseStacks();
    try {
      super(registered.type, name, registered.props, registered.opts);
    } finally {
      resumeStacks();
    }
    assignIdOutputs(this, "DnsRecord");
    // The fields the type never has: known and empty, kept out of the engine's work.
    for (const field of variantFieldNames) {
      if (!fields.includes(field)) Object.assign(this, { [field]: pulumi.output(undefined) });
    }
  }
}
