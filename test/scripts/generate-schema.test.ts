import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pluginKinds, typeToken } from "../../plugin/kinds";
import type { ResourceKind } from "../../provider/resources/registry";
import { generateSchemaText } from "../../scripts/generate-schema";

const committed = readFileSync(join(__dirname, "..", "..", "schema.json"), "utf8");
let generated: string;
beforeAll(() => {
  generated = generateSchemaText();
}, 60_000);

test("schema.json is what the code generates (run `npm run generate`)", () => {
  expect(committed).toBe(generated);
});

test("every kind of the plugin is a resource of the schema, documented, its inputs from its SDK class", () => {
  const schema = JSON.parse(generated) as {
    resources: Record<
      string,
      { description?: string; inputProperties: Record<string, { description?: string }> }
    >;
  };
  expect(Object.keys(schema.resources).sort()).toEqual(
    (Object.keys(pluginKinds) as ResourceKind[]).map((kind) => typeToken(kind)).sort(),
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
  ]);
  expect(schema.config.variables.apiKey?.secret).toBe(true);
  expect(schema.provider.inputProperties).toEqual(schema.config.variables);
  expect(schema.resources["registrar:index:CertificateRequest"]?.properties.privateKeyPem?.secret).toBe(true);
});
