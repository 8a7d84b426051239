import type { z } from "zod";
import type { CheckFailure, CheckOutcome } from "./recipe";

/**
 * Pulumi check failures from a zod error, for any resource, so that a preview reports every bad
 * input at once, each against its property, before anything is sent: one entry per bad
 * top-level property, in the order the properties first failed, its reason naming the property
 * and joining all of that property's problems ("data: must not be empty", "data[1]: …").
 * An unrecognised key is a failure of that key. Issues about the inputs as a whole (no path) go
 * under the empty property, which Pulumi reports against the resource; so do the issues of an
 * element of a list named in `perElement` (`records[3].data`), one failure per element: Pulumi
 * prints a property's whole value beside each of its failures, for a zone a thousand records.
 */
export function checkFailures(error: z.ZodError, perElement: readonly string[] = []): CheckFailure[] {
  const reasons = new Map<string, string[]>();
  const add = (path: readonly PropertyKey[], message: string) => {
    const element = typeof path[1] === "number" && perElement.includes(String(path[0]));
    const group = path.length === 0 ? "" : element ? label(path.slice(0, 2)) : String(path[0]);
    const reason = path.length === 0 ? message : `${label(path)}: ${message}`;
    const list = reasons.get(group) ?? [];
    if (!list.includes(reason)) list.push(reason);
    reasons.set(group, list);
  };
  for (const issue of error.issues) {
    // Unrecognised keys come as one issue listing them, also when a wrapping schema re-raised
    // it as a custom issue (the list survives, the code does not).
    const keys = (issue as { keys?: unknown }).keys;
    if (Array.isArray(keys) && keys.every((key) => typeof key === "string")) {
      for (const key of keys) add([...issue.path, key], "is not an input of this resource");
    } else {
      add(issue.path, issue.message);
    }
  }
  return [...reasons].map(([group, list]) => ({
    property: group.includes("[") ? "" : group,
    reason: list.join("; "),
  }));
}

/** A resource's `check`: inputs parsed by `schema`, or its failures per property. Sends nothing. */
export function checkInputs<T>(
  schema: z.ZodType<T>,
  news: unknown,
  perElement: readonly string[] = [],
): CheckOutcome<T> {
  const parsed = schema.safeParse(news);
  return parsed.success ? { inputs: parsed.data } : { failures: checkFailures(parsed.error, perElement) };
}

/** `data`, `data[1]`, `records[0].kind`. */
function label(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`,
    )
    .join("");
}
