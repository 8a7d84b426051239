import type { StepLog } from "../provider/common/step-log";

/**
 * A step's lines printed on standard output: outside Pulumi's dynamic-provider host (a program's
 * own test), and a line the engine refused. In the host, the engine would show them on the stack,
 * whatever the step's resource (it reads a plugin's output with no URN): resource-log.ts sends
 * them to the engine instead.
 */
export const stdoutLog: StepLog = {
  info: (line) => console.log(line),
  warn: (line) => console.log(`warning: ${line}`),
};
