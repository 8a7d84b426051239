import type { AddressInfo } from "node:net";
import { type Clock, SystemClock } from "./clock";
import { type Fixtures, loadFixtures } from "./fixtures";
import { Runtime } from "./runtime";
import { createEmulatorServer } from "./server";

export { type Clock, ManualClock, SystemClock } from "./clock";
export type { FaultSpec } from "./faults";
export { FixtureError, type Fixtures, type LoadedFixtures, loadFixtures } from "./fixtures";
export { DEFAULT_API_KEY, defaultFixtures } from "./fixtures/default";
export { ModelError } from "./model/errors";
export { ACME_DEFAULTS } from "./rate-limit";
export type { LogEntry } from "./request-log";
export { type Scope, scopes } from "./scopes";

export interface EmulatorOptions {
  /** Default 0: any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** A JSON/YAML file or a fixtures object; default: the demo account. */
  fixtures?: string | Fixtures;
  /** Value of the full-scope key (id "default"); default "emulator-key" or the fixtures' own. */
  apiKey?: string;
  /** Default: wall-clock time that `POST /__emulator/clock` can move forward. */
  clock?: Clock;
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

/** Starts an emulator and resolves once it accepts connections. */
export async function startEmulator(opts: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = opts.host ?? "127.0.0.1";
  const runtime = new Runtime(loadFixtures(opts.fixtures), opts.clock ?? new SystemClock(), opts.apiKey);
  const server = createEmulatorServer(runtime);
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
