import { defaultFixtures } from "../../../../emulator";
import { forgetAccountReads } from "../../../../provider/common/account-reads";
import type { StepLog } from "../../../../provider/common/step-log";
import { type RecipeSettings, recipeSettings } from "../../../../provider/config";
import { forgetZones } from "../../../../provider/dns/zone-findings";
import { recipe as dnsRecord } from "../../../../provider/resources/dns-record/recipe";
import { recipe as dnsZone } from "../../../../provider/resources/dns-zone/recipe";
import { recipe as dnssecConfig } from "../../../../provider/resources/dnssec-config/recipe";
import { recipe as nameserverDelegation } from "../../../../provider/resources/nameserver-delegation/recipe";
import { forgetAccountNotChecked } from "../../../../provider/resources/runner/account-check";
import type { ResourceRecipe } from "../../../../provider/resources/runner/recipe";
import { recipeRunner, type StepContext } from "../../../../provider/resources/runner/recipe-runner";
import { recipe as tlsCertificate } from "../../../../provider/resources/tls-certificate/recipe";
import { type EmulatorAdmin, type InProcessEmulator, useEmulator } from "../../../support/emulator";
import { rejection } from "../../../support/rejection";
import { makeCsr } from "../../../support/tls";

// Preview fails where `up` would for facts of the account: check (which both front ends run
// through the runner, in preview and in `up`) reads the zone or domain a create names, once per
// process, against the emulator over loopback. A key the API refuses fails the check; without a
// key, or without an API to read, the check passes and the process warns once.

let emulator: InProcessEmulator;
let admin: EmulatorAdmin;
useEmulator({ resetEachTest: true }, (started) => {
  emulator = started;
  admin = started.admin;
});
beforeEach(() => {
  forgetAccountReads();
  forgetAccountNotChecked();
  forgetZones();
  jest.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const recording = (): StepLog & { lines: string[] } => {
  const lines: string[] = [];
  return { lines, info: (line) => lines.push(line), warn: (line) => lines.push(`warning: ${line}`) };
};
const settingsWith = (values: Record<string, string>): RecipeSettings =>
  recipeSettings((key) => values[key.replace("registrar:", "")]);
const good = () => settingsWith({ baseUrl: emulator.url, apiKey: emulator.apiKey });

// biome-ignore lint/suspicious/noExplicitAny: the kinds' recipes, each of its own inputs
const runnerOf = (recipe: ResourceRecipe<any, any>) => recipeRunner(recipe);
const reads = async () => (await admin.requests()).map((r) => `${r.method} ${r.path}`);
const csr = makeCsr("www.nozone.example").csr;

/** One resource of each kind whose create names a zone or domain, in a zone or domain the account lacks. */
const missing = [
  { recipe: dnsRecord, news: { name: "www.nozone.example", type: "A", data: "192.0.2.1" } },
  { recipe: dnsRecord, news: { name: "www", zone: "nozone.example", type: "A", data: "192.0.2.1" } },
  { recipe: dnsZone, news: { zone: "nozone.example", records: [] } },
  { recipe: dnssecConfig, news: { domain: "nowhere.example", mode: "provider", timeoutSeconds: 5 } },
  { recipe: nameserverDelegation, news: { domain: "nowhere.example", vanitySetId: 1 } },
];
/** The API's own words in a message (the request that found it): the rest is the same in preview and `up`. */
const withoutDetail = (message: string) => message.replace(/ \((?:GET|POST|none of)[^()]*\)/, "");

test("a zone or domain the account does not have fails check with the words `up`'s create fails with", async () => {
  for (const { recipe, news } of missing) {
    const runner = runnerOf(recipe);
    const at: StepContext = { settings: good(), log: recording() };
    const { failures } = await runner.check(at, {}, news);
    expect(failures).toEqual([{ property: expect.any(String), reason: expect.any(String) }]);
    const reason = failures?.[0]?.reason ?? "";
    // The create `up` would run on the same inputs, checked without the account.
    const { inputs } = await runner.check(at, {}, news, { account: false });
    const refused = await rejection(runner.create(at, inputs));
    expect({ kind: recipe.kind, preview: withoutDetail(reason) }).toEqual({
      kind: recipe.kind,
      preview: withoutDetail(refused.message),
    });
    expect(reason).toMatch(/^(name|zone|domain): /);
  }
  // Check only read; the creates were refused before they wrote.
  expect((await admin.requests()).filter((r) => r.method !== "GET" && r.status !== 404)).toEqual([]);
});

test("a certificate whose DCV names lie in no zone of the account passes with a warning: `up` orders it and says which CNAME to make", async () => {
  const runner = runnerOf(tlsCertificate);
  const news = { sku: "dv-single", commonName: "www.nozone.example", csr };
  const log = recording();
  const { failures, inputs } = await runner.check({ settings: good(), log }, {}, news);
  expect(failures).toBeUndefined();
  expect(log.lines).toEqual([
    expect.stringMatching(
      /^warning: www\.nozone\.example lies in no zone of the account: `pulumi up` will order/,
    ),
  ]);
  expect(await reads()).toEqual(["GET /tls/products", "GET /dns/zones"]);

  // In a zone of the account, or held by the state already: no warning, no further read.
  const inZone = { ...news, commonName: "www.example.com", csr: makeCsr("www.example.com").csr };
  const quiet = recording();
  expect((await runner.check({ settings: good(), log: quiet }, {}, inZone)).failures).toBeUndefined();
  expect((await runner.check({ settings: good(), log: quiet }, inputs, news)).failures).toBeUndefined();
  expect(quiet.lines).toEqual([]);
  expect(await reads()).toEqual(["GET /tls/products", "GET /dns/zones"]);
});

test("a key the API refuses fails the check of every kind that reads the account, naming the key's setting", async () => {
  const wrong = settingsWith({ baseUrl: emulator.url, apiKey: "not-the-key" });
  const news = [
    { recipe: dnsRecord, news: { name: "www.example.com", type: "A", data: "192.0.2.1" } },
    { recipe: dnsZone, news: { zone: "example.net", records: [] } },
    { recipe: dnssecConfig, news: { domain: "example.org", mode: "provider" } },
    { recipe: nameserverDelegation, news: { domain: "example.org", vanitySetId: 1 } },
    { recipe: tlsCertificate, news: { sku: "dv-single", commonName: "www.nozone.example", csr } },
  ];
  const log = recording();
  for (const { recipe, news: inputs } of news) {
    const { failures } = await runnerOf(recipe).check({ settings: wrong, log }, {}, inputs);
    expect({ kind: recipe.kind, failures }).toEqual({
      kind: recipe.kind,
      failures: [
        {
          property: "",
          reason: expect.stringContaining(
            `(the API at ${emulator.url}/ did not accept the key: check registrar:apiKey (or REGISTRAR_API_KEY))`,
          ),
        },
      ],
    });
    expect(failures?.[0]?.reason).not.toContain("not-the-key");
  }
  // `up`'s create says the same of the key.
  const runner = runnerOf(dnsRecord);
  const { inputs } = await runner.check({ settings: wrong, log }, {}, news[0]?.news ?? {}, {
    account: false,
  });
  const refused = await rejection(runner.create({ settings: wrong, log }, inputs));
  expect(refused.message).toContain("did not accept the key: check registrar:apiKey (or REGISTRAR_API_KEY)");
  expect(log.lines).toEqual([]);
});

test("one read of the zone list, the domain list and a new zone per process, shared by concurrent checks; none for what the state holds", async () => {
  const at: StepContext = { settings: good(), log: recording() };
  const resources = [
    ...["www", "api", "mail2"].map((name) => ({
      recipe: dnsRecord,
      news: { name: `${name}.example.com`, type: "A", data: "192.0.2.1" },
    })),
    { recipe: dnsRecord, news: { name: "new.example.org", type: "TXT", data: "hello" } },
    { recipe: dnsZone, news: { zone: "example.net", records: [] } },
    { recipe: dnssecConfig, news: { domain: "example.org", mode: "provider" } },
    { recipe: nameserverDelegation, news: { domain: "example.org", vanitySetId: 1 } },
    { recipe: nameserverDelegation, news: { domain: "EXAMPLE.org.", vanitySetId: 1 } },
  ];
  const checked = await Promise.all(
    resources.map(async ({ recipe, news }) => ({
      recipe,
      news,
      result: await runnerOf(recipe).check(at, {}, news),
    })),
  );
  expect(checked.map(({ result }) => result.failures)).toEqual(resources.map(() => undefined));
  expect((await reads()).sort()).toEqual(["GET /dns/example.net./rr", "GET /dns/zones", "GET /domains"]);

  // The state holds them (the old inputs are what check gave): a later command reads nothing.
  forgetAccountReads();
  await admin.clearRequests();
  for (const { recipe, news, result } of checked) {
    const again = await runnerOf(recipe).check(at, result.inputs, news);
    expect(again.failures).toBeUndefined();
  }
  expect(await reads()).toEqual([]);
  expect(at.log).toMatchObject({ lines: [] });
});

test("without a key, or with no API at the address, checks pass and the process warns once; local checks still fail", async () => {
  const check = (settings: RecipeSettings, log: StepLog) =>
    Promise.all([
      runnerOf(dnsRecord).check(
        { settings, log },
        {},
        { name: "www.nozone.example", type: "A", data: "192.0.2.1" },
      ),
      runnerOf(dnsZone).check({ settings, log }, {}, { zone: "nozone.example", records: [] }),
      runnerOf(nameserverDelegation).check({ settings, log }, {}, { domain: "nowhere.example" }),
      runnerOf(dnsRecord).check(
        { settings, log },
        {},
        { name: "bad.example.com", type: "A", data: "192.0.2" },
      ),
    ]);
  const keyless = recording();
  const withoutKey = await check(settingsWith({ baseUrl: emulator.url }), keyless);
  expect(withoutKey.map((result) => result.failures)).toEqual([
    undefined,
    undefined,
    undefined,
    [{ property: "data", reason: expect.stringMatching(/^data: /) }],
  ]);
  expect(keyless.lines).toEqual([
    "warning: registrar: preview did not check the account (registrar:apiKey (or REGISTRAR_API_KEY) is not set): " +
      "`pulumi up` checks the API key, the zones and domains the resources name, and the certificates' products",
  ]);
  expect(await reads()).toEqual([]);

  forgetAccountNotChecked();
  const unreachable = recording();
  const nobody = settingsWith({ baseUrl: "http://127.0.0.1:1", apiKey: emulator.apiKey });
  const withoutApi = await check(nobody, unreachable);
  expect(withoutApi.map((result) => result.failures?.length ?? 0)).toEqual([0, 0, 0, 1]);
  expect(unreachable.lines).toEqual([
    expect.stringMatching(
      /^warning: registrar: preview did not check the account \(GET \/dns\/.*: connection refused by http:\/\/127\.0\.0\.1:1 .*check registrar:baseUrl \(or REGISTRAR_BASE_URL\)\)\): `pulumi up` checks/,
    ),
  ]);
});

describe("an account of more domains than one page of GET /domains holds", () => {
  let large: InProcessEmulator;
  const domains = Array.from({ length: 120 }, (_, i) => `many-${String(i).padStart(3, "0")}.example`);
  useEmulator(
    {
      fixtures: {
        ...defaultFixtures(),
        domains: domains.map((name) => ({
          name,
          owner_label: "Many",
          renewal_status: "auto-renew" as const,
          expires_at: "2030-01-01",
          dnssec_status: "inactive" as const,
          nameserver_mode: "standard" as const,
        })),
      },
    },
    (started) => {
      large = started;
    },
  );

  test("the first page answers its domains; another is read once by its name", async () => {
    const at: StepContext = {
      settings: settingsWith({ baseUrl: large.url, apiKey: large.apiKey }),
      log: recording(),
    };
    const check = (domain: string) => runnerOf(dnssecConfig).check(at, {}, { domain, mode: "provider" });
    await large.admin.clearRequests();
    const results = await Promise.all(
      ["many-000.example", "many-119.example", "many-119.example", "nowhere.example"].map(check),
    );
    expect(results.map((result) => result.failures?.[0]?.reason)).toEqual([
      undefined,
      undefined,
      undefined,
      expect.stringMatching(
        /^domain: nowhere\.example is not a domain of this account \(getDomains lists them\) \(GET \/domains\/nowhere\.example failed with 404/,
      ),
    ]);
    const read = (await large.admin.requests()).map((r) => `${r.method} ${r.path}`).sort();
    expect(read).toEqual(["GET /domains", "GET /domains/many-119.example", "GET /domains/nowhere.example"]);
  });
});

test("a check that only completes what an import read reads nothing of the account", async () => {
  const at: StepContext = { settings: good(), log: recording() };
  const { failures } = await runnerOf(nameserverDelegation).check(
    at,
    {},
    { domain: "nowhere.example" },
    { account: false },
  );
  expect(failures).toBeUndefined();
  expect(await reads()).toEqual([]);
});
