import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { processTuning, pulumiBinDir, workspaceDir } from "../../support/workspace";
import { type Finished, runCommand } from "./processes";

export interface PulumiCli {
  /** `pulumi <args>` in `cwd`, as a user types it; resolves with its status and output. */
  run(args: string[], extraEnv?: NodeJS.ProcessEnv): Promise<Finished>;
  /**
   * `pulumi <args>` started in a process group of its own (to be killed as a whole); `finished`
   * resolves when it ends, whatever the status or signal.
   */
  start(args: string[], extraEnv?: NodeJS.ProcessEnv): { pid: number; finished: Promise<Finished> };
  /** The environment the commands run with (PATH with the CLI, an isolated home and state). */
  env: NodeJS.ProcessEnv;
  /** The local file backend's directory (the stack files are under its `.pulumi/`). */
  backendDir: string;
  /** Removes the state backend and the CLI's home. */
  dispose(): void;
}

/**
 * The real `pulumi` binary (not the Automation API) for a project directory, on its own local
 * file backend and home: no account, no network, no plugin downloads. With `pluginOnPath`, the
 * engine finds the provider plugin `pulumi-resource-registrar` on PATH, in the workspace's
 * node_modules/.bin, where a user's install of the package puts it.
 */
export function pulumiCli(cwd: string, options: { pluginOnPath?: boolean } = {}): PulumiCli {
  const state = mkdtempSync(join(tmpdir(), "registrar-cli-"));
  const bin = pulumiBinDir();
  const plugin = options.pluginOnPath ? `${join(workspaceDir(), "node_modules", ".bin")}:` : "";
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${plugin}${bin}:${process.env.PATH}`,
    PULUMI_BACKEND_URL: `file://${state}`,
    PULUMI_HOME: join(state, ".pulumi-home"),
    PULUMI_CONFIG_PASSPHRASE: "local-stack",
    PULUMI_SKIP_UPDATE_CHECK: "true",
    PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
    PULUMI_NON_INTERACTIVE: "true",
    NO_COLOR: "1",
    // Programs run without ts-node's type check, a few seconds of every command; the tests whose
    // point is the type check run tsc on the program themselves.
    PULUMI_NODEJS_TRANSPILE_ONLY: "true",
    ...processTuning(),
  };
  // The tests' own settings must not leak into a user's session.
  delete env.REGISTRAR_BASE_URL;
  delete env.REGISTRAR_API_KEY;
  return {
    env,
    run: (args, extraEnv = {}) =>
      runCommand(join(bin, "pulumi"), [...args, "--non-interactive"], { cwd, env: { ...env, ...extraEnv } }),
    start(args, extraEnv = {}) {
      const child = spawn(join(bin, "pulumi"), [...args, "--non-interactive"], {
        cwd,
        env: { ...env, ...extraEnv },
        stdio: ["ignore", "pipe", "pipe"],
        detached: true,
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk) => {
        stdout += chunk;
      });
      child.stderr.on("data", (chunk) => {
        stderr += chunk;
      });
      const finished = new Promise<Finished>((resolve, reject) => {
        child.on("error", reject);
        child.on("close", (code) => resolve({ code, stdout, stderr }));
      });
      if (child.pid === undefined) throw new Error(`pulumi ${args.join(" ")} did not start`);
      return { pid: child.pid, finished };
    },
    backendDir: state,
    dispose: () => rmSync(state, { recursive: true, force: true }),
  };
}
