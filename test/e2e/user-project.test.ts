import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type Background,
  describe as describeRun,
  expectSuccess,
  runCommand,
  startInBackground,
} from "./support/processes";
import { pulumiCli } from "./support/pulumi-cli";
import { writeTemplateProject } from "./support/user-project";
import { tarballPath } from "./support/workspace";

// A user's first hour: a project exactly as `pulumi new typescript` makes it (the template's
// tsconfig.json, no flag added), `npm install pulumi-registrar` (the packed tarball), a program
// using every face of the package, `tsc --noEmit`, the emulator started from the installed
// package, then the real CLI: configuration as stack config or as environment variables.

const program = `import * as pulumi from "@pulumi/pulumi";
import {
  DnsRecord,
  type DnsRecordArgs,
  getDnsRecords,
  getDnsRecordsOutput,
  getDnsZone,
  getDnsZoneOutput,
  getDnsZones,
  getDnsZonesOutput,
  getZoneFile,
  getZoneFileOutput,
} from "pulumi-registrar";
import { NotFoundError, RegistrarClient } from "pulumi-registrar/client";
import { type RunningEmulator, startEmulator } from "pulumi-registrar/emulator";

const settings = new pulumi.Config("registrar");
const args: DnsRecordArgs = { name: "first-hour", zone: "example.org", type: "A", data: "192.0.2.60" };
const record = new DnsRecord("first-hour", args);

export const recordName = record.name;
export const zones = getDnsZonesOutput().apply((all) => all.length);
export const serial = getDnsZoneOutput(record.zone).apply((zone) => zone.serial);
export const recordCount = getDnsRecordsOutput(record.zone).apply((records) => records.length);
export const zoneFileLines = getZoneFileOutput("example.org").apply((text) => text.split("\\n").length);
export const promises = Promise.all([
  getDnsZones(),
  getDnsZone("example.net"),
  getDnsRecords("example.net"),
  getZoneFile("example.net"),
]).then(([all, zone, records, file]) => [all.length, zone.records.length, records.length, file.length > 0]);

// The client, for what the resources and lookups do not cover.
export const scopes = pulumi
  .all([settings.get("baseUrl"), settings.getSecret("apiKey")])
  .apply(async ([baseUrl, apiKey]) => {
    const client = new RegistrarClient({
      baseUrl: baseUrl ?? process.env.REGISTRAR_BASE_URL ?? "",
      apiKey: apiKey ?? process.env.REGISTRAR_API_KEY ?? "",
    });
    try {
      await client.getRecord("999999").catch((error: unknown) => {
        if (!(error instanceof NotFoundError)) throw error;
      });
      return (await client.getToken()).scopes.length;
    } finally {
      await client.close();
    }
  });

// The emulator, e.g. for a program's own tests.
const start: () => Promise<RunningEmulator> = startEmulator;
export const emulatorStarter = typeof start;
`;

let project: string;
let emulator: Background | undefined;

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), "registrar-first-hour-"));
  writeTemplateProject(project, { name: "first-hour", index: program });
  // `npm install` of the template's dependencies, and `npm install pulumi-registrar` (the tarball).
  expectSuccess(
    "npm install",
    await runCommand("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", tarballPath()], {
      cwd: project,
    }),
  );
});

afterAll(async () => {
  await emulator?.stop();
  if (project) rmSync(project, { recursive: true, force: true });
});

test("`tsc --noEmit` passes with the template's tsconfig.json", async () => {
  const tsc = await runCommand("npx", ["--no-install", "tsc", "--noEmit", "--pretty", "false"], {
    cwd: project,
  });
  expect(describeRun("tsc --noEmit", tsc)).toContain("exited with 0");
});

test("the installed emulator starts, and the CLI previews and runs the program", async () => {
  emulator = await startInBackground("npx", ["--no-install", "registrar-emulator", "--port", "0"], {
    cwd: project,
    ready: /^listening on http:\/\/127\.0\.0\.1:\d+$/,
  });
  const url = emulator.line.replace("listening on ", "");

  const cli = pulumiCli(project);
  try {
    // Stack configuration, as the README shows it.
    expectSuccess("pulumi stack init", await cli.run(["stack", "init", "dev"]));
    expectSuccess("pulumi config set", await cli.run(["config", "set", "registrar:baseUrl", url]));
    expectSuccess(
      "pulumi config set --secret",
      await cli.run(["config", "set", "--secret", "registrar:apiKey", "emulator-key"]),
    );
    const preview = await cli.run(["preview"]);
    expect(describeRun("pulumi preview", preview)).toContain("exited with 0");
    expect(preview.stdout).toContain("registrar:DnsRecord");

    expectSuccess("pulumi up", await cli.run(["up", "--yes"]));
    const outputs = JSON.parse(
      expectSuccess("outputs", await cli.run(["stack", "output", "--json", "--show-secrets"])).stdout,
    );
    expect(outputs).toMatchObject({
      recordName: "first-hour.example.org.",
      zones: 3,
      recordCount: 7,
      promises: [3, 4, 4, true],
      emulatorStarter: "function",
    });
    expect(outputs.scopes).toBeGreaterThan(1);
    const clean = await cli.run(["preview", "--expect-no-changes"]);
    expect(describeRun("pulumi preview --expect-no-changes", clean)).toContain("exited with 0");
    expectSuccess("pulumi destroy", await cli.run(["destroy", "--yes"]));

    // The environment variables instead of stack configuration.
    expectSuccess("pulumi stack init", await cli.run(["stack", "init", "env"]));
    const fromEnv = await cli.run(["preview"], {
      REGISTRAR_BASE_URL: url,
      REGISTRAR_API_KEY: "emulator-key",
    });
    expect(describeRun("pulumi preview (environment)", fromEnv)).toContain("exited with 0");
  } finally {
    cli.dispose();
  }
});
