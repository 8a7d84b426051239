import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as pulumi from "@pulumi/pulumi";
import { Struct } from "google-protobuf/google/protobuf/struct_pb";
import type { DynamicProvider } from "../../dynamic/resource-provider";
import { ManualClock } from "../../emulator";
import { fromWire } from "../../plugin/wire-values";
import { clock } from "../../provider/common/clock";
import {
  dynamicModule,
  kindOfToken,
  kinds,
  type ResourceKind,
  resourceKinds,
} from "../../provider/resources/kinds";
import { makeKeyAndCsr } from "../../provider/tls/key-pair";
import { resourceClasses } from "../classes/support/resource-classes";
import { sampleDs } from "../provider/resources/support/sample-args";
import { contactInputs } from "../support/contact";
import { type InProcessEmulator, useEmulator } from "../support/emulator";
import { pluginUrn, usePluginProviders } from "./support/plugin-provider";

import proto = require("@pulumi/pulumi/proto/provider_pb");

// What schema.json promises of each resource's outputs, held to the plugin kind by kind: a create
// through its gRPC service gives every output the schema requires, typed as the schema declares
// it, secret where it says so, and the outputs that are the id (the row's `idOutputs`) equal to
// it; every declared output has the value the SDK's class gives for the same inputs against the
// same account (its recipe run as the dynamic-provider host runs it, under Pulumi's mocked
// engine), whether the plugin made the object or read back the one the class made; and every
// declared output comes back, but those the sample's object has no value of (`emptyInSample`).

type Raw = Record<string, unknown>;

interface PropertySpec {
  type?: string;
  items?: PropertySpec;
  additionalProperties?: PropertySpec;
  oneOf?: PropertySpec[];
  $ref?: string;
  secret?: boolean;
}
interface TypeSpec {
  type: string;
  properties?: Record<string, PropertySpec>;
  required?: string[];
  enum?: { value: string }[];
}
const schema = JSON.parse(readFileSync(join(__dirname, "..", "..", "schema.json"), "utf8")) as {
  resources: Record<string, { properties: Record<string, PropertySpec>; required: string[] }>;
  types: Record<string, TypeSpec>;
};
const declared = (kind: ResourceKind) => {
  const resource = schema.resources[kinds[kind].tokens.native];
  if (!resource) throw new Error(`schema.json has no resource ${kinds[kind].tokens.native}`);
  return resource;
};

/** Where `value` departs from `spec` (`at` its path), as the SDKs would read it: nothing when it conforms. */
function departures(value: unknown, spec: PropertySpec, at: string): string[] {
  if (value === undefined || value === null) return [];
  if (spec.oneOf) {
    return spec.oneOf.some((option) => departures(value, option, at).length === 0)
      ? []
      : [`${at}: ${JSON.stringify(value)} is none of its forms`];
  }
  if (spec.$ref) {
    const named = schema.types[spec.$ref.replace("#/types/", "")] as TypeSpec;
    if (named.enum) {
      return named.enum.some((member) => member.value === value)
        ? []
        : [`${at}: ${JSON.stringify(value)} is not a value of ${spec.$ref}`];
    }
    return objectDepartures(value, named, at);
  }
  const wrong = (what: string) => [`${at}: ${JSON.stringify(value)} is not ${what}`];
  switch (spec.type) {
    case "string":
      return typeof value === "string" ? [] : wrong("a string");
    case "number":
      return typeof value === "number" ? [] : wrong("a number");
    case "integer":
      return Number.isInteger(value) ? [] : wrong("an integer");
    case "boolean":
      return typeof value === "boolean" ? [] : wrong("a boolean");
    case "array":
      return Array.isArray(value)
        ? value.flatMap((item, i) => departures(item, spec.items ?? {}, `${at}[${i}]`))
        : wrong("a list");
    case "object":
      return isObject(value)
        ? Object.entries(value).flatMap(([key, item]) =>
            departures(item, spec.additionalProperties ?? {}, `${at}.${key}`),
          )
        : wrong("an object");
    default:
      return [];
  }
}

function objectDepartures(value: unknown, type: TypeSpec, at: string): string[] {
  if (!isObject(value)) return [`${at}: ${JSON.stringify(value)} is not an object`];
  const missing = (type.required ?? [])
    .filter((name) => value[name] === undefined || value[name] === null)
    .map((name) => `${at}.${name} is missing`);
  const fields = Object.entries(type.properties ?? {}).flatMap(([name, spec]) =>
    departures(value[name], spec, `${at}.${name}`),
  );
  return [...missing, ...fields];
}

const isObject = (value: unknown): value is Raw =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const time = new ManualClock("2025-03-01T00:00:00Z");
let started: InProcessEmulator;
useEmulator({ clock: time, providerSettings: true, resetEachTest: true }, (emulator) => {
  started = emulator;
});
const plugin = usePluginProviders(() => started.options);
beforeEach(() => {
  jest.spyOn(console, "log").mockImplementation(() => undefined);
  // The waits of DNSSEC and certificate issuance advance the emulator's clock instead of sleeping.
  jest.spyOn(clock, "now").mockImplementation(() => time.now().getTime());
  jest.spyOn(clock, "sleep").mockImplementation(async (ms) => time.advance(ms / 1000));
});
afterEach(() => jest.restoreAllMocks());

const csrOf = async (commonName: string, sanNames: string[]) =>
  (await makeKeyAndCsr({ commonName, sanNames, keyAlgorithm: "ecdsa-p256", subject: {} })).csr;

/** What a program declares of each kind here, valid in the default fixtures (the compiler demands a new kind's). */
const samples: Record<ResourceKind, () => Promise<Raw>> = {
  DnsZone: async () => ({
    zone: "example.org",
    records: [{ name: "outputs", type: "MX", data: "mx1.example.net", priority: 10 }],
    unmanaged: "ignore",
    maxChangeRatio: 0.5,
  }),
  DnsRecord: async () => ({
    name: "outputs.example.com",
    type: "MX",
    data: "mx1.example.net",
    priority: 10,
    annotation: "outputs",
  }),
  NameserverDelegation: async () => ({ domain: "example.com", vanitySetId: 1 }),
  DnssecConfig: async () => ({
    domain: "example.info",
    mode: "external",
    records: [sampleDs(11111, "a")],
    timeoutSeconds: 7200,
  }),
  TlsOrganization: async () => ({ ...contactInputs, organization: "Outputs Corp" }),
  CertificateRequest: async () => ({ commonName: "www.example.com", dnsNames: ["shop.example.com"] }),
  TlsCertificate: async () => ({
    sku: "dv-multi",
    commonName: "www.example.com",
    dnsNames: ["shop.example.com"],
    csr: await csrOf("www.example.com", ["www.example.com", "shop.example.com"]),
  }),
};

/** The declared outputs the sample's object has no value of, and why: any other is asserted to come back. */
const emptyInSample: Record<ResourceKind, readonly string[]> = {
  DnsZone: [],
  DnsRecord: ["flags", "tag"], // CAA's fields: an MX record has none
  NameserverDelegation: ["previousVanitySetId"], // the domain was on the standard nameservers
  DnssecConfig: ["pendingJob"], // the create waited until the job was done
  TlsOrganization: [],
  CertificateRequest: [],
  TlsCertificate: ["completionUrl"], // a DV order asks for no organization details
};

const struct = (value: Raw) => Struct.fromJavaScript(value as Parameters<typeof Struct.fromJavaScript>[0]);

/** A create through the plugin's gRPC service, as the engine asks for it: check, then create. */
async function createdThroughThePlugin(kind: ResourceKind, inputs: Raw) {
  const urn = pluginUrn(kind);
  const checked = await plugin.call<proto.CheckRequest, proto.CheckResponse>(
    "check",
    new proto.CheckRequest().setUrn(urn).setNews(struct(inputs)),
  );
  expect(checked.getFailuresList()).toEqual([]);
  const created = await plugin.call<proto.CreateRequest, proto.CreateResponse>(
    "create",
    new proto.CreateRequest().setUrn(urn).setProperties(checked.getInputs()),
  );
  return { id: created.getId(), ...fromWire(created.getProperties()?.toJavaScript()) };
}

test.each(resourceKinds)(
  "%s: a create through the plugin gives every output the schema requires, as it declares it",
  async (kind) => {
    const created = await createdThroughThePlugin(kind, await samples[kind]());
    const { props, secrets } = created;
    const { properties, required } = declared(kind);

    const absent = required.filter((name) => props[name] === undefined || props[name] === null);
    expect({ kind, absent }).toEqual({ kind, absent: [] });
    const departed = Object.entries(properties).flatMap(([name, spec]) =>
      departures(props[name], spec, name),
    );
    expect({ kind, departed }).toEqual({ kind, departed: [] });
    const secretNames = Object.keys(properties).filter((name) => properties[name]?.secret);
    expect({ kind, secrets: secretNames.filter((name) => !secrets.has(name)) }).toEqual({
      kind,
      secrets: [],
    });
    for (const name of kinds[kind].idOutputs)
      expect({ name, value: props[name] }).toEqual({ name, value: created.id });
  },
);

/** A kind's module as the dynamic-provider host loads it by the path the class stores. */
const recipeModule = (kind: ResourceKind) =>
  require(join(__dirname, "..", "..", dynamicModule(kind))) as DynamicProvider<unknown, unknown>;

/** The value of one of a resource's outputs, as the program sees it. */
const outputValue = (output: unknown) =>
  pulumi.Output.isInstance(output)
    ? new Promise<unknown>((resolve) => (output as pulumi.Output<unknown>).apply(resolve))
    : Promise.resolve(output);

/**
 * The object the SDK's class makes from `args`: Pulumi's mocked engine runs its recipe's check
 * and create as the dynamic-provider host does, and stores what create returns; the class's
 * declared outputs are what the program gets.
 */
async function madeByTheClass(
  kind: ResourceKind,
  args: Raw,
): Promise<{ id: string; state: Raw; values: Raw }> {
  let made: { id: string; state: Raw } | undefined;
  await pulumi.runtime.setMocks(
    {
      newResource: async ({ type, inputs }) => {
        const module = recipeModule(kindOfToken(type, "dynamic") as ResourceKind);
        const checked = await module.check({}, inputs);
        expect(checked.failures ?? []).toEqual([]);
        const { id, outs } = await module.create(checked.inputs);
        made = { id, state: outs as Raw };
        return made;
      },
      call: (call) => call.inputs,
    },
    "registrar",
    "test",
    false,
  );
  const Class = resourceClasses[kind] as unknown as new (
    name: string,
    args: unknown,
  ) => Record<string, unknown>;
  const resource = new Class("outputs", args);
  await outputValue(resource.id);
  const values: Raw = {};
  for (const name of Object.keys(declared(kind).properties)) values[name] = await outputValue(resource[name]);
  if (!made) throw new Error(`the mocked engine made no ${kind}`);
  return { ...made, values };
}

test.each(resourceKinds)(
  "%s: the plugin reads back every output the schema declares with the value the class gives",
  async (kind) => {
    const { id, state, values } = await madeByTheClass(kind, await samples[kind]());
    const read = await plugin.provider<unknown, Raw>(kind).read(id, state);
    expect(read.id).toBe(id);
    const served = Object.fromEntries(Object.keys(values).map((name) => [name, read.props?.[name]]));
    expect({ kind, outputs: served }).toEqual({ kind, outputs: values });
    // Every declared output came back, but those the sample's object has no value of.
    const empty = Object.keys(values).filter((name) => values[name] === undefined || values[name] === null);
    expect({ kind, empty }).toEqual({ kind, empty: [...emptyInSample[kind]] });
    for (const name of kinds[kind].idOutputs)
      expect({ name, value: values[name] }).toEqual({ name, value: id });
  },
);

/** The declared outputs each create makes anew (a new key, the clock's time, the CA's serial): compared as present, not equal. */
const madeAnew: Record<ResourceKind, readonly string[]> = {
  DnsZone: [],
  DnsRecord: [],
  NameserverDelegation: [],
  DnssecConfig: [],
  TlsOrganization: [],
  CertificateRequest: ["csr", "publicKeyPem", "privateKeyPem"],
  TlsCertificate: [
    "certificatePem",
    "chainPem",
    "fullChainPem",
    "notBefore",
    "notAfter",
    "serialNumber",
    "renewalDueAt",
  ],
};

test.each(resourceKinds)(
  "%s: a create through the plugin gives every declared output the value the class's create gives",
  async (kind) => {
    const inputs = await samples[kind]();
    const { values } = await madeByTheClass(kind, inputs);
    // The same inputs again, in the account as it was before the class's create.
    await started.admin.reset();
    const { props } = await createdThroughThePlugin(kind, inputs);
    const anew = new Set(madeAnew[kind]);
    const compared = (from: Raw) =>
      Object.fromEntries(
        Object.keys(values).map((name) => [name, anew.has(name) ? from[name] !== undefined : from[name]]),
      );
    expect({ kind, outputs: compared(props) }).toEqual({ kind, outputs: compared(values) });
  },
);
