import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ManualClock } from "../../../emulator";
import { functionToken } from "../../../plugin/functions";
import type { RegistrarClient } from "../../../provider/client";
import { type LookupName, lookups } from "../../../provider/lookups/lookups";
import { makeKeyAndCsr } from "../../../provider/tls/key-pair";
import { apiContact } from "../../support/contact";
import { type InProcessEmulator, startTestEmulator } from "../../support/emulator-harness";
import { issuedCertificate } from "./support/issued-certificate";

// What the lookups really return against what docs/lookups.md says they return: the page's
// tables are generated from schema.json's functions (scripts/generate-lookups-doc.ts), so every
// lookup is called here against the emulator, through the table of lookups (the implementation the
// plugin serves and the SDK's getX unwraps), and each object of its result, nested ones included,
// has exactly the fields schema.json lists for it, null only where a field is not required. A
// field the mapping adds, drops or misspells fails here.

interface PropertySchema {
  type?: string;
  items?: PropertySchema;
  oneOf?: PropertySchema[];
  $ref?: string;
}
interface ObjectSchema {
  properties?: Record<string, PropertySchema>;
  required?: string[];
  enum?: { value: string }[];
}
const schema = JSON.parse(readFileSync(join(__dirname, "..", "..", "..", "schema.json"), "utf8")) as {
  types: Record<string, ObjectSchema>;
  functions: Record<string, { outputs: ObjectSchema }>;
};

let emulator: InProcessEmulator;
let client: RegistrarClient;
let certificateId: string;
let organizationId: string;
const time = new ManualClock("2025-03-01T00:00:00Z");

beforeAll(async () => {
  emulator = await startTestEmulator({ clock: time });
  ({ client } = emulator);
  // An issued certificate, and an organization.
  certificateId = (await issuedCertificate(client, time)).id;
  // A second order, left pending: its DCV records are still listed.
  const pending = await makeKeyAndCsr({
    commonName: "shop.example.com",
    sanNames: ["shop.example.com"],
    keyAlgorithm: "ecdsa-p256",
    subject: {},
  });
  await client.createCertificate({
    sku: "dv-single",
    common_name: "shop.example.com",
    csr: pending.csr,
    dcv_method: "dns-cname-token",
  });
  organizationId = (await client.createOrganization(apiContact)).id;
});
afterAll(() => emulator.stop());

/** The arguments of each call of each lookup, on the demo account's objects that fill every nested type. */
const calls: Record<LookupName, () => object[]> = {
  getDnsZones: () => [{}],
  getDnsZone: () => [{ zone: "example.com" }],
  getDnsRecords: () => [{ zone: "example.com" }],
  getZoneFile: () => [{ zone: "example.com" }],
  getDomains: () => [{}],
  getDomain: () => [{ domain: "example.net" }],
  checkAvailability: () => [{ domain: "free-name-example.com" }],
  // Vanity sets are listed for every domain; example.net is delegated to one.
  getNameservers: () => [{ domain: "example.net" }],
  // example.com: DNSSEC active, with keys; example.org: a job under way.
  getDnssec: () => [{ domain: "example.com" }, { domain: "example.org" }],
  getDnssecJobs: () => [{ domain: "example.org" }],
  getTransferCode: () => [{ domain: "example.com" }],
  getTlsProducts: () => [{}],
  getTlsCertificates: () => [{}],
  getTlsCertificate: () => [{ id: certificateId }],
  getTlsCertificatePem: () => [{ id: certificateId, format: "fullchain" }],
  getTlsOrganizations: () => [{}],
  getTlsOrganization: () => [{ id: organizationId }],
  getHostingPackages: () => [{}],
  getHostingPackage: () => [{ id: "hp-1001" }],
  getHostingAliases: () => [{ id: "hp-1001" }],
  getHostingDatabases: () => [{ id: "hp-1002" }],
  askAssistant: () => [{ question: "Is DNSSEC active for example.com?" }],
};

const typeOf = (ref: string) => {
  const type = schema.types[ref.replace("#/types/", "")];
  if (!type) throw new Error(`schema.json has no type ${ref}`);
  return type;
};

/** Where `value` differs from the schema `property`; records the object types it met. */
function differences(value: unknown, property: PropertySchema, path: string, met: Set<string>): string[] {
  if (property.oneOf) {
    const each = property.oneOf.map((member) => differences(value, member, path, met));
    return each.some((found) => found.length === 0) ? [] : (each[0] ?? []);
  }
  if (property.type === "array") {
    if (!Array.isArray(value)) return [`${path} is not a list`];
    return value.flatMap((item, i) => differences(item, property.items ?? {}, `${path}[${i}]`, met));
  }
  if (property.$ref) {
    const type = typeOf(property.$ref);
    if (type.enum)
      return type.enum.some((member) => member.value === value)
        ? []
        : [`${path} is ${JSON.stringify(value)}`];
    met.add(property.$ref);
    return objectDifferences(value, type, path, met);
  }
  const expected = property.type === "integer" ? "number" : property.type;
  return typeof value === expected ? [] : [`${path} is a ${typeof value}, not a ${property.type}`];
}

function objectDifferences(value: unknown, type: ObjectSchema, path: string, met: Set<string>): string[] {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return [`${path} is not an object`];
  const properties = type.properties ?? {};
  const keys = Object.keys(value).sort();
  const documented = Object.keys(properties).sort();
  if (keys.join() !== documented.join())
    return [`${path} has ${keys.join(", ")}; the page lists ${documented}`];
  const required = new Set(type.required ?? []);
  return Object.entries(properties).flatMap(([name, property]) => {
    const field = (value as Record<string, unknown>)[name];
    if (field === null)
      return required.has(name) ? [`${path}.${name} is null, which the page does not say`] : [];
    return differences(field, property, `${path}.${name}`, met);
  });
}

test("every lookup is called here", () => {
  expect(Object.keys(calls).sort()).toEqual(Object.keys(lookups).sort());
  expect(Object.keys(schema.functions).sort()).toEqual(
    (Object.keys(lookups) as LookupName[]).map(functionToken).sort(),
  );
});

test("every object a lookup returns has the fields docs/lookups.md lists, nested ones too", async () => {
  const met = new Set<string>();
  const found: string[] = [];
  for (const name of Object.keys(calls) as LookupName[]) {
    const { outputs } = schema.functions[functionToken(name)] ?? { outputs: {} };
    const lookup = lookups[name] as { run(client: RegistrarClient, args: object): Promise<object> };
    for (const args of calls[name]()) {
      found.push(...objectDifferences(await lookup.run(client, args), outputs, name, met));
    }
  }
  expect(found).toEqual([]);
  // Every object type the results name was seen with a value: none is documented but never checked.
  const named = new Set<string>();
  const collect = (property: PropertySchema) => {
    if (property.items) collect(property.items);
    for (const member of property.oneOf ?? []) collect(member);
    if (!property.$ref || named.has(property.$ref)) return;
    const type = typeOf(property.$ref);
    if (type.enum) return;
    named.add(property.$ref);
    for (const inner of Object.values(type.properties ?? {})) collect(inner);
  };
  for (const fn of Object.values(schema.functions))
    for (const property of Object.values(fn.outputs.properties ?? {})) collect(property);
  expect([...met].sort()).toEqual([...named].sort());
});
