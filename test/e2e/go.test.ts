import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { type InProcessEmulator, startTestEmulator } from "../support/emulator-harness";
import { pulumiBinDir } from "../support/workspace";
import {
  cliEnv,
  goSettings,
  type LanguageRun,
  releaseArchive,
  runEveryLanguage,
  toolsDir,
} from "./support/every-language";
import { expectSuccess, expectYamlHost, runCommand } from "./support/processes";

/**
 * The program every language runs, in Go (programs/every-language/go, through the SDK in sdks/go),
 * with the release archive's plugin and this repository's Go language host (a test tool,
 * scripts/pulumi-build/pulumi-language-go, put on PATH by `source scripts/setup.sh --test-tools`),
 * held to its YAML form run the same way: the same API requests, kind for kind and count for
 * count, and the same outputs. The program's build shares the Go caches of the CLI's build, so it
 * compiles only the program and the SDK once, and the host relinks nothing for an unchanged
 * program.
 */
const repo = join(__dirname, "..", "..");
/** DNSSEC and certificate issuance in seconds. */
const CLOCK_RATE = 400;
let scratch: string;
/** One emulator per language: the ids they give compare too. */
const emulators: InProcessEmulator[] = [];
let archive: string;
/** The CLI, the Go and YAML hosts, and Go's own directory: PATH, with no node. */
let path: string;

function which(tool: string): string {
  try {
    return execFileSync("sh", ["-c", `command -v ${tool}`], { encoding: "utf8" }).trim();
  } catch {
    // Go where install-pulumi.sh finds it too.
    if (tool === "go" && existsSync("/usr/local/go/bin/go")) return "/usr/local/go/bin/go";
    throw new Error(
      `no ${tool} on PATH: run \`source scripts/setup.sh --test-tools\` (it builds the test language hosts; Go comes from https://go.dev/dl)`,
    );
  }
}

beforeAll(async () => {
  expectYamlHost();
  scratch = mkdtempSync(join(tmpdir(), "registrar-go-"));
  const goBin = which("go");
  const bin = toolsDir(scratch, [which("pulumi-language-go"), join(pulumiBinDir(), "pulumi-language-yaml")]);
  path = [bin, dirname(goBin)].join(delimiter);
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

test("the Go program makes the YAML program's API requests and gives its outputs, through the archive's plugin", async () => {
  const goBin = join(path.split(delimiter)[1] as string, "go");
  const yaml = await runEveryLanguage({
    language: "yaml",
    archive,
    emulator: emulators[0] as InProcessEmulator,
    project: join(scratch, "yaml"),
    env: cliEnv(join(scratch, "yaml-home"), path),
  });
  const go: LanguageRun = await runEveryLanguage({
    language: "go",
    archive,
    emulator: emulators[1] as InProcessEmulator,
    project: join(scratch, "go"),
    env: cliEnv(join(scratch, "go-home"), path, goSettings(goBin)),
    // The copy takes the SDK from the repository by an absolute replace.
    prepare: async (project) => {
      expectSuccess(
        "go mod edit",
        await runCommand(
          goBin,
          [
            "mod",
            "edit",
            `-replace=github.com/pulumi-registrar/pulumi-registrar/sdks/go=${join(repo, "sdks", "go")}`,
          ],
          { cwd: project, env: { ...process.env, GOTOOLCHAIN: "local" } },
        ),
      );
    },
  });

  expect(go.requests).toEqual(yaml.requests);
  expect(go.outputs).toEqual(yaml.outputs);
  // The program did what it says: 20 records, a certificate issued, DNSSEC on.
  expect(go.outputs).toMatchObject({
    zoneRecordCount: 20,
    certificateStatus: "issued",
    lookupZone: "example.com.",
  });
}, 600_000);
