import * as pulumi from "@pulumi/pulumi";
import { type DnssecConfigArgs, type DnssecConfigOutputs, dnssecConfigOutputNames } from "./declared-types";
import { pausePromiseStacks } from "./promise-stacks";
import { dynamicResource, placeholders } from "./stored-provider";

export type {
  DnssecConfigArgs,
  DnssecDsRecord,
  DnssecJobOutput,
  DnssecMode,
  DnssecRecordArgs,
  DnssecStateOutput,
} from "./declared-types";

// The outputs, typed from the kind's declaration: the engine sets them.
export interface DnssecConfig extends DnssecConfigOutputs {}

/**
 * Registry DNSSEC of a domain. The change is requested once and waited for with progress lines;
 * a job already running is waited for, never cancelled. Delete disables DNSSEC (the registry
 * removes the DS first) and waits until it is inactive. The Pulumi id is the domain.
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface above only types the outputs the engine sets.
export class DnssecConfig extends pulumi.CustomResource {
  constructor(name: string, args: DnssecConfigArgs, opts?: pulumi.CustomResourceOptions) {
    const registered = dynamicResource(
      "DnssecConfig",
      name,
      { ...placeholders(dnssecConfigOutputNames), ...args },
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
