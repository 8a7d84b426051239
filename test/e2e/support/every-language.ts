import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import type { TestEmulator } from "../../support/emulator-harness";
import { processTuning, programsSource, pulumiBinDir } from "../../support/workspace";
import { expectSuccess, runCommand } from "./processes";

/**
 * The program every language runs (programs/every-language/<language>), through the plugin of the
 * release archive (`npm run release:plugin`) installed into an empty Pulumi home, with only the
 * CLI, the language's host and its toolchain on PATH: no node, no plugins.providers. What one
 * language's `up` asked of the API and the stack's outputs are held to another language's.
 */

const repo = join(__dirname, "..", "..", "..");
export const pluginVersion = (
  JSON.parse(readFileSync(join(repo, "package.json"), "utf8")) as { version: string }
).version;

/** Builds the linux-amd64 release archive into out (release-plugin.sh copies it from its cache when its inputs are unchanged). */
export async function releaseArchive(out: string): Promise<string> {
  expectSuccess(
    "scripts/release-plugin.sh",
    await runCommand(join(repo, "scripts", "release-plugin.sh"), ["--targets", "linux-amd64", "--out", out], {
      cwd: repo,
    }),
  );
  return join(out, `pulumi-resource-registrar-v${pluginVersion}-linux-amd64.tar.gz`);
}

/** A tool's path on this process's PATH (Go also where install-pulumi.sh finds it), or how to get it. */
export function toolPath(tool: string): string {
  try {
    return execFileSync("sh", ["-c", `command -v ${tool}`], { encoding: "utf8" }).trim();
  } catch {
    if (tool === "go" && existsSync("/usr/local/go/bin/go")) return "/usr/local/go/bin/go";
    throw new Error(
      `no ${tool} on PATH: run \`source scripts/setup.sh --test-tools\` (it builds the test language hosts; Go comes from https://go.dev/dl)`,
    );
  }
}

/** A directory in scratch holding links to the CLI and the given tools (absolute paths), for PATH. */
export function toolsDir(scratch: string, tools: string[]): string {
  const bin = join(scratch, "bin");
  mkdirSync(bin);
  symlinkSync(join(pulumiBinDir(), "pulumi"), join(bin, "pulumi"));
  for (const tool of tools) symlinkSync(tool, join(bin, tool.split("/").pop() as string));
  return bin;
}

/** The environment of a `pulumi` command: an empty home on PATH alone, plus what the language needs. */
export function cliEnv(home: string, path: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    PATH: path,
    HOME: home,
    PULUMI_HOME: join(home, ".pulumi"),
    PULUMI_BACKEND_URL: `file://${home}`,
    PULUMI_CONFIG_PASSPHRASE: "every-language",
    PULUMI_SKIP_UPDATE_CHECK: "true",
    PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
    PULUMI_NON_INTERACTIVE: "true",
    NO_COLOR: "1",
    ...extra,
  };
}

/** The Go settings of this machine (the module proxy, the caches), so the program's build shares them. */
export function goSettings(goBin: string): NodeJS.ProcessEnv {
  const names = ["GOPROXY", "GOSUMDB", "GONOSUMDB", "GOPRIVATE", "GONOPROXY", "GOCACHE", "GOMODCACHE"];
  const values = execFileSync(goBin, ["env", "-json", ...names], { encoding: "utf8" });
  return {
    ...(JSON.parse(values) as Record<string, string>),
    GOTOOLCHAIN: "local",
    CGO_ENABLED: "0",
    // The flags of the CLI's build (install-pulumi.sh), so Go reuses the packages it compiled;
    // -mod=mod lets Go complete go.sum from the module proxy.
    GOFLAGS: "-mod=mod -buildvcs=false -trimpath -tags=osusergo,grpcnotrace",
    // The host's per-project binary lives in the user's cache, so a later run links nothing.
    XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"),
    ...processTuning(),
  };
}

/**
 * API requests by kind, "METHOD /path" with ids as ":id", and how many of each; for the polls of a
 * wait, "polled": how many depends on when each poll lands on the emulator's running clock, not on
 * the program.
 */
export type RequestCounts = Record<string, number | "polled">;

/** The kinds a wait repeats until the API shows the change (DNSSEC's job, a certificate's issuance). */
const waitPolls = [
  /^GET \/dns\/[^/]+\/dnssec$/,
  /^POST \/dns\/[^/]+\/dnssec\/verify$/,
  /^GET \/tls\/certificate\/[^/]+$/,
];

/** What one language's run gave: its `up`'s requests and the stack's outputs. */
export interface LanguageRun {
  requests: RequestCounts;
  outputs: Record<string, unknown>;
}

/** A path's pattern: segments that are ids (numbers, long hex or UUIDs) become ":id". */
export function pathPattern(path: string): string {
  return path
    .split("/")
    .map((segment) => (/^\d+$|^[0-9a-f-]{16,}$/i.test(segment) ? ":id" : segment))
    .join("/");
}

/**
 * Runs programs/every-language/<language> (copied to project, then prepared by `prepare`) against
 * an emulator of its own (fresh, so ids compare too): installs the archive's plugin, `up` (its API requests recorded),
 * `preview --expect-no-changes`, `refresh --expect-no-changes`, `destroy`.
 */
export async function runEveryLanguage(options: {
  language: string;
  archive: string;
  emulator: TestEmulator;
  project: string;
  env: NodeJS.ProcessEnv;
  prepare?: (project: string) => Promise<void>;
}): Promise<LanguageRun> {
  const { emulator, project, env } = options;
  cpSync(join(programsSource, "every-language", options.language), project, { recursive: true });
  await options.prepare?.(project);
  const pulumi = async (...args: string[]) =>
    expectSuccess(
      `pulumi ${args.join(" ")} (${options.language})`,
      await runCommand("pulumi", args, { cwd: project, env }),
    );

  await pulumi("plugin", "install", "resource", "registrar", pluginVersion, "--file", options.archive);
  await pulumi("stack", "init", "dev");
  await pulumi(
    "config",
    "set-all",
    "--plaintext",
    `registrar:baseUrl=${emulator.options.baseUrl}`,
    "--secret",
    `registrar:apiKey=${emulator.options.apiKey}`,
  );
  await emulator.admin.clearRequests();
  await pulumi("up", "--yes", "--skip-preview");
  const requests: RequestCounts = {};
  for (const { method, path } of await emulator.admin.requests()) {
    const kind = `${method} ${pathPattern(path)}`;
    const count = requests[kind] ?? 0;
    requests[kind] = waitPolls.some((poll) => poll.test(kind)) ? "polled" : (count as number) + 1;
  }
  const outputs = stackOutputs(join(env.HOME as string, ".pulumi"), project);

  await pulumi("preview", "--expect-no-changes");
  await pulumi("refresh", "--yes", "--skip-preview", "--expect-no-changes");
  await pulumi("destroy", "--yes", "--skip-preview");
  return { requests, outputs };
}

/** The stack's outputs, from the file backend's state in stateDir (no `pulumi stack output` command). */
export function stackOutputs(stateDir: string, project: string): Record<string, unknown> {
  const name = /^name:\s*(\S+)/m.exec(readFileSync(join(project, "Pulumi.yaml"), "utf8"))?.[1] as string;
  const state = JSON.parse(readFileSync(join(stateDir, "stacks", name, "dev.json"), "utf8")) as {
    checkpoint: { latest: { resources: { type: string; outputs?: Record<string, unknown> }[] } };
  };
  const stack = state.checkpoint.latest.resources.find((r) => r.type === "pulumi:pulumi:Stack");
  return stack?.outputs ?? {};
}
