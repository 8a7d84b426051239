import * as pulumi from "@pulumi/pulumi";
import {
  type NameserverDelegationArgs,
  type NameserverDelegationOutputs,
  nameserverDelegationOutputNames,
} from "./declared-types";
import { pausePromiseStacks } from "./promise-stacks";
import { dynamicResource, placeholders } from "./stored-provider";

export type { NameserverDelegationArgs, NameserverMode } from "./declared-types";

// The outputs, typed from the kind's declaration: the engine sets them.
export interface NameserverDelegation extends NameserverDelegationOutputs {}

/**
 * The nameserver delegation of a domain: a vanity set or the standard nameservers. A change is
 * sent only when the delegation differs (the API allows 5 changes a day per domain and 50 per
 * account); refusals are final and say which rule or limit applies. The Pulumi id is the domain.
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface above only types the outputs the engine sets.
export class NameserverDelegation extends pulumi.CustomResource {
  constructor(name: string, args: NameserverDelegationArgs, opts?: pulumi.CustomResourceOptions) {
    const registered = dynamicResource(
      "NameserverDelegation",
      name,
      { ...placeholders(nameserverDelegationOutputNames), ...args },
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
