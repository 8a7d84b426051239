import * as pulumi from "@pulumi/pulumi";
import { providerModules, type ResourceKind } from "../../provider/resources/registry";
import { dynamicResource } from "../../sdk/stored-provider";
import { sampleArgs } from "../provider/resources/support/sample-args";
import { resourceClasses } from "./support/resource-classes";

// What every class registers: the type token and `__provider` of a dynamic resource, and the
// program's own line as its source position. That the stored text loads the installed provider
// is checked against the packed package in test/provider/resources/registry.test.ts.

const classes = resourceClasses;
const kinds = Object.keys(classes) as ResourceKind[];

const registered = new Map<string, pulumi.runtime.MockResourceArgs>();
beforeAll(() => {
  pulumi.runtime.setMocks(
    {
      newResource: (args) => {
        registered.set(args.name, args);
        return { id: `${args.name}-id`, state: args.inputs };
      },
      call: (args) => args.inputs,
    },
    "project",
    "stack",
    false,
  );
});

test("dynamicResource adds __provider to the properties and leaves them otherwise as they are", () => {
  const { type, props } = dynamicResource("DnsRecord", { name: "www", ttl: undefined });
  expect(type).toBe("pulumi-nodejs:dynamic/registrar:DnsRecord");
  expect(props).toEqual({
    name: "www",
    ttl: undefined,
    __provider: 'exports.handler = () => require("pulumi-registrar/provider/resources/dns-record");\n',
  });
});

test.each(kinds)("%s registers as pulumi.dynamic.Resource with module registrar would", async (kind) => {
  const Class = classes[kind] as unknown as new (name: string, args: unknown) => pulumi.CustomResource;
  const resource = new Class(`stored-${kind}`, sampleArgs[kind]);
  await new Promise((resolve) => resource.urn.apply(resolve));
  const args = registered.get(`stored-${kind}`);
  // URNs contain the type: it is the one the classes had as pulumi.dynamic.Resource subclasses.
  expect(args?.type).toBe(`pulumi-nodejs:dynamic/registrar:${kind}`);
  expect(args?.inputs.__provider).toBe(
    `exports.handler = () => require(${JSON.stringify(providerModules[kind])});\n`,
  );
});

test.each(kinds)("%s: the source position Pulumi records is the program's line", async (kind) => {
  // Resource.stackTrace(skip) gives the frames the engine stores, the first being the source
  // position; this stand-in is one frame more, so it skips one more.
  type Traced = { stackTrace(skip: number): { uri: string }[] };
  const traced = pulumi.Resource as unknown as Traced;
  const original = traced.stackTrace;
  const recorded: { uri: string }[][] = [];
  traced.stackTrace = function (this: Traced, skip: number) {
    const frames = original.call(this, skip + 1);
    recorded.push(frames);
    return frames;
  };
  try {
    const resource = makeResource(kind);
    await new Promise((resolve) => resource.urn.apply(resolve));
  } finally {
    traced.stackTrace = original;
  }
  expect(recorded[0]?.[0]?.uri).toMatch(/\/test\/sdk\/stored-provider\.test\.ts$/);
});

/** A named function: Pulumi reads positions only from frames that name their function. */
function makeResource(kind: ResourceKind): pulumi.CustomResource {
  const Class = classes[kind] as unknown as new (name: string, args: unknown) => pulumi.CustomResource;
  return new Class(`positioned-${kind}`, sampleArgs[kind]);
}
