import { z } from "zod";
import "../../common/declaration"; // the markers `.meta()` takes (typeName, typeDescription)
import { type Allow, type RuleSetting, severities, type TtlRange } from "./finding";
import { unsettableRuleProblem } from "./refusal-rules";
import { ruleIds } from "./rules";

/**
 * The validators' settings, as octoDNS and DNSControl users set theirs: a severity per rule
 * (`error`, `warning` or `off`) and the TTL range of `ttl-range`. The same object is a DnsZone's
 * `validation` input and the provider's `registrar:zoneValidation` (JSON), the zone's winning
 * rule by rule.
 */
export interface ValidationSettings {
  rules?: Record<string, RuleSetting>;
  ttl?: TtlRange;
}

const ruleSettings = [...severities, "off"] as const;
const seconds = z.number().int("must be a whole number of seconds").min(0, "must be 0 or more");

export const validationSettingsSchema = z
  .strictObject({
    rules: z
      .record(
        z.string(),
        z.enum(ruleSettings, { error: `must be one of ${ruleSettings.join(", ")}` }).meta({
          typeName: "ZoneValidationSeverity",
          typeDescription: 'A zone validation rule\'s severity: "off" skips the rule.',
        }),
      )
      .optional()
      .meta({ description: 'Severity by rule id, e.g. { "duplicate-spf": "error" }.' }),
    ttl: z
      .strictObject({
        min: seconds.optional().meta({ description: "The least TTL a record should have, in seconds." }),
        max: seconds.optional().meta({ description: "The greatest TTL a record should have, in seconds." }),
      })
      .meta({ typeName: "DnsZoneValidationTtl", typeDescription: "The TTL range of the rule ttl-range." })
      .optional()
      .meta({
        description:
          "The TTL range of the rule ttl-range, in seconds; the rule finds nothing without a bound.",
      }),
  })
  .superRefine((settings, ctx) => {
    for (const rule of Object.keys(settings.rules ?? {})) {
      const problem = unsettableRuleProblem(rule, ruleIds);
      if (problem) ctx.addIssue({ code: "custom", path: ["rules", rule], message: problem });
    }
    const { min, max } = settings.ttl ?? {};
    if (min !== undefined && max !== undefined && min > max)
      ctx.addIssue({ code: "custom", path: ["ttl"], message: `min (${min}) is above max (${max})` });
  });

/** A record's `allow`: findings silenced on it, each with its reason (required, non-empty). */
export const allowSchema = z.array(
  z
    .strictObject({
      rule: z
        .string({ error: "is required: the id of the rule to silence" })
        .meta({ description: 'The rule\'s id, e.g. "duplicate-spf".' }),
      reason: z
        .string({ error: "is required: say why this finding is silenced" })
        .meta({ description: "Why the finding is silenced: required, not empty." }),
    })
    .superRefine((allow, ctx) => {
      const problem = unsettableRuleProblem(allow.rule, ruleIds);
      if (problem) ctx.addIssue({ code: "custom", path: ["rule"], message: `"${allow.rule}" ${problem}` });
      if (allow.reason.trim() === "")
        ctx.addIssue({ code: "custom", path: ["reason"], message: "must say why this finding is silenced" });
    })
    .meta({
      typeName: "ZoneValidationAllow",
      typeDescription: "One zone validation finding silenced on one record, and why.",
    }),
);

/** `allow` entries as records keep them. */
export type AllowList = Allow[];

/**
 * Settings from text (stack config or an environment variable, JSON): an Error naming
 * `setting` and what to write when the text is not JSON or not settings.
 */
export function validationSettingsFromText(text: string | undefined, setting: string): ValidationSettings {
  if (text === undefined || text.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(
      `${setting} is not JSON: write e.g. {"rules": {"duplicate-spf": "error"}, "ttl": {"min": 300}}`,
    );
  }
  const parsed = validationSettingsSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `${[setting, ...issue.path].join(".")}: ${issue.message}`,
  );
  throw new Error(problems.join("; "));
}

/** `over`'s settings on top of `base`'s, rule by rule and bound by bound. */
export function mergeSettings(
  base: ValidationSettings,
  over: ValidationSettings | undefined,
): ValidationSettings {
  if (!over) return base;
  const out: ValidationSettings = {};
  const rules = { ...base.rules, ...over.rules };
  if (Object.keys(rules).length > 0) out.rules = rules;
  const ttl = { ...base.ttl, ...over.ttl };
  if (ttl.min !== undefined || ttl.max !== undefined) out.ttl = ttl;
  return out;
}
