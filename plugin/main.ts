#!/usr/bin/env node
// First: the compile cache must be on before the dependencies load.
import "../provider/compile-cache";
import { ENGINE_GONE_EXIT_CODE, parseEngineAddress, watchEngine } from "../provider/engine-watch";
import { engineLogs } from "./engine-log";
import { serve } from "./server";

/**
 * `pulumi-resource-registrar`, the provider plugin the engine starts: it prints the port of its
 * gRPC server on stdout, and nothing before it (the engine's handshake), then serves until the
 * engine ends it. Its first argument is the engine's address: the steps' lines go to the engine's
 * log, and once that address refuses connections the engine has gone, and so does the plugin.
 */
const engine = process.argv.slice(2).find((arg) => !arg.startsWith("-"));
const address = engine ? parseEngineAddress(engine) : undefined;
serve(engine && address ? engineLogs(engine).logs : undefined).then(
  ({ port }) => {
    process.stdout.write(`${port}\n`);
    if (!address) return;
    watchEngine(address, () => process.exit(ENGINE_GONE_EXIT_CODE));
  },
  (error: unknown) => {
    process.stderr.write(
      `pulumi-resource-registrar: cannot serve: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
