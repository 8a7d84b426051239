import type { PolicyResource, StackValidationPolicy } from "@pulumi/policy";
import { kinds, type ResourceKind } from "../../../provider/resources/kinds";

/** A resource of the stack as the engine hands it to a stack policy: type token, name, properties. */
export function resource(
  kind: ResourceKind,
  name: string,
  props: Record<string, unknown>,
  form: "native" | "dynamic" = "native",
): PolicyResource {
  const type = kinds[kind].tokens[form];
  return {
    type,
    name,
    urn: `urn:pulumi:test::project::${type}::${name}`,
    props,
    opts: {
      protect: false,
      ignoreChanges: [],
      aliases: [],
      customTimeouts: {} as never,
      additionalSecretOutputs: [],
    },
    dependencies: [],
    propertyDependencies: {},
    isType: () => false,
    asType: () => undefined,
  } as PolicyResource;
}

export interface Violation {
  message: string;
  urn?: string;
}

/** What `policy` reports on a stack of `resources`, with `config` as `--policy-pack-config` gives it. */
export async function violations(
  policy: StackValidationPolicy,
  resources: PolicyResource[],
  config: Record<string, unknown> = {},
): Promise<Violation[]> {
  const out: Violation[] = [];
  await policy.validateStack(
    {
      resources,
      stackTags: new Map(),
      getConfig: <T extends object>() => config as T,
      notApplicable: (reason?: string) => {
        throw new Error(`not applicable: ${reason}`);
      },
    },
    (message, urn) => out.push({ message, urn }),
  );
  return out;
}
