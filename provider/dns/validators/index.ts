import type { Finding, ZoneContents } from "./finding";
import { valueText } from "./record-text";
import { zoneRules } from "./rules";
import type { ValidationSettings } from "./settings";

export type { Allow, Finding, RuleSetting, Severity, ZoneContents, ZoneRecord, ZoneRule } from "./finding";
export { ruleIds, zoneRules } from "./rules";
export {
  allowSchema,
  mergeSettings,
  type ValidationSettings,
  validationSettingsFromText,
  validationSettingsSchema,
} from "./settings";

/**
 * The findings of every rule the settings leave on, over the zones the caller knows, each at
 * its rule's severity (the setting, else the rule's default). A finding is silenced when one of
 * the records it names allows its rule.
 */
export function validateZones(zones: readonly ZoneContents[], settings: ValidationSettings = {}): Finding[] {
  return zoneRules.flatMap((rule) => {
    const severity = settings.rules?.[rule.id] ?? rule.severity;
    if (severity === "off") return [];
    return rule
      .check({ zones, ...(settings.ttl ? { ttl: settings.ttl } : {}) })
      .filter((finding) => !finding.records.some((record) => record.allow?.some((a) => a.rule === rule.id)))
      .map((finding) => ({ ...finding, rule: rule.id, severity }));
  });
}

/** A finding on one line: `severity rule name type data: message` (the first record named). */
export function findingLine(finding: Finding): string {
  const first = finding.records[0];
  const where = first ? ` ${first.name} ${first.type} ${valueText(first)}` : "";
  return `${finding.severity} ${finding.rule}${where}: ${finding.message}`;
}
