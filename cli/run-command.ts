import { HELP } from "./command-line";
import { exitStatus } from "./exit-status";
import { oneLine } from "./one-line";
import { SettingError, UsageError } from "./usage-error";

/** Where a command writes. */
export interface CommandIO {
  /** Its result and `--help` (standard output), as text. */
  out: (text: string) => void;
  /** Progress, notes and errors (standard error), a line at a time. */
  err: (line: string) => void;
}

/** What a command declares of itself; runCommand does the rest of the prologue. */
export interface Command<Options> {
  /** The bin's name: the lines it writes on standard error start with it and a colon. */
  name: string;
  /** The `--help` text, printed too after a usage error. */
  usage: string;
  /** Its options from the command line (parseCommandLine) and the environment; UsageError for bad ones. */
  parse: (argv: readonly string[], env: NodeJS.ProcessEnv) => Options | typeof HELP;
}

/**
 * The prologue every command shares: options parsed, `--help` printed (status 0), bad usage
 * printed as `<name>: <message>` then the usage, or a bad setting as its message alone (status 2);
 * else `work` runs with the options and its result is the command's.
 */
export async function runCommand<Options, Result>(
  command: Command<Options>,
  argv: readonly string[],
  io: CommandIO,
  env: NodeJS.ProcessEnv,
  work: (options: Options) => Promise<Result> | Result,
): Promise<Result | number> {
  let options: Options | typeof HELP;
  try {
    options = command.parse(argv, env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${command.name}: ${oneLine(error)}`);
    if (!(error instanceof SettingError)) io.err(command.usage);
    return exitStatus.usage;
  }
  if (options === HELP) {
    io.out(`${command.usage}\n`);
    return exitStatus.ok;
  }
  return work(options);
}
