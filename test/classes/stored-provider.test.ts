import * as pulumi from "@pulumi/pulumi";
import { dynamicResource } from "../../classes/stored-provider";
import { kinds, type ResourceKind } from "../../provider/resources/kinds";
import { ownerTagOf } from "../../provider/resources/owner-tag";
import { sampleArgs } from "../provider/resources/support/sample-args";
import { resourceClasses } from "./support/resource-classes";

// What every class registers, from its kind's row: the type token and `__provider` of a dynamic
// resource, its owner tag and secret outputs, and the program's own line as its source position. That the stored text loads the installed provider
// is checked against the packed package in test/provider/resources/stored-provider-paths.test.ts.

const classes = resourceClasses;
const classKinds = Object.keys(classes) as ResourceKind[];

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

test("dynamicResource adds the owner tag, __provider and __urn to the properties and leaves them otherwise as they are", () => {
  const opts = { protect: true };
  const registered = dynamicResource("DnsRecord", "www", { name: "www", ttl: undefined }, opts);
  expect(registered.type).toBe("pulumi-nodejs:dynamic/registrar:DnsRecord");
  expect(registered.props).toEqual({
    name: "www",
    ttl: undefined,
    ownerTag: ownerTagOf("DnsRecord", { project: "project", stack: "stack", name: "www" }),
    __provider: 'exports.handler = () => require("pulumi-registrar/provider/resources/dns-record");\n',
    __urn: "urn:pulumi:stack::project::pulumi-nodejs:dynamic/registrar:DnsRecord::www",
  });
  expect(registered.opts).toBe(opts);
});

test("a child gets no __urn: its URN holds its parents' types", () => {
  const parent = new pulumi.ComponentResource("site:index:Site", "site");
  const registered = dynamicResource("DnsRecord", "www", { name: "www" }, { parent });
  expect(registered.props).not.toHaveProperty("__urn");
});

test("a kind without an owner tag gets none; secret outputs join the program's", () => {
  expect(dynamicResource("DnssecConfig", "sec", { domain: "example.com" }).props).not.toHaveProperty(
    "ownerTag",
  );
  const { opts } = dynamicResource("CertificateRequest", "req", {}, { additionalSecretOutputs: ["csr"] });
  expect(opts).toEqual({ additionalSecretOutputs: ["csr", "privateKeyPem"] });
});

test.each(classKinds)("%s registers as pulumi.dynamic.Resource with module registrar would", async (kind) => {
  const Class = classes[kind] as unknown as new (name: string, args: unknown) => pulumi.CustomResource;
  const resource = new Class(`stored-${kind}`, sampleArgs[kind]);
  await new Promise((resolve) => resource.urn.apply(resolve));
  const args = registered.get(`stored-${kind}`);
  // URNs contain the type: it is the one the classes had as pulumi.dynamic.Resource subclasses.
  expect(args?.type).toBe(`pulumi-nodejs:dynamic/registrar:${kind}`);
  expect(args?.inputs.__provider).toBe(
    `exports.handler = () => require(${JSON.stringify(kinds[kind].module)});\n`,
  );
  const tag = ownerTagOf(kind, { project: "project", stack: "stack", name: `stored-${kind}` });
  expect(args?.inputs.ownerTag).toBe(tag);
  // The URN the engine gives it, which its check's lines are sent on.
  expect(args?.inputs.__urn).toBe(await new Promise((resolve) => resource.urn.apply(resolve)));
});

test.each(classKinds)("%s: the source position Pulumi records is the program's line", async (kind) => {
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
  expect(recorded[0]?.[0]?.uri).toMatch(/\/test\/classes\/stored-provider\.test\.ts$/);
});

/** A named function: Pulumi reads positions only from frames that name their function. */
function makeResource(kind: ResourceKind): pulumi.CustomResource {
  const Class = classes[kind] as unknown as new (name: string, args: unknown) => pulumi.CustomResource;
  return new Class(`positioned-${kind}`, sampleArgs[kind]);
}
