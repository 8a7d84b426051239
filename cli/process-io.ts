import type { CommandIO } from "./run-command";

/** A command's writes as a bin makes them: standard output as given, standard error by line. */
export const processIO: CommandIO = {
  out: (text) => process.stdout.write(text),
  err: (line) => process.stderr.write(`${line}\n`),
};
