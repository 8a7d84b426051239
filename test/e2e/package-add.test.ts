import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { type InProcessEmulator, startTestEmulator } from "../support/emulator-harness";
import { cliEnv, pluginVersion, releaseArchive, runEveryLanguage, toolsDir } from "./support/every-language";
import { expectSuccess, runCommand } from "./support/processes";

/**
 * The route of a user who takes no published SDK: `pulumi package add <the archive's plugin>`
 * generates the SDK into the project (the language host's GeneratePackage, with Pulumi's own code
 * generator), links it (Link: requirements.txt) and installs it (a fresh virtual environment), and
 * the program every language runs, importing that local SDK and not sdks/, goes through `up` to
 * `destroy` against the emulator. Python; the test language host is this repository's
 * (scripts/pulumi-build/pulumi-language-python, on PATH by `source scripts/setup.sh --test-tools`).
 */
const repo = join(__dirname, "..", "..");
/** DNSSEC and certificate issuance in seconds. */
const CLOCK_RATE = 400;
let scratch: string;
let emulator: InProcessEmulator;
let archive: string;
/** The plugin binary out of the archive, as a user has it after unpacking the download. */
let pluginBinary: string;
/** The CLI, the Python host and a Python 3 (the cached environment's, to make the project's own). */
let path: string;

function which(tool: string): string {
  try {
    return execFileSync("sh", ["-c", `command -v ${tool}`], { encoding: "utf8" }).trim();
  } catch {
    throw new Error(
      `no ${tool} on PATH: run \`source scripts/setup.sh --test-tools\` (it builds the test language hosts)`,
    );
  }
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), "registrar-package-add-"));
  const installed = expectSuccess(
    "scripts/install-python-venv.sh",
    await runCommand(join(repo, "scripts", "install-python-venv.sh"), [], { cwd: repo }),
  );
  const cachedVenv = installed.stdout.trim().split("\n").pop() as string;
  path = [toolsDir(scratch, [which("pulumi-language-python")]), join(cachedVenv, "bin")].join(delimiter);
  emulator = await startTestEmulator({
    apiKey: `package-add-${randomBytes(12).toString("hex")}`,
    clockRate: CLOCK_RATE,
  });
  archive = await releaseArchive(join(scratch, "release"));
  const unpacked = join(scratch, "plugin");
  mkdirSync(unpacked);
  execFileSync("tar", ["-xzf", archive, "-C", unpacked]);
  pluginBinary = join(unpacked, "pulumi-resource-registrar");
}, 300_000);
afterAll(async () => {
  await emulator?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test("pulumi package add generates a Python SDK from the archive's plugin that runs the program", async () => {
  const project = join(scratch, "python");
  const env = cliEnv(join(scratch, "python-home"), path);
  const run = await runEveryLanguage({
    language: "python",
    archive,
    emulator,
    project,
    env,
    prepare: async (dir) => {
      expectSuccess(
        "pulumi package add (python)",
        await runCommand("pulumi", ["package", "add", pluginBinary], { cwd: dir, env }),
      );
    },
  });

  // The SDK was generated into the project, linked, and installed into the project's own fresh
  // environment: the program imported it, not sdks/python.
  expect(existsSync(join(project, "sdks", "registrar", "pulumi_registrar", "dns_zone.py"))).toBe(true);
  expect(readFileSync(join(project, "requirements.txt"), "utf8").split("\n")).toContain("./sdks/registrar");
  expect(readFileSync(join(project, "Pulumi.yaml"), "utf8")).toContain(
    `registrar: registrar@${pluginVersion}`,
  );
  const imported = execFileSync(
    join(project, "venv", "bin", "python"),
    ["-c", "import pulumi_registrar, os; print(os.path.realpath(pulumi_registrar.__file__))"],
    { encoding: "utf8" },
  ).trim();
  expect(imported.startsWith(join(project, "venv"))).toBe(true);
  expect(run.outputs).toMatchObject({
    zoneRecordCount: 20,
    certificateStatus: "issued",
    dnssecState: "active",
    lookupZone: "example.com.",
  });
}, 600_000);
