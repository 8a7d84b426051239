import * as pulumi from "@pulumi/pulumi";
import {
  type CertificateRequestArgs,
  type CertificateRequestOutputs,
  certificateRequestOutputNames,
} from "./declared-types";
import { pausePromiseStacks } from "./promise-stacks";
import { dynamicResource, placeholders } from "./stored-provider";

export type { CertificateRequestArgs, KeyAlgorithm } from "./declared-types";

// The outputs, typed from the kind's declaration: the engine sets them.
export interface CertificateRequest extends CertificateRequestOutputs {}

/**
 * A private key and a certificate signing request for it, made locally (no API call), as
 * \@pulumi/tls's PrivateKey and CertRequest do together. The key stays the same until an input
 * changes; any change makes a new key and CSR (a replacement). The private key is a secret output
 * and is kept only in the stack's state.
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface above only types the outputs the engine sets.
export class CertificateRequest extends pulumi.CustomResource {
  constructor(name: string, args: CertificateRequestArgs, opts?: pulumi.CustomResourceOptions) {
    const registered = dynamicResource(
      "CertificateRequest",
      name,
      { ...placeholders(certificateRequestOutputNames), ...args },
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
