import * as pulumi from "@pulumi/pulumi";
import { kinds, type ResourceKind } from "../provider/resources/kinds";
import { secretOutputs } from "./declared-types";
import { ownerTag } from "./owner-tag";

/**
 * A registrar resource as Pulumi's dynamic-provider host serves it, from its kind's row
 * (provider/resources/kinds.ts): the type token `pulumi.dynamic.Resource` gives module
 * "registrar" (URNs depend on it, so it never changes), the `__provider` property the host
 * evaluates as a module, calling its `handler` for the provider, the owner tag of a kind that
 * takes one, and the options that keep its secret outputs secret. The classes extend
 * `CustomResource` and set the token and `__provider` themselves instead of going through
 * `pulumi.dynamic.Resource`, for three reasons:
 *
 * - State: `__provider` is one line that requires the installed package's provider module by
 *   name, 83 bytes for DnsRecord. Pulumi's closure serializer wraps the same require in 286 bytes,
 *   stored twice per resource (inputs and outputs), and the engine writes the whole state at
 *   every step: 18% of a DnsRecord's state.
 * - The program: it never loads the closure serializer nor awaits it per class.
 * - The source position the engine records is the program's line that made the resource: Pulumi
 *   skips a fixed number of frames, and `pulumi.dynamic.Resource` is one more.
 *
 * The require is by package name, so stored state always runs the installed version, and a
 * checkout linked into node_modules works as the installed package does.
 *
 * A resource without a parent also gets `__urn`, its URN: the engine's check request names the
 * resource, but the host hands the provider only the properties, and the check of the first
 * resource a command runs comes before the provider module can follow the host's requests
 * (dynamic/request-urn.ts). Check shows its lines (a zone's validator warnings) on that URN and
 * takes it off the inputs, so neither the state nor a diff ever holds it. A child's URN depends
 * on its parents' types, known only as the parent's `urn` output, which would make the parent a
 * dependency of the property in the state: a child gets none.
 */
export function dynamicResource<Props extends object>(
  kind: ResourceKind,
  name: string,
  props: Props,
  opts?: pulumi.CustomResourceOptions,
): {
  type: string;
  props: Props & { ownerTag?: string; __replaceOnChanges?: string[]; __provider: string; __urn?: string };
  opts: pulumi.CustomResourceOptions | undefined;
} {
  const { module, tokens } = kinds[kind];
  const tag = ownerTag(kind, name);
  const secrets: readonly string[] = secretOutputs[kind];
  return {
    type: tokens.dynamic,
    props: {
      ...props,
      ...(tag === undefined ? {} : { ownerTag: tag }),
      // The dynamic-provider host passes no changed inputs to the engine, so the engine's
      // replaceOnChanges never fires: the provider applies it (dynamic/resource-provider.ts).
      ...(opts?.replaceOnChanges?.length ? { __replaceOnChanges: opts.replaceOnChanges } : {}),
      __provider: `exports.handler = () => require(${JSON.stringify(module)});\n`,
      ...(opts?.parent
        ? {}
        : { __urn: `urn:pulumi:${pulumi.getStack()}::${pulumi.getProject()}::${tokens.dynamic}::${name}` }),
    },
    opts:
      secrets.length === 0
        ? opts
        : { ...opts, additionalSecretOutputs: [...(opts?.additionalSecretOutputs ?? []), ...secrets] },
  };
}

/**
 * Gives a resource its outputs that are its id under another name (the row's `idOutputs`, e.g.
 * DnsRecord's `recordId`): the provider does not store them, so the class takes them from `id`.
 */
export function assignIdOutputs(resource: pulumi.CustomResource, kind: ResourceKind): void {
  const names: readonly string[] = kinds[kind].idOutputs;
  for (const name of names) Object.assign(resource, { [name]: resource.id });
}

/**
 * A property for each output, unset: Pulumi makes an Output only of the properties sent, and an
 * unset one costs the state nothing. The program's arguments are spread over these.
 */
export function placeholders(names: readonly string[]): Record<string, undefined> {
  return Object.fromEntries(names.map((name) => [name, undefined]));
}
