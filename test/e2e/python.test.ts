import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { type InProcessEmulator, startTestEmulator } from "../support/emulator-harness";
import { pulumiBinDir } from "../support/workspace";
import { cliEnv, releaseArchive, runEveryLanguage, toolsDir } from "./support/every-language";
import { expectSuccess, expectYamlHost, runCommand } from "./support/processes";

/**
 * The program every language runs, in Python (programs/every-language/python), through the SDK
 * built from sdks/python, installed with `pulumi` from PyPI into a virtual environment as `pulumi
 * new python` makes one (scripts/install-python-venv.sh, cached), with the release archive's plugin
 * and this repository's Python language host (a test tool, scripts/pulumi-build/pulumi-language-python,
 * put on PATH by `source scripts/setup.sh --test-tools`), held to its YAML form run the same way:
 * the same API requests, kind for kind and count for count, and the same outputs.
 */
const repo = join(__dirname, "..", "..");
/** DNSSEC and certificate issuance in seconds. */
const CLOCK_RATE = 400;
let scratch: string;
/** One per language's run: fresh, so ids compare too. */
const emulators: InProcessEmulator[] = [];
let archive: string;
let venv: string;
/** The CLI, the Python and YAML hosts, and the virtual environment's bin: PATH, with no node. */
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
  expectYamlHost();
  scratch = mkdtempSync(join(tmpdir(), "registrar-python-"));
  const installed = expectSuccess(
    "scripts/install-python-venv.sh",
    await runCommand(join(repo, "scripts", "install-python-venv.sh"), [], { cwd: repo }),
  );
  venv = installed.stdout.trim().split("\n").pop() as string;
  const bin = toolsDir(scratch, [
    which("pulumi-language-python"),
    join(pulumiBinDir(), "pulumi-language-yaml"),
  ]);
  path = [bin, join(venv, "bin")].join(delimiter);
  for (let i = 0; i < 2; i++)
    emulators.push(
      await startTestEmulator({
        apiKey: `every-language-${randomBytes(12).toString("hex")}`,
        clockRate: CLOCK_RATE,
      }),
    );
  archive = await releaseArchive(join(scratch, "release"));
}, 300_000);
afterAll(async () => {
  for (const emulator of emulators) await emulator.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test("the Python program makes the YAML program's API requests and gives its outputs, through the archive's plugin", async () => {
  // What runs the program is only what PATH holds: no node among it.
  for (const dir of path.split(delimiter)) expect(existsSync(join(dir, "node"))).toBe(false);
  const yaml = await runEveryLanguage({
    language: "yaml",
    archive,
    emulator: emulators[0] as InProcessEmulator,
    project: join(scratch, "yaml"),
    env: cliEnv(join(scratch, "yaml-home"), path),
  });
  const python = await runEveryLanguage({
    language: "python",
    archive,
    emulator: emulators[1] as InProcessEmulator,
    project: join(scratch, "python"),
    env: cliEnv(join(scratch, "python-home"), path),
    // The project's `virtualenv: venv`, as `pulumi new python` leaves it: the cached environment.
    prepare: async (project) => symlinkSync(venv, join(project, "venv")),
  });

  expect(python.requests).toEqual(yaml.requests);
  expect(python.outputs).toEqual(yaml.outputs);
  // The program did what it says: 20 records, a certificate issued, DNSSEC on.
  expect(python.outputs).toMatchObject({
    zoneRecordCount: 20,
    certificateStatus: "issued",
    dnssecState: "active",
    lookupZone: "example.com.",
  });
}, 600_000);
