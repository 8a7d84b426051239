import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { emulatorAdmin } from "../../support/emulator-admin";
import { type ApiRecord, registrarApi } from "../../support/registrar-api";
import { workspaceDir } from "../../support/workspace";
import { claimed, page, repo } from "./doc-blocks";
import { type Background, describe as describeRun, expectSuccess, startInBackground } from "./processes";
import { pulumiCli } from "./pulumi-cli";

// What the tests of the README, of the docs' pages and of the examples share: the Pulumi.yaml,
// configuration commands and emulator command the pages show, and a Pulumi project run through
// the real CLI against an emulator started as the README starts it.

export { repo };
export const readme = page("README.md").text;
/** The README's code blocks. */
export const blocks = page("README.md").blocks;

/** The Pulumi.yaml of a TypeScript project the docs show (docs/guides/drift.md): with the refresh option. */
export const projectFile = (() => {
  const [found] = claimed("a TypeScript project's Pulumi.yaml");
  return found?.code ?? "";
})();

/** The configuration commands the pages show (`pulumi config set …`), as argument lists. */
export const configCommands = (() => {
  const [found] = claimed("configure the stack");
  return (found?.code ?? "")
    .split("\n")
    .filter((line) => line.startsWith("pulumi config set"))
    .map((line) => line.split(/\s+/).slice(1));
})();

/** The address the README's configuration commands point at. */
export const readmeBaseUrl = "http://127.0.0.1:8787";

/** The README's command that starts the emulator from the installed package (`npx registrar-emulator …`). */
export const emulatorCommand = (() => {
  const [found] = claimed("start the emulator");
  return (found?.code ?? "").trim().split(/\s+/).slice(1);
})();

/**
 * The emulator as the README starts it, from the package installed in the workspace; only the
 * port is any free one instead of the README's, and `extraArgs` are added (a page's clock rate,
 * which replaces the README's). Resolves once it printed the line the README says it prints.
 */
function startReadmeEmulator(extraArgs: string[] = []): Promise<Background> {
  const port = emulatorCommand.indexOf("--port");
  expect(port).toBeGreaterThan(0);
  const args = emulatorCommand.map((arg, i) => (i === port + 1 ? "0" : arg));
  const rate = args.indexOf("--clock-rate");
  if (rate > 0 && extraArgs.includes("--clock-rate")) args.splice(rate, 2);
  return startInBackground("npx", ["--no-install", ...args, ...extraArgs], {
    cwd: workspaceDir(),
    ready: /^listening on http:\/\/127\.0\.0\.1:\d+$/,
  });
}

/** Outputs whose value a TypeScript program states in a trailing comment (`export const x = …; // "value"`). */
export function statedOutputs(code: string): Record<string, unknown> {
  const stated: Record<string, unknown> = {};
  for (const match of code.matchAll(/^export const (\w+) = .*; \/\/ ("[^"]*"|-?\d+|\[.*\])$/gm)) {
    stated[match[1] as string] = JSON.parse(match[2] as string);
  }
  return stated;
}

/** Outputs whose value a YAML program states in a trailing comment (`  name: ${…} # "value"`). */
export function statedYamlOutputs(code: string): Record<string, unknown> {
  const outputs = code.slice(code.search(/^outputs:$/m));
  const stated: Record<string, unknown> = {};
  for (const match of outputs.matchAll(/^ {2}([\w-]+): .* # ("[^"]*"|-?\d+|\[.*\])$/gm)) {
    stated[match[1] as string] = JSON.parse(match[2] as string);
  }
  return stated;
}

export const recordKeys = (records: Record<string, ApiRecord[]>) =>
  Object.values(records)
    .flat()
    .map(
      (r) =>
        `${r.id} ${r.name} ${r.type} ${r.ttl} ${r.priority ?? ""} ${r.flags ?? ""} ${r.tag ?? ""} ${r.data}`,
    )
    .sort();

interface ExportedResource {
  type: string;
  inputs?: Record<string, unknown>;
}

/**
 * Where `key` is in the stack's state (`pulumi stack export`): anywhere in plain text, and which
 * provider resources hold it as an encrypted input (`registrar:apiKey` of the classes' default
 * provider, `apiKey` of the plugin's providers), of how many provider resources.
 */
export async function keyInState(
  cli: ReturnType<typeof pulumiCli>,
  key: string,
): Promise<{ plaintext: boolean; providers: number; encryptedInProviders: number }> {
  const exported = expectSuccess("pulumi stack export", await cli.run(["stack", "export"])).stdout;
  const resources = (JSON.parse(exported).deployment.resources ?? []) as ExportedResource[];
  const providers = resources.filter((resource) => resource.type.startsWith("pulumi:providers:"));
  const encrypted = (value: unknown) => typeof value === "object" && value !== null && "ciphertext" in value;
  return {
    plaintext: exported.includes(key),
    providers: providers.length,
    encryptedInProviders: providers.filter((provider) =>
      encrypted(provider.inputs?.["registrar:apiKey"] ?? provider.inputs?.apiKey),
    ).length,
  };
}

/** An emulator started as the README starts it, and the scratch directories of one test file. */
export interface ReadmeRuns {
  /**
   * An emulator as fresh as a new one, for the test; `extraArgs` add to the README's command (a
   * clock rate replaces its own).
   */
  freshEmulator(extraArgs?: string[]): Promise<{ url: string; apiKey: string }>;
  /** The running emulator's base URL and full-scope key (the README's `emulator-key`). */
  readonly api: { url: string; apiKey: string };
  /** A new directory for the test's project, below the workspace (removed after the test). */
  projectDir(prefix: string): string;
  upPreviewDestroy(
    project: string,
    afterDestroy: "as-before" | "nothing-added",
  ): Promise<Record<string, unknown>>;
}

/**
 * The harness of a README or examples test file: registers the clean-up after each test and, once
 * the file's tests ran, stops its emulator.
 */
export function useReadmeRuns(): ReadmeRuns {
  let emulator: Background | undefined;
  /** The extra arguments the running emulator was started with. */
  let startedWith: string | undefined;
  let api: { url: string; apiKey: string } | undefined;
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  afterAll(async () => {
    await emulator?.stop();
  });
  const current = () => {
    if (!api) throw new Error("no emulator: call freshEmulator() first");
    return api;
  };

  /**
   * A Pulumi project through the real CLI against the running emulator: the README's
   * configuration commands, `pulumi up`, a clean `pulumi preview --expect-no-changes`, `pulumi
   * destroy`, and nothing left behind: with `afterDestroy: "as-before"` the zones exactly as they
   * were, with "nothing-added" no record that was not there before (an adopted record is deleted
   * with its resource). Resolves with the stack's outputs after `up`. `up` and `destroy` skip
   * their own preview (a second run of the program): the preview after `up` runs it in preview,
   * and previews of values not yet known are the kinds' own files' and preview-truth.test.ts's.
   */
  async function upPreviewDestroy(
    project: string,
    afterDestroy: "as-before" | "nothing-added",
  ): Promise<Record<string, unknown>> {
    const records = registrarApi(current().url, current().apiKey);
    const fixtures = await records.allRecords();
    const cli = pulumiCli(project);
    try {
      expectSuccess("pulumi stack init", await cli.run(["stack", "init", "dev"]));
      for (const args of configCommands) {
        // The README's commands, for the emulator of this test instead of port 8787.
        const actual = args.map((arg) => arg.replace(readmeBaseUrl, current().url));
        expectSuccess(`pulumi ${args.join(" ")}`, await cli.run(actual));
      }

      expectSuccess("pulumi up", await cli.run(["up", "--yes", "--skip-preview"]));
      // docs/configuration.md: the key of the stack's config is in the state only encrypted, as an
      // input of the default provider of the stack's resources (a program of lookups alone has none).
      const stored = await keyInState(cli, current().apiKey);
      expect(stored).toEqual({
        plaintext: false,
        providers: stored.providers,
        encryptedInProviders: stored.providers,
      });
      const outputs = JSON.parse(
        expectSuccess("pulumi stack output", await cli.run(["stack", "output", "--json", "--show-secrets"]))
          .stdout,
      );

      const preview = await cli.run(["preview", "--expect-no-changes"]);
      expect(describeRun("pulumi preview --expect-no-changes", preview)).toContain("exited with 0");

      expectSuccess("pulumi destroy", await cli.run(["destroy", "--yes", "--skip-preview"]));
      const after = recordKeys(await records.allRecords());
      if (afterDestroy === "as-before") {
        // Destroy leaves the zones as the emulator started (a retained record stays as it was).
        expect(after).toEqual(recordKeys(fixtures));
      } else {
        const before = new Set(recordKeys(fixtures));
        expect(after.filter((record) => !before.has(record))).toEqual([]);
      }
      return outputs;
    } finally {
      cli.dispose();
    }
  }

  return {
    async freshEmulator(extraArgs = []) {
      // One emulator per file and options, back to its fixtures for each test (its reset makes a
      // new account, as a new process does): a start from the README's command costs a second.
      if (emulator && api && startedWith === extraArgs.join(" ")) {
        await emulatorAdmin(api.url).reset();
        return api;
      }
      await emulator?.stop();
      emulator = await startReadmeEmulator(extraArgs);
      startedWith = extraArgs.join(" ");
      api = { url: emulator.line.replace("listening on ", ""), apiKey: "emulator-key" };
      return api;
    },
    get api() {
      return current();
    },
    projectDir(prefix) {
      const dir = mkdtempSync(join(workspaceDir(), "programs", prefix));
      dirs.push(dir);
      return dir;
    },
    upPreviewDestroy,
  };
}
