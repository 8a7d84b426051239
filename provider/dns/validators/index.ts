import type { Finding, ZoneContents } from "./finding";
import { valueText } from "./record-text";
import { zoneRules } from "./rules";
import type { ValidationSettings } from "./settings";

export type { Allow, Finding, RuleSetting, Severity, ZoneContents, ZoneRecord, ZoneRule } from "./finding";
export { type RefusalRuleId, refusalRuleIds, refusalRules, unsettableRuleProblem } from "./refusal-rules";
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

/**
 * A finding on one line: `severity rule name type data: message` (the first record named), and
 * for records of a zone file the lines they are on.
 */
export function findingLine(finding: Finding): string {
  const first = finding.records[0];
  const where = first ? [first.name, first.type, valueText(first)].filter((part) => part !== "") : [];
  const lines = [...new Set(finding.records.flatMap((record) => record.line ?? []))].sort((a, b) => a - b);
  const at = lines.length === 0 ? "" : ` (line${lines.length === 1 ? "" : "s"} ${lines.join(", ")})`;
  return `${[finding.severity, finding.rule, ...where].join(" ")}: ${finding.message}${at}`;
}

/** How many findings are errors and how many warnings: "2 errors, 1 warning". */
export function findingCounts(findings: readonly Finding[]): string {
  const errors = findings.filter((finding) => finding.severity === "error").length;
  const warnings = findings.length - errors;
  return `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}`;
}
