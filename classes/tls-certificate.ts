import * as pulumi from "@pulumi/pulumi";
import {
  type TlsCertificateArgs,
  type TlsCertificateOutputs,
  tlsCertificateOutputNames,
} from "./declared-types";
import { pausePromiseStacks } from "./promise-stacks";
import { dynamicResource, placeholders } from "./stored-provider";

export type { TlsCertificateArgs, TlsCertificateStatus, TlsDcvRecordOutput } from "./declared-types";

// The outputs, typed from the kind's declaration: the engine sets them.
export interface TlsCertificate extends TlsCertificateOutputs {}

/**
 * A TLS certificate order, kept current: ordered (an interrupted `up` takes its order back
 * rather than paying twice), validated, waited for, reissued on a new CSR and renewed
 * `renewBeforeDays` before it expires. The Pulumi id stays that of the first order;
 * `certificateId` is the current one.
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface above only types the outputs the engine sets.
export class TlsCertificate extends pulumi.CustomResource {
  constructor(name: string, args: TlsCertificateArgs, opts?: pulumi.CustomResourceOptions) {
    const registered = dynamicResource(
      "TlsCertificate",
      name,
      { ...placeholders(tlsCertificateOutputNames), ...args },
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
