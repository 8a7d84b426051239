import type { CheckFailure } from "@pulumi/pulumi/dynamic";
import type { z } from "zod";

/** One CheckFailure per property, from zod issues; unrecognised keys are named one by one. */
export function checkFailures(error: z.ZodError): CheckFailure[] {
  const failures: CheckFailure[] = [];
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys)
        failures.push({ property: key, reason: "is not an input of this resource" });
      continue;
    }
    const property = issue.path.map(String).join(".") || "(inputs)";
    failures.push({ property, reason: issue.message });
  }
  return failures;
}
