#!/usr/bin/env node
import { HELP, parseCommandLine } from "../cli/command-line";
import { exitStatus } from "../cli/exit-status";
import { type Command, runCommand } from "../cli/run-command";
import { UsageError } from "../cli/usage-error";
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
  "  --help, -h      this text",
].join("\n");

/** Lines on standard output and standard error. */
export interface CliIO {
  out: (line: string) => void;
  err: (line: string) => void;
}

interface EmulatorCliOptions {
  port: number;
  host?: string;
  fixtures?: string;
  apiKey?: string;
  clockRate?: number;
  requestsPerSecond?: number;
}

const emulatorCommand: Command<EmulatorCliOptions> = {
  name: "registrar-emulator",
  usage: USAGE,
  parse: parseOptions,
};

/**
 * Parses the arguments and starts the emulator; resolves with it once it listens, after
 * printing `listening on http://HOST:PORT`, or with the exit status when it does not start
 * (0 after --help, 2 after printing why the arguments are bad).
 */
export async function runCli(
  argv: string[],
  io: CliIO,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningEmulator | number> {
  // The prologue writes text; this command's writers take lines.
  const textIO = { out: (text: string) => io.out(text.replace(/\n$/, "")), err: io.err };
  return runCommand(emulatorCommand, argv, textIO, env, async (options) => {
    const emulator = await startEmulator(options);
    io.out(`listening on ${emulator.url}`);
    const { clockRate, requestsPerSecond } = options;
    if (clockRate !== undefined && clockRate !== 1)
      io.out(`clock rate ${clockRate}: emulated time runs ${clockRate} times faster than real time`);
    if (requestsPerSecond !== undefined)
      io.out(`request limit: ${requestsPerSecond} API requests per second for the account, then 429`);
    return emulator;
  });
}

function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): EmulatorCliOptions | typeof HELP {
  const parsed = parseCommandLine(argv, {
    port: { type: "string" },
    host: { type: "string" },
    fixtures: { type: "string" },
    "api-key": { type: "string" },
    "clock-rate": { type: "string" },
    "requests-per-second": { type: "string" },
  });
  if (parsed === HELP) return HELP;
  const { values } = parsed;
  const port = Number(values.port);
  if (values.port === undefined || !/^\d+$/.test(values.port) || port > 65535)
    throw new UsageError("--port must be a number from 0 to 65535");
  // An empty variable counts as unset (`VAR= registrar-emulator …`).
  const apiKey = values["api-key"] ?? (env[API_KEY_ENV] || undefined);
  if (apiKey !== undefined && !API_KEY_PATTERN.test(apiKey)) {
    const source = values["api-key"] !== undefined ? "--api-key" : API_KEY_ENV;
    throw new UsageError(`${source} must be 1–256 visible ASCII characters without spaces`);
  }
  const rateText = values["clock-rate"];
  const clockRate = rateText === undefined ? undefined : Number(rateText);
  if (
    rateText !== undefined &&
    (!/^(\d+\.?\d*|\.\d+)$/.test(rateText) || !(Number(clockRate) > 0) || Number(clockRate) > MAX_CLOCK_RATE)
  )
    throw new UsageError(`--clock-rate must be a number above 0 and at most ${MAX_CLOCK_RATE}`);
  const limitText = values["requests-per-second"];
  const requestsPerSecond = limitText === undefined ? undefined : Number(limitText);
  if (
    limitText !== undefined &&
    (!/^[1-9]\d*$/.test(limitText) || Number(requestsPerSecond) > MAX_REQUESTS_PER_SECOND)
  )
    throw new UsageError(`--requests-per-second must be a whole number from 1 to ${MAX_REQUESTS_PER_SECOND}`);
  return { port, host: values.host, fixtures: values.fixtures, apiKey, clockRate, requestsPerSecond };
}

async function main(): Promise<void> {
  const io: CliIO = { out: (l) => console.log(l), err: (l) => console.error(l) };
  let started: RunningEmulator | number;
  try {
    started = await runCli(process.argv.slice(2), io);
  } catch (err) {
    io.err(`${emulatorCommand.name}: ${(err as Error).message}`);
    process.exitCode = exitStatus.failed;
    return;
  }
  if (typeof started === "number") {
    process.exitCode = started;
    return;
  }
  const running = started;
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
