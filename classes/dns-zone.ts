import * as pulumi from "@pulumi/pulumi";
import { type DnsZoneArgs, type DnsZoneOutputs, dnsZoneOutputNames } from "./declared-types";
import { pausePromiseStacks } from "./promise-stacks";
import { dynamicResource, placeholders } from "./stored-provider";

export type {
  DnsZoneArgs,
  DnsZoneIgnoreRule,
  DnsZoneRecordArgs,
  DnsZoneRecordState,
  DnsZoneValidation,
  DnsZoneValidationTtl,
  ZoneValidationSeverity,
} from "./declared-types";

// The outputs, typed from the kind's declaration: the engine sets them.
export interface DnsZone extends DnsZoneOutputs {}

/**
 * A whole zone of the account: its records declared in one resource, each written only when it
 * differs, records nobody declared reported or removed. One engine step per zone instead of one
 * per record. The Pulumi id is the zone.
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface above only types the outputs the engine sets.
export class DnsZone extends pulumi.CustomResource {
  constructor(name: string, args: DnsZoneArgs, opts?: pulumi.CustomResourceOptions) {
    const registered = dynamicResource(
      "DnsZone",
      name,
      { ...placeholders(dnsZoneOutputNames), ...args },
      opts,
    );
    const resumeStacks = pausePromiseStacks();
    try {
      super(registered.type, name, registered.props, registered.opts);
    } finally {
      resumeStacks();
    }
  }
}
