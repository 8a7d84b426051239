import { readFileSync } from "node:fs";
import { join } from "node:path";
import { recordLimits } from "../../provider/dns/limits";
import { lookupNames } from "../../provider/lookups/lookups";
import { kinds, resourceKinds } from "../../provider/resources/kinds";
import { nativeToken } from "../../provider/type-tokens";
import { generateSchemaText } from "../../scripts/generate-schema";

const committed = readFileSync(join(__dirname, "..", "..", "schema.json"), "utf8");
let generated: string;
beforeAll(() => {
  generated = generateSchemaText();
}, 60_000);

test("schema.json is what the code generates (run `npm run generate`)", () => {
  expect(committed).toBe(generated);
});

test("the schema carries the package's version and where the CLI downloads the plugin: the README's repository", () => {
  const schema = JSON.parse(generated);
  const pkg = JSON.parse(readFileSync(join(__dirname, "..", "..", "package.json"), "utf8"));
  expect(schema.version).toBe(pkg.version);
  expect(readFileSync(join(__dirname, "..", "..", "README.md"), "utf8")).toContain(
    "https://github.com/pulumi-registrar/pulumi-registrar",
  );
  expect(schema.pluginDownloadURL).toBe("github://api.github.com/pulumi-registrar/pulumi-registrar");
});

test("every kind of the plugin is a resource of the schema, documented, its inputs from its declaration", () => {
  const schema = JSON.parse(generated) as {
    resources: Record<
      string,
      { description?: string; inputProperties: Record<string, { description?: string }> }
    >;
  };
  expect(Object.keys(schema.resources).sort()).toEqual(
    resourceKinds.map((kind) => kinds[kind].tokens.native).sort(),
  );
  const record = schema.resources["registrar:index:DnsRecord"];
  expect(record?.description).toMatch(/DNS record/);
  expect(Object.keys(record?.inputProperties ?? {})).toEqual(
    expect.arrayContaining([
      "name",
      "zone",
      "type",
      "data",
      "ttl",
      "annotation",
      "adoptExisting",
      "priority",
    ]),
  );
  expect(record?.inputProperties.ttl?.description).toMatch(/60 to 86400/);
});

test("a limit a description names is its declared value: DnsRecord's annotation beside the owner marker", () => {
  const schema = JSON.parse(generated) as {
    resources: Record<string, { inputProperties: Record<string, { description?: string }> }>;
  };
  const annotation = schema.resources["registrar:index:DnsRecord"]?.inputProperties.annotation;
  expect(annotation?.description).toContain(
    `at most ${recordLimits.markedAnnotation} characters: the API's ${recordLimits.annotation} less`,
  );
  expect(recordLimits.markedAnnotation).toBe(228);
  expect(generated).not.toContain("{@link");
});

test("the provider's settings are its config and its inputs; the key is secret", () => {
  const schema = JSON.parse(generated) as {
    config: { variables: Record<string, { secret?: boolean; description?: string }> };
    provider: { inputProperties: object };
    resources: Record<string, { properties: Record<string, { secret?: boolean }> }>;
  };
  expect(Object.keys(schema.config.variables)).toEqual([
    "baseUrl",
    "apiKey",
    "maxConcurrentRequests",
    "requestTimeoutSeconds",
    "maxChangeRatio",
    "zoneValidation",
  ]);
  expect(schema.config.variables.apiKey?.secret).toBe(true);
  expect(schema.provider.inputProperties).toEqual(schema.config.variables);
  expect(schema.resources["registrar:index:CertificateRequest"]?.properties.privateKeyPem?.secret).toBe(true);
});

interface Described {
  description?: string;
  properties?: Record<string, Described>;
  inputProperties?: Record<string, Described>;
  inputs?: Described;
  outputs?: Described;
  variables?: Record<string, Described>;
  enum?: object[];
}

/** Every property of the schema (of resources, types, functions, the provider and its config), every function and every enum, by path, without a description. */
function undescribed(schema: {
  config: Described;
  provider: Described;
  resources: Record<string, Described>;
  types: Record<string, Described>;
  functions: Record<string, Described>;
}): string[] {
  const properties = (path: string, props: Record<string, Described> | undefined) =>
    Object.entries(props ?? {})
      .filter(([, property]) => !property.description?.trim())
      .map(([name]) => `${path}.${name}`);
  return [
    ...properties("config", schema.config.variables),
    ...properties("provider", schema.provider.inputProperties),
    ...Object.entries(schema.resources).flatMap(([token, resource]) => [
      ...properties(`${token} inputs`, resource.inputProperties),
      ...properties(`${token} outputs`, resource.properties),
    ]),
    ...Object.entries(schema.types).flatMap(([token, type]) => [
      ...("enum" in type && !type.description?.trim() ? [token] : []),
      ...properties(token, type.properties),
    ]),
    ...Object.entries(schema.functions).flatMap(([token, fn]) => [
      ...(fn.description?.trim() ? [] : [token]),
      ...properties(`${token} inputs`, fn.inputs?.properties),
      ...properties(`${token} outputs`, fn.outputs?.properties),
    ]),
  ];
}

test("every property, function and enum of the schema has a description", () => {
  const schema = JSON.parse(generated);
  expect(undescribed(schema)).toEqual([]);
  // The check sees what it is for: a description taken away is found.
  delete schema.functions["registrar:index:getDnsZone"].outputs.properties.serial.description;
  delete schema.types["registrar:index:DnsZoneRecord"].properties.data.description;
  expect(undescribed(schema)).toEqual([
    "registrar:index:DnsZoneRecord.data",
    "registrar:index:getDnsZone outputs.serial",
  ]);
});

test("each lookup of the plugin is a function with its arguments and result; a transfer code is secret", () => {
  const schema = JSON.parse(generated) as {
    functions: Record<
      string,
      {
        description: string;
        inputs?: { properties: Record<string, { type?: string }>; required?: string[] };
        outputs: { properties: Record<string, { type?: string; secret?: boolean }>; required?: string[] };
      }
    >;
  };
  expect(Object.keys(schema.functions).sort()).toEqual(lookupNames.map(nativeToken).sort());
  const zone = schema.functions["registrar:index:getDnsZone"];
  expect(zone?.description).toMatch(/nameservers and records/);
  expect(zone?.inputs).toEqual({
    type: "object",
    properties: { zone: { type: "string", description: expect.stringContaining("example.com") } },
    required: ["zone"],
  });
  expect(zone?.outputs.properties.nameservers).toMatchObject({ type: "array", items: { type: "string" } });
  // A field that may be null is not promised.
  expect(zone?.outputs.required).toEqual(["name", "serial", "nameservers", "records"]);
  expect(schema.functions["registrar:index:getDnsZones"]?.inputs).toBeUndefined();
  expect(schema.functions["registrar:index:getTransferCode"]?.outputs.properties.authCode?.secret).toBe(true);
});

test("a union of text values is an enum; a field of discriminated variants says what it is in each", () => {
  const schema = JSON.parse(generated) as {
    resources: Record<string, { inputProperties: Record<string, { $ref?: string; description?: string }> }>;
    types: Record<string, { type: string; enum?: { value: string }[] }>;
  };
  const record = schema.resources["registrar:index:DnsRecord"]?.inputProperties ?? {};
  expect(record.tag?.$ref).toBe("#/types/registrar:index:CaaTag");
  expect(schema.types["registrar:index:CaaTag"]?.enum?.map((member) => member.value)).toContain("issue");
  const type = schema.types[(record.type?.$ref ?? "").replace("#/types/", "")];
  expect(type?.enum?.map((member) => member.value).sort()).toEqual(
    ["A", "AAAA", "ALIAS", "CAA", "CNAME", "MX", "TXT"].sort(),
  );
  expect(record.data?.description).toMatch(/^A: An IPv4 address/);
  expect(record.data?.description).toMatch(/\n\nCNAME, ALIAS: The target name/);
  expect(record.priority?.description).toMatch(/^MX: /);
});

interface NumberSpec {
  type?: string;
  anyOf?: NumberSpec[];
}
/** Whether a JSON Schema takes values of `type`, alone or among others (`anyOf`: null, Pulumi's unknown marker). */
const takes = (spec: NumberSpec, type: string): boolean =>
  spec.type === type || (spec.anyOf ?? []).some((option) => takes(option, type));
/** The names of the properties that take values of `type` (integer, number). */
const numbersOf = (properties: Record<string, NumberSpec>, type: string) =>
  Object.keys(properties)
    .filter((name) => takes(properties[name] as NumberSpec, type))
    .sort();

test("counts, ids and settings in whole units are integers; ratios and a wait in seconds are numbers", () => {
  const schema = JSON.parse(generated) as {
    config: { variables: Record<string, { type?: string }> };
    types: Record<string, { properties?: Record<string, { type?: string; items?: { type?: string } }> }>;
    functions: Record<string, { inputs?: { properties: Record<string, { type?: string }> } }>;
  };
  expect(numbersOf(schema.config.variables, "integer")).toEqual([
    "maxConcurrentRequests",
    "requestTimeoutSeconds",
  ]);
  expect(numbersOf(schema.config.variables, "number")).toEqual(["maxChangeRatio"]);
  const product = schema.types["registrar:index:TlsProduct"]?.properties ?? {};
  expect(product.validityDays).toMatchObject({ type: "array", items: { type: "integer" } });
  expect(schema.types["registrar:index:DnsZoneRecordResult"]?.properties?.id).toMatchObject({
    oneOf: [{ type: "string" }, { type: "integer" }],
  });
  expect(
    numbersOf(schema.functions["registrar:index:getDomains"]?.inputs?.properties ?? {}, "integer"),
  ).toEqual(["page", "pageSize"]);
  expect(
    numbersOf(schema.functions["registrar:index:askAssistant"]?.inputs?.properties ?? {}, "number"),
  ).toEqual(["maxWaitSeconds"]);
  // What is still a number anywhere in the schema: the ratios and the assistant's wait.
  const numbers = [...generated.matchAll(/"type": "number"/g)].length;
  expect(numbers).toBe(10);
});
