import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { pulumiBinDir } from "../../support/workspace";

export interface Finished {
  /** Exit status; null when a signal ended the process. */
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Text written to the process's standard input. */
  input?: string;
}

/**
 * Runs a command to its end without blocking the event loop (an emulator in this process must
 * keep answering while the command calls it). Never throws for an exit status: callers assert.
 */
export function runCommand(command: string, args: string[], options: RunOptions): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: [options.input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    if (options.input !== undefined) child.stdin?.end(options.input);
  });
}

/** The output of a finished command, for assertion messages. */
export function describe(what: string, result: Finished): string {
  return `${what} exited with ${result.code}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`;
}

/** Throws with the command's whole output unless it exited with status 0. */
export function expectSuccess(what: string, result: Finished): Finished {
  if (result.code !== 0) throw new Error(describe(what, result));
  return result;
}

export interface Background {
  child: ChildProcess;
  /** The first line of standard output that matched. */
  line: string;
  /** Ends the process group the command runs in (its children included). */
  stop(): Promise<void>;
}

/**
 * Starts a long-running command in a process group of its own and resolves once a line of its
 * standard output matches `ready`.
 */
export function startInBackground(
  command: string,
  args: string[],
  options: RunOptions & { ready: RegExp; timeoutMs?: number },
): Promise<Background> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    const exited = new Promise<void>((done) => child.once("exit", () => done()));
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null && child.pid) {
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {
          // already gone
        }
        await exited;
      }
    };
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${command} ${args.join(" ")} did not print ${options.ready} in time:\n${output}`));
    }, options.timeoutMs ?? 60_000);
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      const line = output.split("\n").find((l) => options.ready.test(l));
      if (line !== undefined) {
        clearTimeout(timer);
        resolve({ child, line, stop });
      }
    });
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} ${args.join(" ")} exited with ${code} before it was ready:\n${output}`));
    });
  });
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The processes below `pid` (children, their children, …), read from /proc (Linux). */
export function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // "pid (comm) state ppid …": comm may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // ended while listing
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift() as number;
    for (const [child, ppid] of parentOf) {
      if (ppid === parent && !found.includes(child)) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

const signal = (target: number, name: NodeJS.Signals) => {
  try {
    process.kill(target, name);
  } catch {
    // already gone
  }
};

/**
 * `kill -9` of a detached command's process group and of every process it started, as one
 * instant. Pulumi starts its language host and providers in process groups of their own
 * (setpgid), so the group alone would leave them running. The whole tree is stopped first
 * (SIGSTOP, repeated until no new process appears), so nothing runs or starts between the kills.
 * Returns how many processes were killed.
 */
export function killProcessTree(pid: number): number {
  signal(-pid, "SIGSTOP");
  let tree: number[] = [];
  for (;;) {
    const found = descendants(pid).filter((p) => !tree.includes(p));
    if (found.length === 0) break;
    for (const p of found) signal(p, "SIGSTOP");
    tree = [...tree, ...found];
  }
  signal(-pid, "SIGKILL");
  for (const p of tree) signal(p, "SIGKILL");
  return tree.length + 1;
}

/** Throws, saying how to get it, unless the set-up built Pulumi's YAML language host beside the CLI. */
export function expectYamlHost(): void {
  if (!existsSync(join(pulumiBinDir(), "pulumi-language-yaml")))
    throw new Error(
      `no pulumi-language-yaml in ${pulumiBinDir()}: run \`source scripts/setup.sh --test-tools\` (it builds the YAML language host)`,
    );
}
