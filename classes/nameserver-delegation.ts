import * as pulumi from "@pulumi/pulumi";
import { pausePromiseStacks } from "./promise-stacks";
import { dynamicResource } from "./stored-provider";

/** Where a domain is delegated: the standard nameservers, a vanity set, or nameservers elsewhere. */
export type NameserverMode = "standard" | "vanity" | "external";

export interface NameserverDelegationArgs {
  /** A domain of the account. Changing it replaces the resource. */
  domain: pulumi.Input<string>;
  /** One of the account's vanity nameserver sets (getNameservers lists them); null or omitted: the standard nameservers. @integer */
  vanitySetId?: pulumi.Input<number | null>;
  /**
   * What delete does: "restore" (default) puts back the delegation found when the resource was
   * created; "standard" delegates to the standard nameservers; "retain" leaves it as it is.
   */
  onDelete?: pulumi.Input<"restore" | "standard" | "retain">;
}

/**
 * The nameserver delegation of a domain: a vanity set or the standard nameservers. A change is
 * sent only when the delegation differs (the API allows 5 changes a day per domain and 50 per
 * account); refusals are final and say which rule or limit applies. The Pulumi id is the domain.
 */
export class NameserverDelegation extends pulumi.CustomResource {
  /** The domain. */
  declare readonly domain: pulumi.Output<string>;
  /** The delegation now: "standard", "vanity" or "external". */
  declare readonly mode: pulumi.Output<NameserverMode>;
  /** @integer */
  declare readonly vanitySetId: pulumi.Output<number | null>;
  /** Fully qualified. */
  declare readonly nameservers: pulumi.Output<string[]>;
  /** The delegation before Pulumi managed the domain: what onDelete "restore" puts back. */
  declare readonly previousMode: pulumi.Output<NameserverMode>;
  /** The vanity set of the delegation before Pulumi managed the domain; null for none. @integer */
  declare readonly previousVanitySetId: pulumi.Output<number | null>;
  /** The nameservers of the delegation before Pulumi managed the domain, fully qualified. */
  declare readonly previousNameservers: pulumi.Output<string[]>;

  constructor(name: string, args: NameserverDelegationArgs, opts?: pulumi.CustomResourceOptions) {
    const outputs = {
      mode: undefined,
      vanitySetId: undefined,
      nameservers: undefined,
      previousMode: undefined,
      previousVanitySetId: undefined,
      previousNameservers: undefined,
    };
    const registered = dynamicResource("NameserverDelegation", name, { ...outputs, ...args }, opts);
    const resumeStacks = pausePromiseStacks();
    try {
      super(registered.type, name, registered.props, registered.opts);
    } finally {
      resumeStacks();
    }
  }
}
