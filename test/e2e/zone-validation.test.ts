import type { EmulatorAdmin } from "../support/emulator-admin";
import { type InProcessEmulator, startTestEmulator } from "../support/emulator-harness";
import { expectSuccess, expectYamlHost } from "./support/processes";
import { type ProgramStack, programStack } from "./support/program-stack";
import type { PulumiCli } from "./support/pulumi-cli";

// Zone validation through the real CLI: a zone with two SPF policies at the apex shows a warning
// naming both in `pulumi preview`; with the rule's severity raised to error in the stack config,
// the preview fails naming the rule and the records, and the emulator sees no write. Through the
// classes and through the provider plugin (YAML), whose first preview reads the zone once.

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
  const preview = await cli.run(["preview", "--diff"]);
  expectSuccess("preview", preview);
  expect(text(preview)).toMatch(
    /warning: duplicate-spf example\.com\. TXT "v=spf1 mx -all": example\.com\. has 2 SPF policies \(example\.com\. TXT "v=spf1 mx -all" and example\.com\. TXT "v=spf1 include:mailer\.example -all"\)/,
  );

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

test("through the provider plugin (YAML): the SPF policy already in the zone and the one the program declares, before the first up; as an error, no write", async () => {
  expectYamlHost();
  const yaml = await programStack("zone-validation-yaml", emulator);
  try {
    await admin.clearRequests();
    // The demo account's example.com holds "v=spf1 mx -all" at the apex, which no program declares.
    const preview = await yaml.cli.run(["preview"]);
    expectSuccess("preview", preview);
    expect(text(preview)).toMatch(
      /warning: duplicate-spf example\.com\. TXT "v=spf1 include:mailer\.example -all": example\.com\. has 2 SPF policies .*"v=spf1 mx -all"/,
    );
    expect(await writes()).toEqual([]);

    const setting = JSON.stringify({ rules: { "duplicate-spf": "error" } });
    expectSuccess("config", await yaml.cli.run(["config", "set", "registrar:zoneValidation", setting]));
    const up = await yaml.cli.run(["up", "--yes"]);
    expect(up.code).not.toBe(0);
    expect(text(up)).toMatch(/error duplicate-spf example\.com\. TXT .*v=spf1 mx -all/);
    expect(await writes()).toEqual([]);
  } finally {
    yaml.dispose();
  }
});

test("the second SPF allowed with its reason, a stricter TTL range set: up, then a clean preview --refresh", async () => {
  const allowed = [
    records[0],
    records[1],
    { ...records[2], allow: [{ rule: "duplicate-spf", reason: "the mailer's policy, merged next week" }] },
  ];
  expectSuccess("config", await cli.run(["config", "set", "records", JSON.stringify(allowed)]));
  const setting = JSON.stringify({ rules: { "duplicate-spf": "error" }, ttl: { min: 60 } });
  expectSuccess("config", await cli.run(["config", "set", "registrar:zoneValidation", setting]));
  const up = expectSuccess("up", await cli.run(["up", "--yes", "--skip-preview"]));
  expect(text(up)).not.toMatch(/duplicate-spf/);
  expectSuccess("preview --refresh", await cli.run(["preview", "--refresh", "--expect-no-changes"]));
  expectSuccess("destroy", await cli.run(["destroy", "--yes", "--skip-preview"]));
});
