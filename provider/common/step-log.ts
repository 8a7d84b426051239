/**
 * Where a resource step's lines go (a wait's progress, a create taken back, a warning of a
 * check): the front end that runs the step decides where the user sees them, so a recipe and
 * its building blocks print only through the log they are given.
 */
export interface StepLog {
  /** Progress and notes: what the step did or is waiting for. */
  info(line: string): void;
  /** Something the user should act on, though the step goes on. */
  warn(line: string): void;
}

/** A log that keeps nothing: for callers whose steps have no one to tell (a tool's own reads). */
export const silentLog: StepLog = { info: () => {}, warn: () => {} };

const printed = new Set<string>();

/**
 * Gives `line` to `log` once per process: a front end calls some steps again only to show their
 * result (the engine's diff during a refresh), and the user reads a note once.
 */
export function infoOnce(log: StepLog, line: string): void {
  if (printed.has(line)) return;
  printed.add(line);
  log.info(line);
}
