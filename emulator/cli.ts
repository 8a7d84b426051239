#!/usr/bin/env node
import { parseArgs } from "node:util";
import { type RunningEmulator, startEmulator } from "./index";

const USAGE = "usage: registrar-emulator --port N [--host H] [--fixtures FILE] [--api-key KEY]";

export interface CliIO {
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * Parses the arguments and starts the emulator; resolves with it once it listens, after
 * printing `listening on http://HOST:PORT`. Returns undefined (after printing why) on bad usage.
 */
export async function runCli(argv: string[], io: CliIO): Promise<RunningEmulator | undefined> {
  let values: { port?: string; host?: string; fixtures?: string; "api-key"?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: "string" },
        host: { type: "string" },
        fixtures: { type: "string" },
        "api-key": { type: "string" },
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
  const emulator = await startEmulator({
    port,
    host: values.host,
    fixtures: values.fixtures,
    apiKey: values["api-key"],
  });
  io.out(`listening on ${emulator.url}`);
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
