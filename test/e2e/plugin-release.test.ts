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
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { type InProcessEmulator, startTestEmulator } from "../support/emulator-harness";
import { programsSource, pulumiBinDir } from "../support/workspace";
import { expectSuccess, expectYamlHost, runCommand } from "./support/processes";

/**
 * The plugin as a user without Node.js gets it (`npm run release:plugin`): the linux-amd64
 * archive, installed by `pulumi plugin install --file` into an empty Pulumi home, runs a YAML
 * program of one DnsRecord against the emulator, with only `pulumi` and the YAML language host on
 * PATH and nothing else in the environment: no node, no plugins.providers, no downloads. And the
 * CLI, told to download the plugin from a server (as the schema's pluginDownloadURL tells it), asks
 * for the archive by the name the script gives it. The script keeps the archive by a key of its
 * inputs (node_modules/.cache), so a run after one that built the same plugin copies it.
 */
const repo = join(__dirname, "..", "..");
const version = (JSON.parse(readFileSync(join(repo, "package.json"), "utf8")) as { version: string }).version;
const archiveName = `pulumi-resource-registrar-v${version}-linux-amd64.tar.gz`;
let scratch: string;
let out: string;
let emulator: InProcessEmulator;
/** PATH: the CLI and the YAML host alone. */
let bin: string;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), "registrar-release-"));
  emulator = await startTestEmulator({ apiKey: `release-e2e-${randomBytes(12).toString("hex")}` });
  bin = join(scratch, "bin");
  mkdirSync(bin);
  for (const tool of ["pulumi", "pulumi-language-yaml"])
    symlinkSync(join(pulumiBinDir(), tool), join(bin, tool));
  out = join(scratch, "release");
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
}, 600_000);
afterAll(async () => {
  await emulator?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** The environment of a `pulumi` command: what it needs, nothing of this process's (no NODE_OPTIONS, no node). */
function cliEnv(home: string): NodeJS.ProcessEnv {
  return {
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
}

test("the checksums file holds the archive's SHA-256", () => {
  const sha256 = createHash("sha256")
    .update(readFileSync(join(out, archiveName)))
    .digest("hex");
  expect(readFileSync(join(out, `pulumi-registrar_${version}_checksums.txt`), "utf8")).toBe(
    `${sha256}  ${archiveName}\n`,
  );
});

test("the CLI downloading the plugin from a server asks for the archive by the name it has", async () => {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(request.url ?? "");
    const file = join(out, basename(request.url ?? ""));
    if (!existsSync(file)) return response.writeHead(404).end();
    // With its length, as GitHub serves a release asset: the CLI checks that it got it whole.
    const body = readFileSync(file);
    response.writeHead(200, { "content-type": "application/gzip", "content-length": body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const home = join(scratch, "download-home");
    expectSuccess(
      "pulumi plugin install --server",
      await runCommand(
        join(bin, "pulumi"),
        ["plugin", "install", "resource", "registrar", version, "--server", `http://127.0.0.1:${port}`],
        { cwd: scratch, env: cliEnv(home) },
      ),
    );
    expect(asked).toEqual([`/${archiveName}`]);
    expect(readdirSync(join(home, ".pulumi", "plugins", `resource-registrar-v${version}`)).sort()).toEqual([
      "LICENSE",
      "LICENSE-node",
      "pulumi-resource-registrar",
    ]);
  } finally {
    server.close();
  }
});

test("the release archive's plugin runs a YAML program with no Node.js installed", async () => {
  expectYamlHost();
  const archive = join(out, archiveName);
  const env = cliEnv(join(scratch, "home"));
  const project = join(scratch, "project");
  cpSync(join(programsSource, "plugin-release"), project, { recursive: true });
  const pulumi = async (...args: string[]) =>
    expectSuccess(
      `pulumi ${args.join(" ")}`,
      await runCommand(join(bin, "pulumi"), args, { cwd: project, env }),
    );

  await pulumi("plugin", "install", "resource", "registrar", version, "--file", archive);
  expect(readdirSync(bin).sort()).toEqual(["pulumi", "pulumi-language-yaml"]);

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
}, 600_000);
