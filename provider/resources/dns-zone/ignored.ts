import { compileRule, type IgnoreRule, ignoredKeys } from "../../dns/ignore-rules";
import type { RecordKey } from "../../dns/zone-keys";
import type { LiveZone } from "./change-set";

/**
 * The zone with what the `ignore` rules match moved aside (holder "ignored"): unmanaged records,
 * and this resource's records the program no longer declares. A declared record an externalDns
 * rule matches is refused unless the rule allows it (pattern rules are refused by check).
 */
export function withIgnored(
  live: LiveZone,
  rules: readonly IgnoreRule[],
  zone: string,
  declared: ReadonlySet<RecordKey>,
): LiveZone {
  if (rules.length === 0) return live;
  const compiled = rules.map(compileRule);
  const { mine, unmanaged } = live.byHolder;
  const matched = ignoredKeys(compiled, [...mine.keys(), ...unmanaged.keys()], zone);
  const allowed = rules.some((rule) => rule.allowDeclared);
  const clash = [...matched].filter((key) => declared.has(key));
  if (clash.length > 0 && !allowed) {
    throw new Error(
      `zone ${zone}: the ignore rules match records the program declares (${clash.slice(0, 5).join("; ")}` +
        `${clash.length > 5 ? `, and ${clash.length - 5} more` : ""}): remove them from records, or set ` +
        "allowDeclared: true on the rule to manage the records the program declares",
    );
  }
  const byHolder = {
    ...live.byHolder,
    mine: new Map(mine),
    unmanaged: new Map(unmanaged),
    ignored: new Map(),
  };
  for (const key of matched) {
    if (declared.has(key)) continue;
    for (const holder of ["mine", "unmanaged"] as const) {
      const record = byHolder[holder].get(key);
      if (!record) continue;
      byHolder[holder].delete(key);
      byHolder.ignored.set(key, record);
    }
  }
  return { byHolder, total: live.total };
}
