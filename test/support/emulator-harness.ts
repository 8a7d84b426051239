import { spawn } from "node:child_process";
import { once } from "node:events";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import {
  type Clock,
  type EmulatorOptions,
  type RunningEmulator,
  SystemClock,
  startEmulator,
} from "../../emulator";
import { RegistrarClient } from "../../provider/client";
import { type EmulatorAdmin, emulatorAdmin } from "./emulator-admin";
import { type HttpAnswer, httpCall } from "./http-call";
import { type RegistrarApi, registrarApi } from "./registrar-api";

export interface CallOptions {
  body?: unknown;
  /** Sent verbatim instead of JSON-encoding `body`. */
  rawBody?: string;
  /** null: no x-api-key header; default: the full-scope key. */
  key?: string | null;
}

/** A running emulator with what the tests and the benchmark use against it. */
export interface TestEmulator extends RunningEmulator {
  /** Its base URL and full-scope key, as the client, the lookups and the provider's settings take them. */
  options: { baseUrl: string; apiKey: string };
  /** The package's client on that address and key (made on first use). */
  readonly client: RegistrarClient;
  /** The API over plain HTTP, independent of the package's client: out-of-band changes and checks. */
  api: RegistrarApi;
  /** The control endpoints: request log, faults, reset, clock, state. */
  admin: EmulatorAdmin;
  /** Any API request, its answer as it came (for the emulator's own tests). */
  call(method: string, path: string, options?: CallOptions): Promise<HttpAnswer>;
  /** Stops the emulator, and closes the client if one was made. */
  stop(): Promise<void>;
}

/** The emulator in this process: its clock at hand. */
export interface InProcessEmulator extends TestEmulator {
  clock: Clock;
}

/** The emulator as its own process. */
export interface EmulatorProcess extends TestEmulator {
  /** Its process id, to read its CPU time from /proc. */
  pid: number;
}

/** The running emulator with the harness's tools, and `extra` (its clock, or its process id). */
function harnessOf<Extra extends object>(running: RunningEmulator, extra: Extra): TestEmulator & Extra {
  const { url, apiKey } = running;
  const options = { baseUrl: url, apiKey };
  let client: RegistrarClient | undefined;
  return {
    ...extra,
    url,
    apiKey,
    options,
    get client() {
      client ??= new RegistrarClient(options);
      return client;
    },
    api: registrarApi(url, apiKey),
    admin: emulatorAdmin(url),
    call(method, path, { body, rawBody, key = apiKey } = {}) {
      return httpCall(`${url}${path}`, method, {
        body,
        rawBody,
        headers: key === null ? {} : { "x-api-key": key },
      });
    },
    async stop() {
      await client?.close();
      await running.stop();
    },
  };
}

/**
 * The emulator in this process on 127.0.0.1, port 0 (any free one, so files run side by side).
 * Deterministic tests give it a ManualClock; otherwise a SystemClock at `clockRate`.
 */
export async function startTestEmulator(options: EmulatorOptions = {}): Promise<InProcessEmulator> {
  if (options.clock) {
    return harnessOf(await startEmulator(options), { clock: options.clock });
  }
  const clock = new SystemClock(options.clockRate);
  return harnessOf(await startEmulator({ ...options, clockRate: undefined, clock }), { clock });
}

/** What the emulator as its own process starts with, besides the defaults (the demo account, real time). */
export interface ProcessSettings {
  /** A fixtures file (JSON or YAML) instead of the demo account. */
  fixturesFile?: string;
  /** Emulated time runs this many times faster than real time. */
  clockRate?: number;
  /** The account's request limit: beyond it 429 with Retry-After. */
  requestsPerSecond?: number;
}

/**
 * The emulator as its own process (the built `registrar-emulator --port 0`), as a real API is:
 * its work and its answers do not wait on this process's event loop (the benchmark's, which
 * parses the engine's event stream).
 */
export async function startEmulatorProcess(settings: ProcessSettings = {}): Promise<EmulatorProcess> {
  // The package's own name resolves to this checkout, from the sources and from dist alike.
  const cli = join(dirname(require.resolve("pulumi-registrar/package.json")), "dist", "emulator", "cli.js");
  const args = [cli, "--port", "0"];
  if (settings.fixturesFile) args.push("--fixtures", settings.fixturesFile);
  if (settings.clockRate) args.push("--clock-rate", String(settings.clockRate));
  if (settings.requestsPerSecond) args.push("--requests-per-second", String(settings.requestsPerSecond));
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout });
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
  const running: RunningEmulator = {
    url,
    apiKey: "emulator-key",
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
  return harnessOf(running, { pid: child.pid as number });
}
