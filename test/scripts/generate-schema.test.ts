import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { pluginKinds, typeToken } from "../../plugin/kinds";
import { certificateRequestInputs } from "../../provider/resources/certificate-request-inputs";
import { dnsRecordInputs } from "../../provider/resources/dns-record-inputs";
import { dnsZoneInputs } from "../../provider/resources/dns-zone-inputs";
import { dnssecConfigInputs } from "../../provider/resources/dnssec-config-inputs";
import { nameserverDelegationInputs } from "../../provider/resources/nameserver-delegation-inputs";
import type { ResourceKind } from "../../provider/resources/registry";
import { tlsCertificateInputs } from "../../provider/resources/tls-certificate-inputs";
import { tlsOrganizationInputs } from "../../provider/resources/tls-organization-inputs";
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

/** Each recipe's input schema (zod), by kind: a new kind must be added here. */
const recipeInputs: Record<ResourceKind, z.ZodType> = {
  DnsRecord: dnsRecordInputs,
  DnsZone: dnsZoneInputs,
  DnssecConfig: dnssecConfigInputs,
  NameserverDelegation: nameserverDelegationInputs,
  TlsOrganization: tlsOrganizationInputs,
  TlsCertificate: tlsCertificateInputs,
  CertificateRequest: certificateRequestInputs,
};

test("each resource's inputs in the schema are those its recipe's input schema takes", () => {
  const schema = JSON.parse(generated) as { resources: Record<string, { inputProperties: object }> };
  for (const [kind, inputs] of Object.entries(recipeInputs) as [ResourceKind, z.ZodType][]) {
    const json = z.toJSONSchema(inputs, { io: "input", unrepresentable: "any" }) as { properties?: object };
    // DnsRecord's schema takes any value and checks it by hand (its variants per type): nothing to compare.
    if (kind === "DnsRecord") {
      expect(json.properties).toBeUndefined();
      continue;
    }
    // The owner tag is the front end's (the SDK class, or the plugin from the URN), never the program's.
    const taken = Object.keys(json.properties ?? {}).filter(
      (name) => !(name === "ownerTag" && pluginKinds[kind].ownerTagName),
    );
    expect({
      kind,
      inputs: Object.keys(schema.resources[typeToken(kind)]?.inputProperties ?? {}).sort(),
    }).toEqual({
      kind,
      inputs: taken.sort(),
    });
  }
});
