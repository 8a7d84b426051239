import { createRequire } from "node:module";
import { type EngineAddress, engineAddressOfHost } from "../provider/engine-watch";

/** Pulumi's dynamic-provider host, as the process that runs this module sees it. */
export interface ProviderHost {
  /** Loads a module as the host's own code does: its copy of @pulumi/pulumi, its gRPC. */
  require: NodeJS.Require;
  /** The engine that started the host: its first argument. */
  engine: EngineAddress;
}

/**
 * The host when this process is Pulumi's dynamic-provider host (`node …/@pulumi/pulumi/cmd/
 * dynamic-provider/index.js <engine address>`), undefined in any other process (a program, a
 * test, a script).
 */
export function providerHost(
  mainFile = require.main?.filename,
  args = process.argv.slice(2),
): ProviderHost | undefined {
  const engine = engineAddressOfHost(mainFile, args);
  if (!mainFile || !engine) return undefined;
  return { require: createRequire(mainFile), engine };
}
