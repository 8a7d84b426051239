import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import { createInterface } from "node:readline";

export interface EmulatorProcess {
  url: string;
  /** Its process id, to read its CPU time from /proc. */
  pid: number;
  apiKey: string;
  stop(): Promise<void>;
}

/** What the emulator starts with, besides the defaults (the demo account, real time). */
export interface EmulatorSettings {
  /** A fixtures file (JSON) instead of the demo account. */
  fixturesFile?: string;
  /** Emulated time runs this many times faster than real time. */
  clockRate?: number;
  /** The account's request limit: beyond it 429 with Retry-After. */
  requestsPerSecond?: number;
}

/**
 * The emulator as its own process (`registrar-emulator --port 0`), as a real API is: its work and
 * its answers do not wait on the benchmark's event loop, which parses the engine's event stream.
 */
export async function startEmulatorProcess(settings: EmulatorSettings = {}): Promise<EmulatorProcess> {
  const cli = join(__dirname, "..", "emulator", "cli.js");
  const args = [cli, "--port", "0"];
  if (settings.fixturesFile) args.push("--fixtures", settings.fixturesFile);
  if (settings.clockRate) args.push("--clock-rate", String(settings.clockRate));
  if (settings.requestsPerSecond) args.push("--requests-per-second", String(settings.requestsPerSecond));
  const child: ChildProcess = spawn(process.execPath, args, {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const exited = once(child, "exit").then(([code]) => {
    throw new Error(`the emulator exited with ${code} before it listened`);
  });
  const listening = (async () => {
    for await (const line of lines) {
      const match = /^listening on (http:\/\/\S+)/.exec(line);
      if (match?.[1]) return match[1];
    }
    throw new Error("the emulator closed its output before it listened");
  })();
  const url = await Promise.race([listening, exited]);
  exited.catch(() => undefined);
  return {
    url,
    pid: child.pid as number,
    apiKey: "emulator-key",
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}
