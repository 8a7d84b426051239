import { providerModules, type ResourceKind } from "../provider/resources/registry";

/**
 * A registrar resource as Pulumi's dynamic-provider host serves it: the type token
 * `pulumi.dynamic.Resource` gives module "registrar" (URNs depend on it, so it never changes),
 * and the `__provider` property the host evaluates as a module, calling its `handler` for the
 * provider. The classes extend `CustomResource` and set both themselves instead of going through
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
 */
export function dynamicResource<Props extends object>(
  kind: ResourceKind,
  props: Props,
): { type: string; props: Props & { __provider: string } } {
  return {
    type: `pulumi-nodejs:dynamic/registrar:${kind}`,
    props: {
      ...props,
      __provider: `exports.handler = () => require(${JSON.stringify(providerModules[kind])});\n`,
    },
  };
}
