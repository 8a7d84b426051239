import { type ParseArgsOptionsConfig, parseArgs } from "node:util";
import { UsageError } from "./usage-error";

/** `--help` or `-h` was given: the command prints its usage and exits 0. */
export const HELP = Symbol("help");

const helpOption = { help: { type: "boolean", short: "h" } } as const;

/**
 * A command's command line read with its own options plus `--help`/`-h`: strict (an unknown
 * option or a missing value is a UsageError), positionals only where the command takes them.
 */
export function parseCommandLine<const T extends ParseArgsOptionsConfig>(
  argv: readonly string[],
  options: T,
  { positionals = false }: { positionals?: boolean } = {},
) {
  let parsed: ReturnType<typeof parse<T>>;
  try {
    parsed = parse(argv, options, positionals);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  // Resolved only where T is known: the help flag is read through its own type here.
  return (parsed.values as { help?: boolean }).help ? HELP : parsed;
}

function parse<const T extends ParseArgsOptionsConfig>(
  argv: readonly string[],
  options: T,
  positionals: boolean,
) {
  return parseArgs({
    args: [...argv],
    options: { ...options, ...helpOption } as T & typeof helpOption,
    strict: true,
    allowPositionals: positionals,
  });
}
