import type { RecordType } from "../provider/client/api";
import { recordTypeTable } from "../provider/dns/record-types";
import type { Finding, RefusalRuleId, ZoneRecord } from "../provider/dns/validators";

/** The rule of each property the provider's check names, beside `data` and `name`. */
const propertyRules: Record<string, RefusalRuleId> = {
  ttl: "api-ttl-range",
  tag: "caa-tag-invalid",
  flags: "caa-flags-invalid",
  priority: "mx-preference-invalid",
};

/**
 * One issue of the provider's check (its input schema) on a record of a zone file, as a refusal:
 * the rule that says what is refused, and the provider's own message with the property it names.
 */
export function apiRefusal(
  issue: { path: readonly PropertyKey[]; message: string },
  record: { type: RecordType; ttl: number; atApex: boolean },
): { rule: RefusalRuleId; text: string } {
  const property = String(issue.path[0] ?? "");
  if (property === "ttl")
    return { rule: "api-ttl-range", text: `ttl ${record.ttl} ${issue.message}, the API's range` };
  if (property === "name" && record.type === "CNAME" && record.atApex)
    return { rule: "cname-at-apex", text: issue.message };
  const rule =
    propertyRules[property] ??
    (property === "name" ? "name-invalid" : recordTypeTable[record.type].dataRefusal);
  return { rule, text: `${property} ${issue.message}` };
}

/** A refusal as a finding: always an error, on the one record (or line) it refuses. */
export function refusalFinding(record: ZoneRecord, rule: RefusalRuleId, message: string): Finding {
  return { rule, severity: "error", records: [record], message };
}
