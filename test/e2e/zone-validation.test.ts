import type { EmulatorAdmin, Fault } from "../support/emulator-admin";
import { type InProcessEmulator, startTestEmulator } from "../support/emulator-harness";
import { jsonDiagnostics } from "./support/diagnostics";
import { expectSuccess, expectYamlHost } from "./support/processes";
import { type ProgramStack, programStack } from "./support/program-stack";
import type { PulumiCli } from "./support/pulumi-cli";

// Zone validation through the real CLI: a zone with two SPF policies at the apex shows a warning
// naming both in `pulumi preview`; with the rule's severity raised to error in the stack config,
// the preview fails naming the rule and the records, and the emulator sees no write. Through the
// classes and through the provider plugin (YAML), whose first preview reads the zone once. In
// both, the warning, the zone's progress lines and the note of a request sent again (a 503 with
// Retry-After, injected) land on the zone: the engine's diagnostics (`--json`) name its URN.

let emulator: InProcessEmulator;
let admin: EmulatorAdmin;
let stack: ProgramStack | undefined;
let cli: PulumiCli;

const records = [
  { name: "@", type: "A", data: "192.0.2.10" },
  { name: "@", type: "TXT", data: "v=spf1 mx -all" },
  { name: "@", type: "TXT", data: "v=spf1 include:mailer.example -all" },
];
const text = (run: { stdout: string; stderr: string }) => `${run.stdout}\n${run.stderr}`;
const writes = async () => (await admin.requests()).filter((r) => r.method !== "GET");

const zoneUrn = "urn:pulumi:test::registrar-dns-zone::pulumi-nodejs:dynamic/registrar:DnsZone::example-com";
const yamlZoneUrn = "urn:pulumi:test::registrar-zone-validation-yaml::registrar:index:DnsZone::example-com";
/** The next `method` request to `path` refused with 503 and Retry-After: sent again after 1 s, with a note. */
const busy = (method: string, path: string): Fault => ({
  method,
  path,
  status: 503,
  headers: { "retry-after": "1" },
});
const retryNote = /^(GET|PATCH) \/dns\/\S+ failed with 503; sending it again in 1 s \(attempt 2 of 5\)/;
const progress = /^zone example\.com\.: \d+ to create, \d+ to update, \d+ to delete/;
/** Where the engine shows the diagnostics of `run` (with --json) whose message matches `pattern`. */
const placed = (run: { stdout: string }, pattern: RegExp) =>
  jsonDiagnostics(run.stdout)
    .filter((diagnostic) => pattern.test(diagnostic.message))
    .map(({ urn, severity }) => ({ urn, severity }));

beforeAll(async () => {
  emulator = await startTestEmulator({});
  admin = emulator.admin;
  stack = await programStack("dns-zone", emulator);
  cli = stack.cli;
  expectSuccess("config", await cli.run(["config", "set", "records", JSON.stringify(records)]));
});
afterAll(async () => {
  stack?.dispose();
  await emulator?.stop();
});

test("two SPF policies at the apex: a warning naming both in preview; as an error, a failed preview and no write", async () => {
  await admin.clearRequests();
  const preview = await cli.run(["preview", "--json"]);
  expectSuccess("preview", preview);
  // Checked as the provider process starts (its first request): on the zone all the same.
  expect(
    placed(
      preview,
      /^warning: duplicate-spf example\.com\. TXT "v=spf1 mx -all": example\.com\. has 2 SPF policies \(example\.com\. TXT "v=spf1 mx -all" and example\.com\. TXT "v=spf1 include:mailer\.example -all"\)/,
    ),
  ).toEqual([{ urn: zoneUrn, severity: "warning" }]);

  const setting = JSON.stringify({ rules: { "duplicate-spf": "error" } });
  expectSuccess("config", await cli.run(["config", "set", "registrar:zoneValidation", setting]));
  await admin.clearRequests();
  const refused = await cli.run(["preview"]);
  expect(refused.code).not.toBe(0);
  expect(text(refused)).toMatch(
    /error duplicate-spf example\.com\. TXT .*v=spf1 include:mailer\.example -all/,
  );
  const up = await cli.run(["up", "--yes"]);
  expect(up.code).not.toBe(0);
  expect(text(up)).toMatch(/error duplicate-spf/);
  expect(await writes()).toEqual([]);
});

test("through the provider plugin (YAML): the SPF policy already in the zone and the one the program declares, before the first up; on the zone in its up; as an error, no write", async () => {
  expectYamlHost();
  const yaml = await programStack("zone-validation-yaml", emulator);
  const warning =
    /^warning: duplicate-spf example\.com\. TXT "v=spf1 include:mailer\.example -all": example\.com\. has 2 SPF policies .*"v=spf1 mx -all"/;
  try {
    await admin.clearRequests();
    // The demo account's example.com holds "v=spf1 mx -all" at the apex, which no program declares.
    const preview = await yaml.cli.run(["preview", "--json"]);
    expectSuccess("preview", preview);
    expect(placed(preview, warning)).toEqual([{ urn: yamlZoneUrn, severity: "warning" }]);
    expect(await writes()).toEqual([]);

    await admin.faults([busy("GET", "^/dns/example\\.com\\./rr$")]);
    const up = expectSuccess("up", await yaml.cli.run(["up", "--yes", "--skip-preview", "--json"]));
    expect(placed(up, warning)).toEqual([{ urn: yamlZoneUrn, severity: "warning" }]);
    expect(placed(up, progress)).toEqual([{ urn: yamlZoneUrn, severity: "info" }]);
    expect(placed(up, retryNote)).toEqual([{ urn: yamlZoneUrn, severity: "info" }]);

    const setting = JSON.stringify({ rules: { "duplicate-spf": "error" } });
    expectSuccess("config", await yaml.cli.run(["config", "set", "registrar:zoneValidation", setting]));
    await admin.clearRequests();
    const refused = await yaml.cli.run(["up", "--yes"]);
    expect(refused.code).not.toBe(0);
    expect(text(refused)).toMatch(/error duplicate-spf example\.com\. TXT .*v=spf1 mx -all/);
    expect(await writes()).toEqual([]);
  } finally {
    yaml.dispose();
    await admin.reset(); // the zone as the fixtures hold it, for the classes' stack
  }
});

test("the second SPF allowed with its reason, a stricter TTL range set: up, its lines on the zone, then a clean preview --refresh", async () => {
  const allowed = [
    records[0],
    records[1],
    { ...records[2], allow: [{ rule: "duplicate-spf", reason: "the mailer's policy, merged next week" }] },
  ];
  expectSuccess("config", await cli.run(["config", "set", "records", JSON.stringify(allowed)]));
  const setting = JSON.stringify({ rules: { "duplicate-spf": "error" }, ttl: { min: 60 } });
  expectSuccess("config", await cli.run(["config", "set", "registrar:zoneValidation", setting]));
  // A record the zone takes over is marked through a PATCH: the create's note.
  await admin.faults([busy("PATCH", "^/dns/rr/")]);
  const up = expectSuccess("up", await cli.run(["up", "--yes", "--skip-preview", "--json"]));
  expect(placed(up, /duplicate-spf/)).toEqual([]);
  // The create's lines (the host hands the provider's create no URN): on the zone.
  expect(placed(up, progress)).toEqual([{ urn: zoneUrn, severity: "info" }]);
  expect(placed(up, retryNote)).toEqual([{ urn: zoneUrn, severity: "info" }]);
  expectSuccess("preview --refresh", await cli.run(["preview", "--refresh", "--expect-no-changes"]));
  expectSuccess("destroy", await cli.run(["destroy", "--yes", "--skip-preview"]));
});
