import { mkdtempSync, readFileSync, rmSync } from "node:fs";
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
import { installPackage, writeTemplateProject } from "./support/user-project";

// The peer range the package claims (`@pulumi/pulumi` ^3.146.0) holds at its oldest end: a project
// made as `pulumi new typescript` makes it, with the oldest version of the range, type-checks the
// program and runs the dynamic resources through the real CLI: up, a clean preview, destroy. The
// newest end is user-project.test.ts's: its project installs the newest on npm, as the template does.

const peerRange = JSON.parse(readFileSync(join(__dirname, "..", "..", "package.json"), "utf8"))
  .peerDependencies["@pulumi/pulumi"] as string;
const oldest = peerRange.replace(/^\^/, "");

const program = `import { DnsRecord, DnsZone, getDnsZonesOutput } from "pulumi-registrar";

const record = new DnsRecord("peer", { name: "peer", zone: "example.org", type: "A", data: "192.0.2.70" });
const zone = new DnsZone("zone", {
  zone: "example.net",
  records: [
    { name: "www", type: "CNAME", data: "example.net" },
    { name: "peer", type: "TXT", data: "peer range" },
  ],
});

export const recordName = record.name;
export const zoneRecords = zone.records.apply((records) => Object.keys(records).length);
export const zones = getDnsZonesOutput().apply((all) => all.length);
`;

describe(`@pulumi/pulumi ${oldest}, the oldest of the peer range`, () => {
  const version = oldest;
  let project: string;
  let emulator: Background | undefined;

  beforeAll(async () => {
    project = mkdtempSync(join(tmpdir(), "registrar-peer-range-"));
    writeTemplateProject(project, { name: "peer-range", index: program, pulumiVersion: version });
    await installPackage(project);
  });

  afterAll(async () => {
    await emulator?.stop();
    if (project) rmSync(project, { recursive: true, force: true });
  });

  test("the program type-checks and runs: up, a clean preview, destroy", async () => {
    const installed = JSON.parse(
      readFileSync(join(project, "node_modules", "@pulumi", "pulumi", "package.json"), "utf8"),
    ).version as string;
    expect(installed).toBe(version);

    const tsc = await runCommand("npx", ["--no-install", "tsc", "--noEmit", "--pretty", "false"], {
      cwd: project,
    });
    expect(describeRun(`tsc --noEmit with @pulumi/pulumi ${installed}`, tsc)).toContain("exited with 0");

    emulator = await startInBackground("npx", ["--no-install", "registrar-emulator", "--port", "0"], {
      cwd: project,
      ready: /^listening on http:\/\/127\.0\.0\.1:\d+$/,
    });
    const url = emulator.line.replace("listening on ", "");
    const cli = pulumiCli(project);
    try {
      expectSuccess("pulumi stack init", await cli.run(["stack", "init", "dev"]));
      expectSuccess("config set", await cli.run(["config", "set", "registrar:baseUrl", url]));
      expectSuccess(
        "config set --secret",
        await cli.run(["config", "set", "--secret", "registrar:apiKey", "emulator-key"]),
      );
      expectSuccess(`pulumi up with @pulumi/pulumi ${installed}`, await cli.run(["up", "--yes"]));
      const outputs = JSON.parse(
        expectSuccess("outputs", await cli.run(["stack", "output", "--json"])).stdout,
      );
      expect(outputs).toEqual({ recordName: "peer.example.org.", zoneRecords: 2, zones: 3 });
      const clean = await cli.run(["preview", "--refresh", "--expect-no-changes"]);
      expect(describeRun(`a clean preview with @pulumi/pulumi ${installed}`, clean)).toContain(
        "exited with 0",
      );
      expectSuccess(
        `pulumi destroy with @pulumi/pulumi ${installed}`,
        await cli.run(["destroy", "--yes", "--skip-preview"]),
      );
    } finally {
      cli.dispose();
    }
  });
});
