import type { CheckFailure } from "@pulumi/pulumi/dynamic";
import { findingLine } from "../dns/validators";
import type { Finding } from "../dns/validators/finding";

/** Warnings printed by this process: check and diff see the same finding, the user reads it once. */
const printed = new Set<string>();

/**
 * A resource's findings as `check` reports them: each warning printed (`warning: …`), each error
 * a check failure of the resource naming its rule and records.
 */
export function findingFailures(findings: readonly Finding[]): CheckFailure[] {
  const failures: CheckFailure[] = [];
  for (const finding of findings) {
    const line = findingLine(finding);
    if (finding.severity === "error") {
      failures.push({ property: "", reason: line });
    } else if (!printed.has(line)) {
      printed.add(line);
      console.log(`warning: ${line.slice("warning ".length)}`);
    }
  }
  return failures;
}
