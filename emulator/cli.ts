#!/usr/bin/env node
import { parseArgs } from "node:util";
import { API_KEY_PATTERN } from "./core/api-key";
import { MAX_CLOCK_RATE } from "./core/clock";
import { MAX_REQUESTS_PER_SECOND } from "./core/request-limit";
import { type RunningEmulator, startEmulator } from "./index";

/** Read when --api-key is not given, so the key need not appear in the process list. */
export const API_KEY_ENV = "REGISTRAR_EMULATOR_API_KEY";

const USAGE = [
  "usage: registrar-emulator --port N [--host H] [--fixtures FILE] [--api-key KEY] [--clock-rate R] [--requests-per-second N]",
  "  --port N        port to listen on; 0 picks a free one",
  "  --host H        address to listen on (default 127.0.0.1)",
  "  --fixtures FILE JSON or YAML fixtures (default: the demo account)",
  `  --api-key KEY   value of the full-scope key (default: $${API_KEY_ENV}, else emulator-key);`,
  "                  with the demo account it is then the only key",
  `  --clock-rate R  emulated time runs R times faster than real time (0 < R <= ${MAX_CLOCK_RATE}; default 1)`,
  "  --requests-per-second N",
  "                  the account's limit on API requests across all its keys, in real time:",
  `                  beyond it 429 with Retry-After (1 to ${MAX_REQUESTS_PER_SECOND}; default: no limit)`,
].join("\n");

export interface CliIO {
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * Parses the arguments and starts the emulator; resolves with it once it listens, after
 * printing `listening on http://HOST:PORT`. Returns undefined (after printing why) on bad usage.
 */
export async function runCli(
  argv: string[],
  io: CliIO,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningEmulator | undefined> {
  let values: {
    port?: string;
    host?: string;
    fixtures?: string;
    "api-key"?: string;
    "clock-rate"?: string;
    "requests-per-second"?: string;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: "string" },
        host: { type: "string" },
        fixtures: { type: "string" },
        "api-key": { type: "string" },
        "clock-rate": { type: "string" },
        "requests-per-second": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    }));
  } catch (err) {
    io.err(`${(err as Error).message}\n${USAGE}`);
    return undefined;
  }
  if (values.help) {
    io.out(USAGE);
    return undefined;
  }
  const port = Number(values.port);
  if (values.port === undefined || !/^\d+$/.test(values.port) || port > 65535) {
    io.err(`--port must be a number from 0 to 65535\n${USAGE}`);
    return undefined;
  }
  // An empty variable counts as unset (`VAR= registrar-emulator …`).
  const apiKey = values["api-key"] ?? (env[API_KEY_ENV] || undefined);
  if (apiKey !== undefined && !API_KEY_PATTERN.test(apiKey)) {
    const source = values["api-key"] !== undefined ? "--api-key" : API_KEY_ENV;
    io.err(`${source} must be 1–256 visible ASCII characters without spaces\n${USAGE}`);
    return undefined;
  }
  const rateText = values["clock-rate"];
  const clockRate = rateText === undefined ? undefined : Number(rateText);
  if (
    rateText !== undefined &&
    (!/^(\d+\.?\d*|\.\d+)$/.test(rateText) || !(Number(clockRate) > 0) || Number(clockRate) > MAX_CLOCK_RATE)
  ) {
    io.err(`--clock-rate must be a number above 0 and at most ${MAX_CLOCK_RATE}\n${USAGE}`);
    return undefined;
  }
  const limitText = values["requests-per-second"];
  const requestsPerSecond = limitText === undefined ? undefined : Number(limitText);
  if (
    limitText !== undefined &&
    (!/^[1-9]\d*$/.test(limitText) || Number(requestsPerSecond) > MAX_REQUESTS_PER_SECOND)
  ) {
    io.err(`--requests-per-second must be a whole number from 1 to ${MAX_REQUESTS_PER_SECOND}\n${USAGE}`);
    return undefined;
  }
  const emulator = await startEmulator({
    port,
    host: values.host,
    fixtures: values.fixtures,
    apiKey,
    clockRate,
    requestsPerSecond,
  });
  io.out(`listening on ${emulator.url}`);
  if (clockRate !== undefined && clockRate !== 1)
    io.out(`clock rate ${clockRate}: emulated time runs ${clockRate} times faster than real time`);
  if (requestsPerSecond !== undefined)
    io.out(`request limit: ${requestsPerSecond} API requests per second for the account, then 429`);
  return emulator;
}

async function main(): Promise<void> {
  const io: CliIO = { out: (l) => console.log(l), err: (l) => console.error(l) };
  let emulator: RunningEmulator | undefined;
  try {
    emulator = await runCli(process.argv.slice(2), io);
  } catch (err) {
    io.err(`registrar-emulator: ${(err as Error).message}`);
    process.exitCode = 1;
    return;
  }
  if (!emulator) {
    process.exitCode = process.argv.includes("--help") || process.argv.includes("-h") ? 0 : 2;
    return;
  }
  const running = emulator;
  const shutdown = () => {
    running.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

if (require.main === module) void main();
