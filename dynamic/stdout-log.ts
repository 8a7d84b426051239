import type { StepLog } from "../provider/common/step-log";

/**
 * A step's lines as the dynamic-provider host shows them: what its process prints, which the
 * engine shows on the resource whose step is under way.
 */
export const stdoutLog: StepLog = {
  info: (line) => console.log(line),
  warn: (line) => console.log(`warning: ${line}`),
};
