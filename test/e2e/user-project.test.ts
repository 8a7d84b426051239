import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type Background,
  describe as describeRun,
  expectSuccess,
  type Finished,
  runCommand,
  startInBackground,
} from "./support/processes";
import { type PulumiCli, pulumiCli } from "./support/pulumi-cli";
import { installPackage, writeTemplateProject } from "./support/user-project";

/**
 * An address where nothing listens: port 1, below the range the system hands out to servers
 * that ask for any port, so no server another test file starts meanwhile can take it (a port
 * found free and released can be).
 */
const noListener = "http://127.0.0.1:1";

// A user's first hour: a project exactly as `pulumi new typescript` makes it (the template's
// tsconfig.json, no flag added, the newest @pulumi/pulumi on npm, resolved when the test runs: the
// newest end of the peer range), `npm install pulumi-registrar` (the packed tarball), a program
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
  writeTemplateProject(project, { name: "first-hour", index: program, pulumiVersion: "latest" });
  await installPackage(project);
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

    expectSuccess("pulumi up", await cli.run(["up", "--yes", "--skip-preview"]));
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
    expectSuccess("pulumi destroy", await cli.run(["destroy", "--yes", "--skip-preview"]));

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

describe("settings are checked before any resource work", () => {
  // Three records and nothing else: a settings error must show once, not once per resource.
  const records = `import { DnsRecord } from "pulumi-registrar";

for (const name of ["one", "two", "three"]) {
  new DnsRecord(name, { name, zone: "example.org", type: "TXT", data: \`settings check \${name}\` });
}
`;
  // Only a lookup: its failure is the program's own error.
  const lookupOnly = `import { getDnsZonesOutput } from "pulumi-registrar";

export const zones = getDnsZonesOutput().apply((all) => all.length);
`;
  const wrongKey = "wrong-key-0123456789";
  let dir: string;
  let cli: PulumiCli;
  let api: Background;
  let apiUrl: string;
  let stacks = 0;

  /** `pulumi <command>` on a new stack of `program` with the given settings. */
  async function withSettings(
    program: string,
    settings: { baseUrl?: string; apiKey?: string },
    command: string[],
  ): Promise<Finished & { all: string }> {
    writeTemplateProject(dir, { name: "settings-check", index: program });
    expectSuccess("pulumi stack init", await cli.run(["stack", "init", `s${++stacks}`]));
    if (settings.baseUrl !== undefined)
      expectSuccess("config set", await cli.run(["config", "set", "registrar:baseUrl", settings.baseUrl]));
    if (settings.apiKey !== undefined)
      expectSuccess(
        "config set --secret",
        await cli.run(["config", "set", "--secret", "registrar:apiKey", settings.apiKey]),
      );
    const result = await cli.run(command);
    return { ...result, all: `${result.stdout}\n${result.stderr}` };
  }

  beforeAll(async () => {
    // Below the project, so the program finds the installed package in its node_modules.
    dir = mkdtempSync(join(project, "settings-"));
    cli = pulumiCli(dir);
    api = await startInBackground("npx", ["--no-install", "registrar-emulator", "--port", "0"], {
      cwd: project,
      ready: /^listening on http:\/\/127\.0\.0\.1:\d+$/,
    });
    apiUrl = api.line.replace("listening on ", "");
  });

  afterAll(async () => {
    await api?.stop();
    cli?.dispose();
  });

  /** The resources the Diagnostics section reports an error for. */
  const erroredResources = (stdout: string) =>
    [...stdout.matchAll(/^ {2}(\S+) \((\w+)\):\n {4}error: /gm)]
      .filter((match) => match[1] !== "pulumi:pulumi:Stack")
      .map((match) => match[2]);

  // The base URL problem's preview, shared by the tests reading it.
  let badUrlPreview: ReturnType<typeof withSettings> | undefined;
  const badUrl = () => {
    badUrlPreview ??= withSettings(records, { baseUrl: "127.0.0.1:8787", apiKey: "emulator-key" }, [
      "preview",
    ]);
    return badUrlPreview;
  };

  test("a base URL that is not an http(s) URL fails `pulumi preview` once, naming the setting and the variable", async () => {
    const preview = await badUrl();
    expect(describeRun("pulumi preview", preview)).not.toContain("exited with 0");
    expect(preview.all).toContain(
      'registrar:baseUrl (or REGISTRAR_BASE_URL) must be an http(s) URL such as http://127.0.0.1:8787, got "127.0.0.1:8787"',
    );
    // One provider process, one check: one resource fails, not one per record.
    expect({ errored: erroredResources(preview.stdout).length, output: preview.all }).toEqual({
      errored: 1,
      output: preview.all,
    });
    expect(preview.stdout).toMatch(/^ +1 errored$/m);
    // Once in the report: on the resource, not again under the stack.
    const diagnostics = preview.stdout.slice(preview.stdout.indexOf("Diagnostics:"));
    expect({ times: diagnostics.split("must be an http(s) URL").length - 1, diagnostics }).toEqual({
      times: 1,
      diagnostics,
    });
  });

  test("a settings error shows no stack trace", async () => {
    const preview = await badUrl();
    expect(preview.all).toContain("registrar:baseUrl (or REGISTRAR_BASE_URL)");
    expect(preview.all).not.toMatch(/^\s+(\+\s+\S+\s+\S+\s+create\s+)?at .+:\d+:\d+\)?$/m);
  });

  test("a missing key: the preview passes with one warning (a fork's pull request has no secrets); `up` fails naming the setting and the variable", async () => {
    // `pulumi up` previews first: both in one command, the preview's report before "Updating".
    const up = await withSettings(records, { baseUrl: apiUrl }, ["up", "--yes"]);
    expect(describeRun("pulumi up", up)).not.toContain("exited with 0");
    const preview = up.stdout.slice(0, up.stdout.indexOf("\nUpdating ("));
    expect(preview).toMatch(/^ +\+ 4 to create$/m);
    const warnings = preview
      .slice(preview.indexOf("Diagnostics:"))
      .match(
        /warning: registrar: preview did not check the account \(registrar:apiKey \(or REGISTRAR_API_KEY\) is not set\)/g,
      );
    expect({ warnings: warnings?.length, preview }).toEqual({ warnings: 1, preview });
    expect(up.all).toContain(
      "registrar:apiKey (or REGISTRAR_API_KEY) is not set: run `pulumi config set --secret registrar:apiKey <key>`",
    );
  });

  test("a key the API refuses names the setting and the address, never the key", async () => {
    const up = await withSettings(records, { baseUrl: apiUrl, apiKey: wrongKey }, ["up", "--yes"]);
    expect(describeRun("pulumi up", up)).not.toContain("exited with 0");
    expect(up.all).toContain(`the API at ${apiUrl}`);
    expect(up.all).toContain("did not accept the key: check registrar:apiKey (or REGISTRAR_API_KEY)");
    expect(up.all).not.toContain(wrongKey);
  });

  test("an address where no API listens names the setting and the address", async () => {
    const nobody = noListener;
    const up = await withSettings(records, { baseUrl: nobody, apiKey: wrongKey }, ["up", "--yes"]);
    expect(describeRun("pulumi up", up)).not.toContain("exited with 0");
    expect(up.all).toContain(`connection refused by ${nobody}`);
    expect(up.all).toContain("check registrar:baseUrl (or REGISTRAR_BASE_URL)");
    expect(up.all).not.toContain(wrongKey);
  });

  test("a failed lookup is one line naming the lookup and the setting, with no stack trace", async () => {
    const nobody = noListener;
    const preview = await withSettings(lookupOnly, { baseUrl: nobody, apiKey: wrongKey }, ["preview"]);
    expect(describeRun("pulumi preview", preview)).not.toContain("exited with 0");
    const diagnostics = preview.stdout.slice(
      preview.stdout.indexOf("Diagnostics:"),
      preview.stdout.indexOf("\nResources:"),
    );
    expect(diagnostics).toMatch(
      new RegExp(
        `^ {4}error: getDnsZones: GET /dns/zones: connection refused by ${nobody.replace(/\./g, "\\.")} .*check registrar:baseUrl \\(or REGISTRAR_BASE_URL\\)\\)$`,
        "m",
      ),
    );
    // That line and nothing else: no "unhandled exception", no stack frames, no nested errors.
    expect(diagnostics.split("\n").filter((line) => line.startsWith("    "))).toHaveLength(1);
    expect(preview.all).not.toContain("unhandled exception");
    expect(preview.all).not.toContain(wrongKey);
  });
});
