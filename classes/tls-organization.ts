import * as pulumi from "@pulumi/pulumi";
import {
  type TlsOrganizationArgs,
  type TlsOrganizationOutputs,
  tlsOrganizationOutputNames,
} from "./declared-types";
import { pausePromiseStacks } from "./promise-stacks";
import { dynamicResource, placeholders } from "./stored-provider";

export type { TlsOrganizationArgs, TlsOrganizationEditMode } from "./declared-types";

// The outputs, typed from the kind's declaration: the engine sets them.
export interface TlsOrganization extends TlsOrganizationOutputs {}

/**
 * A TLS organization: the contact record organization- and extended-validation certificates are
 * ordered with. The API cannot delete organizations: deleting the resource leaves it in the
 * account and Pulumi stops managing it (the delete says so).
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface above only types the outputs the engine sets.
export class TlsOrganization extends pulumi.CustomResource {
  constructor(name: string, args: TlsOrganizationArgs, opts?: pulumi.CustomResourceOptions) {
    const registered = dynamicResource(
      "TlsOrganization",
      name,
      { ...placeholders(tlsOrganizationOutputNames), ...args },
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
