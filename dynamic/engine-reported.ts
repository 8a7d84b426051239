/**
 * Errors the engine shows on their resource, kept off the dynamic-provider host's standard error.
 * The host prints every error a check, diff or delete throws as `${error}: ${error.stack}` on its
 * standard error, which the CLI shows twice more (as the stack's diagnostic and as its progress
 * line) beside the engine's own report on the resource: a refusal of a few lines (the DnsZone
 * guard) read three times. Only that exact line is dropped, once; everything else the process
 * prints goes through.
 */
const quiet = new Set<string>();
let installed = false;

export function reportedByEngine<E>(error: E): E {
  if (!(error instanceof Error)) return error;
  quiet.add(`${error}: ${error.stack}`);
  if (!installed) {
    installed = true;
    const print = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      if (args.length === 1 && typeof args[0] === "string" && quiet.delete(args[0])) return;
      print(...args);
    };
  }
  return error;
}
