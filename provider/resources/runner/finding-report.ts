import type { StepLog } from "../../common/step-log";
import { findingLine } from "../../dns/validators";
import type { Finding } from "../../dns/validators/finding";
import type { CheckFailure } from "./recipe";

/** Warnings printed by this process: check and diff see the same finding, the user reads it once. */
const printed = new Set<string>();

/**
 * A resource's findings as `check` reports them: each warning a warning of the step's log, each
 * error a check failure of the resource naming its rule and records.
 */
export function findingFailures(findings: readonly Finding[], log: StepLog): CheckFailure[] {
  const failures: CheckFailure[] = [];
  for (const finding of findings) {
    const line = findingLine(finding);
    if (finding.severity === "error") {
      failures.push({ property: "", reason: line });
    } else if (!printed.has(line)) {
      printed.add(line);
      log.warn(line.slice("warning ".length));
    }
  }
  return failures;
}
