import * as pulumi from "@pulumi/pulumi";
import { ManualClock } from "../../../emulator";
import type { RegistrarClient } from "../../../provider/client";
import { makeKeyAndCsr } from "../../../provider/tls/key-pair";
import * as sdk from "../../../sdk";
import { apiContact } from "../../support/contact";
import { startTestEmulator, type TestEmulator } from "../../support/emulator-harness";
import { issuedCertificate } from "./support/issued-certificate";
import { readmeLookups, readmeTypeTables } from "./support/readme-lookups";

// What the lookups really return against the README's tables: every lookup is called against
// the emulator, and each object of its result, nested ones included, has exactly the fields of
// its type's table. A field the mapping adds, drops or misspells fails here.

let emulator: TestEmulator;
let client: RegistrarClient;
let options: { baseUrl: string; apiKey: string };
let certificateId: string;
let organizationId: string;
const time = new ManualClock("2025-03-01T00:00:00Z");

beforeAll(async () => {
  pulumi.runtime.setMocks(
    { newResource: (args) => ({ id: `${args.name}-id`, state: args.inputs }), call: (args) => args.inputs },
    "project",
    "stack",
    false,
  );
  emulator = await startTestEmulator({ clock: time });
  ({ options, client } = emulator);
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

/** One call of each lookup, on the demo account's objects that fill every nested type. */
const calls: Record<string, () => Promise<unknown>> = {
  getDnsZones: () => sdk.getDnsZones(options),
  getDnsZone: () => sdk.getDnsZone("example.com", options),
  getDnsRecords: () => sdk.getDnsRecords("example.com", options),
  getZoneFile: () => sdk.getZoneFile("example.com", options),
  getDomains: () => sdk.getDomains({}, options),
  getDomain: () => sdk.getDomain("example.net", options),
  checkAvailability: () => sdk.checkAvailability("free-name-example.com", options),
  // Vanity sets are listed for every domain; example.net is delegated to one.
  getNameservers: () => sdk.getNameservers("example.net", options),
  // example.com: DNSSEC active, with keys; example.org: a job under way.
  getDnssec: () =>
    Promise.all([sdk.getDnssec("example.com", options), sdk.getDnssec("example.org", options)]),
  getDnssecJobs: () => sdk.getDnssecJobs("example.org", options),
  getTransferCode: () => sdk.getTransferCode("example.com", options),
  getTlsProducts: () => sdk.getTlsProducts(options),
  getTlsCertificates: () => sdk.getTlsCertificates(options),
  getTlsCertificate: () => sdk.getTlsCertificate(certificateId, options),
  getTlsCertificatePem: () => sdk.getTlsCertificatePem(certificateId, "fullchain", options),
  getTlsOrganizations: () => sdk.getTlsOrganizations(options),
  getTlsOrganization: () => sdk.getTlsOrganization(organizationId, options),
  getHostingPackages: () => sdk.getHostingPackages(options),
  getHostingPackage: () => sdk.getHostingPackage("hp-1001", options),
  getHostingAliases: () => sdk.getHostingAliases("hp-1001", options),
  getHostingDatabases: () => sdk.getHostingDatabases("hp-1002", options),
  askAssistant: () => sdk.askAssistant("Is DNSSEC active for example.com?", options),
};
/** Lookups called more than once above: their result is a list of answers. */
const severalAnswers = new Set(["getDnssec"]);

const tables = readmeTypeTables();
/** The README type a type text names, if it has a table: "DnssecJob | null" gives DnssecJob. */
const tableOf = (typeText: string) =>
  (typeText.replace(/"[^"]*"/g, "").match(/\b[A-Z]\w*\b/g) ?? []).find((name) => tables.has(name));

/** Where `value` differs from the README's description `typeText`; records the tables it met. */
function differences(value: unknown, typeText: string, path: string, met: Set<string>): string[] {
  if (value === null) return typeText.split(" | ").includes("null") ? [] : [`${path} is null`];
  if (Array.isArray(value)) {
    if (!typeText.endsWith("[]")) return [`${path} is a list, not ${typeText}`];
    const item = typeText.replace(/^\((.*)\)\[\]$|\[\]$/, "$1");
    return value.flatMap((element, i) => differences(element, item, `${path}[${i}]`, met));
  }
  const name = tableOf(typeText);
  if (name === undefined) return [];
  if (typeof value !== "object" || value === undefined) return [`${path} is not a ${name}`];
  met.add(name);
  const fields = tables.get(name) ?? [];
  const keys = Object.keys(value).sort();
  const documented = fields.map((field) => field.name).sort();
  if (keys.join() !== documented.join())
    return [`${path} has ${keys.join(", ")}; ${name} lists ${documented.join(", ")}`];
  return fields.flatMap((field) =>
    differences((value as Record<string, unknown>)[field.name], field.type, `${path}.${field.name}`, met),
  );
}

test("every lookup is called here", () => {
  const listed = readmeLookups().map((row) => row.forms[0]?.replace(/\(.*/, ""));
  expect(Object.keys(calls).sort()).toEqual(listed.sort());
});

test("every object a lookup returns has the fields its README table lists, nested ones too", async () => {
  const met = new Set<string>();
  const found: string[] = [];
  for (const row of readmeLookups()) {
    const name = row.forms[0]?.replace(/\(.*/, "") ?? "";
    const call = calls[name];
    if (!call) throw new Error(`no call of ${name}`);
    const answer = await call();
    const answers = severalAnswers.has(name) ? (answer as unknown[]) : [answer];
    for (const one of answers) found.push(...differences(one, row.result, name, met));
  }
  expect(found).toEqual([]);
  // Every result type was seen with a value: none is documented but never checked.
  const resultTypes = [...tables.keys()].filter((name) => !/Options$|Args$/.test(name));
  expect([...met].sort()).toEqual(resultTypes.sort());
});
