import { recordLimits } from "../limits";
import { caaTags, recordTypeTable } from "../record-types";

const { MX, TXT, CAA } = recordTypeTable;

/**
 * The refusals: what a zone file can hold that the zone cannot, each a finding of its own rule
 * (`registrar-lint --zone-file`, `registrar-import --zone-file`). A line BIND's named-checkzone
 * refuses, or a record the provider's check refuses before the API would. Always an error, and
 * no setting changes that: the record is refused whatever the rule's setting, so a setting could
 * only hide from the lint what then fails the import or `pulumi up`.
 */
export const refusalRules = [
  {
    id: "zone-file-syntax",
    description:
      "a line BIND refuses: not a record type or directive, the wrong number of fields, a class other than IN, a TTL that is not one or none at all, a relative name with no origin, $INCLUDE or $GENERATE",
  },
  {
    id: "name-invalid",
    description: "a name or target the API refuses: too long, a label too long, a character it does not take",
  },
  { id: "cname-at-apex", description: "a CNAME at the zone's apex, where the API takes an ALIAS" },
  {
    id: "api-ttl-range",
    description: `a TTL outside the API's range, ${recordLimits.ttl.min} to ${recordLimits.ttl.max} seconds`,
  },
  { id: "address-invalid", description: "an A or AAAA record whose data is not an IPv4 or IPv6 address" },
  {
    id: "mx-preference-invalid",
    description: `an MX preference that is not a whole number from ${MX.limits.priority.min} to ${MX.limits.priority.max}`,
  },
  {
    id: "txt-invalid",
    description: `a TXT record the API refuses: a string over ${TXT.limits.stringOctets} octets, over ${TXT.limits.length} characters in all, not printable ASCII, empty`,
  },
  {
    id: "caa-flags-invalid",
    description: `CAA flags that are not a whole number from ${CAA.limits.flags.min} to ${CAA.limits.flags.max}`,
  },
  {
    id: "caa-tag-invalid",
    description: `a CAA tag the API does not take (${caaTags.join(", ")})`,
  },
  {
    id: "caa-value-invalid",
    description: `a CAA value the API refuses: empty, over ${CAA.limits.length} characters, not printable ASCII`,
  },
] as const;

export type RefusalRuleId = (typeof refusalRules)[number]["id"];

export const refusalRuleIds: readonly string[] = refusalRules.map((rule) => rule.id);

/**
 * Why `rule` cannot be given a severity or an `allow` (a predicate: "is not a rule; …"), or
 * undefined when it can: `ruleIds` lists the rules that can be set. Shared by the settings,
 * `allow` and `--rule`.
 */
export function unsettableRuleProblem(rule: string, ruleIds: readonly string[]): string | undefined {
  if (ruleIds.includes(rule)) return undefined;
  if (refusalRuleIds.includes(rule))
    return "is a refusal: the record is refused whatever the setting, so it is always an error; fix the record instead";
  return `is not a rule; the rules are ${ruleIds.join(", ")}`;
}
