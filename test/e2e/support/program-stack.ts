import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { programsSource, workspaceDir } from "../../support/workspace";
import { expectSuccess } from "./processes";
import { type PulumiCli, pulumiCli } from "./pulumi-cli";

export interface ProgramStack {
  /** The program's copy, below the workspace (its node_modules hold the package from the tarball). */
  dir: string;
  /** The real CLI in that directory, on a file backend of its own. */
  cli: PulumiCli;
  /** Removes the copy and the backend. */
  dispose(): void;
}

/** Which front end a program declares its resources through: the SDK's classes, or the plugin's type tokens. */
export type FrontEnd = "dynamic" | "plugin";

/**
 * One of test/e2e/programs as a user's stack: copied below the workspace, `pulumi stack init`,
 * then the API's address and key (secret) and `config` set as stack config, through the real CLI.
 * A program that takes the `frontEnd` config declares its resources through the plugin when
 * `frontEnd` is "plugin" (the CLI then finds the plugin on PATH).
 */
export async function programStack(
  program: string,
  api: { url: string; apiKey: string },
  options: { stack?: string; config?: Record<string, string>; frontEnd?: FrontEnd } = {},
): Promise<ProgramStack> {
  const dir = mkdtempSync(join(workspaceDir(), "programs", `${program}-`));
  cpSync(join(programsSource, program), dir, { recursive: true });
  symlinkSync(join(workspaceDir(), "node_modules"), join(dir, "node_modules"));
  const cli = pulumiCli(dir, { pluginOnPath: options.frontEnd === "plugin" });
  const dispose = () => {
    cli.dispose();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const frontEnd: Record<string, string> = options.frontEnd ? { frontEnd: options.frontEnd } : {};
    await initStack(cli, api, { ...options, config: { ...options.config, ...frontEnd } });
    return { dir, cli, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}

/**
 * `pulumi stack init`, then the API's address and key (secret) and `config` as stack config: what
 * a user does in a new project before the first `up`.
 */
export async function initStack(
  cli: PulumiCli,
  api: { url: string; apiKey: string },
  options: { stack?: string; config?: Record<string, string> } = {},
): Promise<void> {
  expectSuccess("pulumi stack init", await cli.run(["stack", "init", options.stack ?? "test"]));
  const plain = Object.entries(options.config ?? {}).flatMap(([key, value]) => [
    "--plaintext",
    `${key}=${value}`,
  ]);
  expectSuccess(
    "pulumi config set-all",
    await cli.run([
      "config",
      "set-all",
      "--plaintext",
      `registrar:baseUrl=${api.url}`,
      "--secret",
      `registrar:apiKey=${api.apiKey}`,
      ...plain,
    ]),
  );
}
