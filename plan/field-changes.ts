import { hasUnknown, unknownValue } from "../provider/common/unknown";
import type { FieldChange } from "./plan";

/** The inputs among `fields` that differ between the old outputs and the new inputs, as diff compares them. */
export function fieldChanges(
  olds: object | undefined,
  news: object,
  fields: readonly string[],
): FieldChange[] {
  const before = olds as Record<string, unknown> | undefined;
  const after = news as Record<string, unknown>;
  return fields.flatMap((field): FieldChange[] => {
    const to = after[field];
    // An input the program leaves out keeps what the object holds: no change.
    if (to === undefined) return [];
    const from = before?.[field];
    if (hasUnknown(to)) return [{ field, ...(from === undefined ? {} : { from }), unknown: true }];
    if (JSON.stringify(from) === JSON.stringify(to)) return [];
    return [{ field, ...(from === undefined ? {} : { from }), to }];
  });
}

/** Every input of `news` but `except` that differs from the old outputs. */
export function inputChanges(
  olds: object | undefined,
  news: object | undefined,
  except: readonly string[] = [],
): FieldChange[] {
  if (!news) return [];
  const fields = Object.keys(news).filter((field) => field !== "__provider" && !except.includes(field));
  return fieldChanges(olds, news, fields.sort());
}

/** A value as a plan line shows it: text as it is, lists and objects as JSON. */
export function shown(value: unknown): string {
  if (value === unknownValue) return "(known after up)";
  if (value === undefined) return "(unset)";
  if (typeof value === "string") return value === "" ? '""' : value;
  if (Array.isArray(value)) return `[${value.map(shown).join(", ")}]`;
  return JSON.stringify(value);
}

/** `ttl 300 → 600`, `annotation → "web"`, `csr → (known after up)`. */
export function changeText(change: FieldChange): string {
  const from = change.from === undefined ? "" : `${shown(change.from)} `;
  return `${change.field} ${from}→ ${change.unknown ? "(known after up)" : shown(change.to)}`;
}
