import { createHash, randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type InProcessEmulator, startTestEmulator } from "../support/emulator-harness";
import { programsSource, pulumiBinDir } from "../support/workspace";
import { expectSuccess, expectYamlHost, runCommand } from "./support/processes";

/**
 * The plugin as a user without Node.js gets it (`npm run release:plugin`): the linux-amd64
 * archive, installed by `pulumi plugin install --file` into an empty Pulumi home, runs a YAML
 * program of one DnsRecord against the emulator, with only `pulumi` and the YAML language host on
 * PATH and nothing else in the environment: no node, no plugins.providers, no downloads. The
 * script keeps the archive by a key of its inputs (node_modules/.cache), so a run after one that
 * built the same plugin copies it.
 */
const repo = join(__dirname, "..", "..");
const version = (JSON.parse(readFileSync(join(repo, "package.json"), "utf8")) as { version: string }).version;
const archiveName = `pulumi-resource-registrar-v${version}-linux-amd64.tar.gz`;
let scratch: string;
let emulator: InProcessEmulator;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), "registrar-release-"));
  emulator = await startTestEmulator({ apiKey: `release-e2e-${randomBytes(12).toString("hex")}` });
});
afterAll(async () => {
  await emulator?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test("the release archive's plugin runs a YAML program with no Node.js installed", async () => {
  expectYamlHost();
  const out = join(scratch, "release");
  const built = expectSuccess(
    "scripts/release-plugin.sh",
    await runCommand(join(repo, "scripts", "release-plugin.sh"), ["--targets", "linux-amd64", "--out", out], {
      cwd: repo,
    }),
  );
  expect(built.stdout.trim().split("\n")).toEqual([
    join(out, archiveName),
    join(out, `pulumi-registrar_${version}_checksums.txt`),
  ]);
  const archive = join(out, archiveName);
  const sha256 = createHash("sha256").update(readFileSync(archive)).digest("hex");
  expect(readFileSync(join(out, `pulumi-registrar_${version}_checksums.txt`), "utf8")).toBe(
    `${sha256}  ${archiveName}\n`,
  );

  // PATH: the CLI and the YAML host alone. The environment: what the commands need, nothing of
  // this process's (no NODE_OPTIONS, no compile cache).
  const bin = join(scratch, "bin");
  mkdirSync(bin);
  for (const tool of ["pulumi", "pulumi-language-yaml"])
    symlinkSync(join(pulumiBinDir(), tool), join(bin, tool));
  const home = join(scratch, "home");
  const env = {
    PATH: bin,
    HOME: home,
    PULUMI_HOME: join(home, ".pulumi"),
    PULUMI_BACKEND_URL: `file://${home}`,
    PULUMI_CONFIG_PASSPHRASE: "release-plugin",
    PULUMI_SKIP_UPDATE_CHECK: "true",
    PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
    PULUMI_NON_INTERACTIVE: "true",
    NO_COLOR: "1",
  };
  const project = join(scratch, "project");
  cpSync(join(programsSource, "plugin-release"), project, { recursive: true });
  const pulumi = async (...args: string[]) =>
    expectSuccess(
      `pulumi ${args.join(" ")}`,
      await runCommand(join(bin, "pulumi"), args, { cwd: project, env }),
    );

  await pulumi("plugin", "install", "resource", "registrar", version, "--file", archive);
  const installed = join(home, ".pulumi", "plugins", `resource-registrar-v${version}`);
  expect(readdirSync(installed).sort()).toEqual(
    expect.arrayContaining(["LICENSE", "LICENSE-node", "pulumi-resource-registrar"]),
  );
  expect(existsSync(join(bin, "node"))).toBe(false);

  await pulumi("stack", "init", "dev");
  await pulumi(
    "config",
    "set-all",
    "--plaintext",
    `registrar:baseUrl=${emulator.url}`,
    "--secret",
    `registrar:apiKey=${emulator.apiKey}`,
  );
  const up = await pulumi("up", "--yes", "--skip-preview");
  expect(up.stdout).toMatch(/registrar:index:DnsRecord release-check created/);
  const id = /recordId\s*:\s*"(\d+)"/.exec(up.stdout)?.[1] as string;
  expect(await emulator.client.getRecord(id)).toMatchObject({
    name: "release-check.example.com.",
    type: "A",
    data: "192.0.2.7",
  });

  await pulumi("destroy", "--yes", "--skip-preview");
  expect((await emulator.client.listRecords("example.com")).map((r) => r.name)).not.toContain(
    "release-check.example.com.",
  );
}, 300_000);
