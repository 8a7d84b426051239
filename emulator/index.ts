import type { AddressInfo } from "node:net";
import { areas } from "./areas";
import { checkApiKey } from "./core/api-key";
import { type Clock, checkClockRate, SystemClock } from "./core/clock";
import { RequestLimit } from "./core/request-limit";
import { Runtime } from "./core/runtime";
import { createEmulatorServer } from "./core/server";
import { type Fixtures, type LoadedFixtures, loadFixtures } from "./fixtures";
import { defaultFixtures } from "./fixtures/default";

export { ACME_DEFAULTS } from "./areas/dns/acme-limits";
export { DEFAULT_API_KEY } from "./core/api-key";
export { type Clock, MAX_CLOCK_RATE, ManualClock, SystemClock, type TimeSource } from "./core/clock";
export { ModelError } from "./core/errors";
export type { LogEntry } from "./core/request-log";
export { type Scope, scopes } from "./core/scopes";
export {
  type Change,
  ScheduledTimeline,
  type Snapshot,
  type Step,
  scheduleSteps,
  Timeline,
} from "./core/transitions";
export { FixtureError, type Fixtures, type LoadedFixtures, loadFixtures } from "./fixtures";
export { defaultFixtures } from "./fixtures/default";
export type { FaultSpec } from "./public-types";

export interface EmulatorOptions {
  /** Default 0: any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** A JSON/YAML file or a fixtures object; default: the demo account. */
  fixtures?: string | Fixtures;
  /**
   * Value of the full-scope key (id "default"); default "emulator-key" or the fixtures' own.
   * With the default fixtures it is then the only key: the demo keys (emulator-readonly-key,
   * emulator-acme-key) are left out. Fixtures passed in `fixtures` keep their own `keys`.
   * Visible ASCII only (no spaces), 1–256 characters.
   */
  apiKey?: string;
  /** Default: wall-clock time that `POST /__emulator/clock` can move forward. */
  clock?: Clock;
  /**
   * Emulated seconds per real second for the default clock (0 < rate ≤ 100000; default 1).
   * Not together with `clock`.
   */
  clockRate?: number;
  /**
   * The account's limit on API requests per second across all its keys, in real time: beyond it
   * 429 with Retry-After (a whole number from 1 to 1,000,000; default: no limit).
   */
  requestsPerSecond?: number;
}

export interface RunningEmulator {
  /** Base URL without trailing slash, e.g. http://127.0.0.1:43817 */
  url: string;
  /** The full-scope key. */
  apiKey: string;
  stop(): Promise<void>;
}

/** Host part of a URL: IPv6 literals need brackets. */
export function urlHost(host: string): string {
  return host.includes(":") ? `[${host}]` : host;
}

/**
 * The fixtures to start from. A chosen key makes the emulator private: with the default demo
 * account, whose keys are published in the docs, those keys are dropped and the chosen one is
 * the only key. Fixtures the caller supplies keep their own keys.
 */
function startingFixtures(opts: EmulatorOptions): LoadedFixtures {
  if (opts.apiKey !== undefined && opts.fixtures === undefined) {
    return loadFixtures({ ...defaultFixtures(), keys: [] });
  }
  return loadFixtures(opts.fixtures);
}

function startingClock(opts: EmulatorOptions): Clock {
  if (opts.clockRate === undefined) return opts.clock ?? new SystemClock();
  if (opts.clock) throw new TypeError("give either clock or clockRate, not both");
  checkClockRate(opts.clockRate);
  return new SystemClock(opts.clockRate);
}

/** Starts an emulator and resolves once it accepts connections. */
export async function startEmulator(opts: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = opts.host ?? "127.0.0.1";
  if (opts.apiKey !== undefined) checkApiKey(opts.apiKey);
  const limit = opts.requestsPerSecond === undefined ? undefined : new RequestLimit(opts.requestsPerSecond);
  const runtime = new Runtime(areas, startingFixtures(opts), startingClock(opts), opts.apiKey, limit);
  const server = createEmulatorServer(runtime, areas, { host });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  let stopped: Promise<void> | undefined;
  return {
    url: `http://${urlHost(host)}:${port}`,
    apiKey: runtime.defaultKey,
    stop() {
      stopped ??= new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections(); // keep-alive sockets would hold close() open
      });
      return stopped;
    },
  };
}
