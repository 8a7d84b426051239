import { z } from "zod";
import {
  type AcceptedFields,
  checked,
  choice,
  defaultOf,
  orUnknown,
  required,
  text,
  type Unknown,
  whole,
} from "../../common/input-checks";
import { hasUnknown, unknownValue } from "../../common/unknown";
import { toFqdn } from "../../dns/fqdn";
import { compileRule, type IgnoreRule, ignoreRule, matchesPattern } from "../../dns/ignore-rules";
import { recordLimits } from "../../dns/limits";
import { type Allow, type ValidationSettings, validationSettingsSchema } from "../../dns/validators";
import { type RecordKey, recordKey, relativeName } from "../../dns/zone-keys";
import { type DnsRecordInputs, dnsRecordInputNames, dnsRecordInputs } from "../dns-record/inputs";
import { inputProperties, type outputProperties, ratioProperties, unmanagedActions } from "./properties";

export type UnmanagedAction = (typeof unmanagedActions)[number];

/**
 * octoDNS's guard: a run may update at most this share of a zone of at least 10 records, and
 * delete at most this share (each on its own, as octoDNS's update and delete thresholds).
 */
export const DEFAULT_MAX_CHANGE_RATIO = 0.3;

/**
 * What the program manages of one record besides its key: ttl and annotation, each only when the
 * program sets it (left out, the API's value stays and is not compared).
 */
export type ZoneRecordSettings = Omit<z.output<typeof outputProperties>["records"][string], "id">;

/**
 * A declared record as the inputs hold it: its settings, and for a preview's sake `newValue` when
 * the entry stands under the key of the record it changes in place (same name and type, another
 * value: `view.ts`); the record declared is then that name and type with `newValue`.
 */
export interface DeclaredRecord extends ZoneRecordSettings {
  newValue?: string | Unknown;
}

/**
 * DnsZone inputs after check. `records` is keyed by each record's key (`dns/zone-keys.ts`), so a
 * preview names every record created, changed or deleted. During a preview of a program that
 * computes a record from another resource, that record's entry is unknown (keyed by its name and
 * type, `api A ?`, or by the key of the record it replaces: see `withOldInputs`) and the others
 * show as they are; `records` is unknown as a whole only while the list or the zone is. Not the
 * declaration's output (`properties.ts`): the zone's own form, records by key, shares resolved.
 */
export interface DnsZoneInputs {
  zone: string;
  records: Record<RecordKey, DeclaredRecord | Unknown> | Unknown;
  unmanaged: UnmanagedAction;
  ignore: IgnoreRule[];
  maxUpdateRatio: number | Unknown;
  maxDeleteRatio: number | Unknown;
  /** Given only when the program sets it: the one share of both (kept as an output). */
  maxChangeRatio?: number | Unknown;
  ownerTag?: string;
  /**
   * Shown, never acted on: the unmanaged records a refresh found changed since the last `up`
   * (`added outside Pulumi`, `removed outside Pulumi`), so a preview names them (`withOldInputs`).
   */
  recordsOutsidePulumi?: Record<RecordKey, string>;
  /**
   * The zone validators' settings (severity per rule, TTL range) and the findings each record
   * silences (its `allow`, by key): given only when the program sets either.
   */
  validation?: ValidationSettings & { allow?: Record<RecordKey, Allow[]> };
}

const fields = {
  zone: text().optional(),
  records: orUnknown(z.array(z.unknown()), "must be a list of records").optional(),
  ttl: whole(" of seconds").optional(),
  unmanaged: text().optional(),
  ignore: z
    .array(
      orUnknown(
        ignoreRule,
        "must be a rule: { name, type, value, allowDeclared } or { externalDns: true, owner }",
      ),
    )
    .optional(),
  maxChangeRatio: orUnknown(z.number(), "must be a number from 0 to 1").optional(),
  maxUpdateRatio: orUnknown(z.number(), "must be a number from 0 to 1").optional(),
  maxDeleteRatio: orUnknown(z.number(), "must be a number from 0 to 1").optional(),
  ownerTag: z.string().optional(),
  validation: validationSettingsSchema.optional(),
} satisfies AcceptedFields<typeof inputProperties, "ownerTag">;
const ratios = ratioProperties.keyof().options;

/** Keys of DnsRecord that a record of a zone does not take (the zone is the resource's): the declarations' difference. */
const notRecordInputs = dnsRecordInputNames.filter(
  (name) => !inputProperties.shape.records.unwrap().element.options.some((variant) => name in variant.shape),
);

/** Validates and normalizes DnsZone inputs: the schema `check` runs. */
export const dnsZoneInputs = z.strictObject(fields).transform((v, ctx): DnsZoneInputs => {
  const given = required(ctx, "zone", v.zone);
  const zone = given === undefined ? "" : (checked(ctx, ["zone"], given, (z) => toFqdn(z)) ?? "");
  for (const ratio of ratios) {
    const value = v[ratio];
    if (typeof value === "number" && !(value >= 0 && value <= 1)) {
      ctx.addIssue({ code: "custom", path: [ratio], message: "must be a number from 0 to 1" });
    }
  }
  if (typeof v.ttl === "number" && (v.ttl < recordLimits.ttl.min || v.ttl > recordLimits.ttl.max)) {
    const { min, max } = recordLimits.ttl;
    ctx.addIssue({ code: "custom", path: ["ttl"], message: `must be between ${min} and ${max}` });
  }
  const share = v.maxChangeRatio ?? DEFAULT_MAX_CHANGE_RATIO;
  const out: DnsZoneInputs = {
    zone,
    records: zone === unknownValue || v.records === unknownValue ? unknownValue : {},
    unmanaged: (choice(ctx, "unmanaged", v.unmanaged, unmanagedActions) ??
      defaultOf(inputProperties.shape.unmanaged)) as UnmanagedAction,
    ignore: ignoreRules(ctx, v.ignore ?? []),
    maxUpdateRatio: v.maxUpdateRatio ?? share,
    maxDeleteRatio: v.maxDeleteRatio ?? share,
  };
  if (v.maxChangeRatio !== undefined) out.maxChangeRatio = v.maxChangeRatio;
  if (v.ownerTag !== undefined) out.ownerTag = v.ownerTag;
  if (zone && zone !== unknownValue && Array.isArray(v.records)) {
    const records = zoneRecords(ctx, v.records, zone, { ttl: v.ttl, ownerTag: v.ownerTag });
    out.records = keyed(ctx, records, zone);
    declaredButIgnored(ctx, out.ignore, records, zone);
    const allow: Record<RecordKey, Allow[]> = {};
    for (const { record } of records) {
      if (record.allow && !hasUnknown(record)) allow[recordKey(record, zone)] = record.allow;
    }
    if (Object.keys(allow).length > 0) out.validation = { ...out.validation, allow };
  }
  if (v.validation !== undefined) out.validation = { ...v.validation, ...out.validation };
  return out;
});

/** The rules, each checked (a bad glob or type is an issue on `ignore[i].<part>`). */
function ignoreRules(ctx: z.RefinementCtx, rules: unknown[]): IgnoreRule[] {
  return rules.flatMap((rule, index): IgnoreRule[] => {
    if (rule === unknownValue) {
      ctx.addIssue({ code: "custom", path: ["ignore", index], message: "must be known during preview" });
      return [];
    }
    const r = rule as IgnoreRule;
    const problem = (part: string, message: string) => {
      ctx.addIssue({ code: "custom", path: ["ignore", index, ...(part ? [part] : [])], message });
    };
    if (r.externalDns) {
      const extra = (["name", "type", "value"] as const).filter((part) => r[part] !== undefined);
      if (extra.length > 0)
        problem("", `an externalDns rule takes no ${extra.join(", ")}: write a rule of its own`);
    } else if (r.name === undefined && r.type === undefined && r.value === undefined) {
      problem("", "must name a name, type or value to match (or be { externalDns: true })");
      return [];
    } else if (r.owner !== undefined) problem("owner", "belongs to an externalDns rule only");
    try {
      compileRule(r);
    } catch (error) {
      problem((error as { part?: string }).part ?? "", (error as Error).message);
      return [];
    }
    return [Object.fromEntries(Object.entries(r).filter(([, value]) => value !== undefined)) as IgnoreRule];
  });
}

/**
 * A pattern rule that matches a declared record is a mistake unless it says `allowDeclared`: the
 * program would declare what it also says to leave alone. One issue naming both.
 */
function declaredButIgnored(
  ctx: z.RefinementCtx,
  rules: readonly IgnoreRule[],
  records: readonly { index: number; record: DnsRecordInputs }[],
  zone: string,
): void {
  rules.forEach((rule, ruleIndex) => {
    if (rule.allowDeclared || rule.externalDns) return;
    const compiled = compileRule(rule);
    const hit = records.find(({ record }) => !hasUnknown(record) && matchesPattern(compiled, record, zone));
    if (!hit) return;
    ctx.addIssue({
      code: "custom",
      path: ["ignore", ruleIndex],
      message:
        `matches records[${hit.index}] (${recordKey(hit.record, zone)}), which the program declares: ` +
        "narrow the rule, or set allowDeclared: true on it to manage the records the program declares",
    });
  });
}

/** Each declared record checked as a DnsRecord in `zone`; an issue per bad record, on `records[i]`. */
function zoneRecords(
  ctx: z.RefinementCtx,
  list: unknown[],
  zone: string,
  defaults: { ttl: number | Unknown | undefined; ownerTag: string | undefined },
): { index: number; record: DnsRecordInputs }[] {
  return list.flatMap((raw, index) => {
    if (raw === unknownValue) return [{ index, record: { name: unknownValue } as DnsRecordInputs }];
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
      ctx.addIssue({ code: "custom", path: ["records", index], message: "must be a record (an object)" });
      return [];
    }
    const record = raw as Record<string, unknown>;
    const foreign = notRecordInputs.filter((key) => key in record);
    for (const key of foreign) {
      ctx.addIssue({
        code: "custom",
        path: ["records", index, key],
        message: "is not an input of a zone's record (the zone is the DnsZone's)",
      });
    }
    const parsed = dnsRecordInputs.safeParse({
      ...(defaults.ttl === undefined ? {} : { ttl: defaults.ttl }),
      ...record,
      zone,
      ...(defaults.ownerTag === undefined ? {} : { ownerTag: defaults.ownerTag }),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ ...issue, path: ["records", index, ...issue.path] } as Parameters<
          typeof ctx.addIssue
        >[0]);
      }
      return [];
    }
    return foreign.length > 0 ? [] : [{ index, record: parsed.data }];
  });
}

/** The records by key; a record declared twice, or a CNAME beside another record, is an issue. */
function keyed(
  ctx: z.RefinementCtx,
  records: { index: number; record: DnsRecordInputs }[],
  zone: string,
): Record<RecordKey, DeclaredRecord | Unknown> {
  const out: Record<RecordKey, DeclaredRecord | Unknown> = {};
  const firstAt = new Map<RecordKey, number>();
  const namesWith = new Map<string, { type: string; index: number }[]>();
  for (const { index, record } of records) {
    if (hasUnknown(record)) {
      out[unknownKey(record, zone, index)] = unknownValue;
      continue;
    }
    const key = recordKey(record, zone);
    const earlier = firstAt.get(key);
    if (earlier !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["records", index],
        message: `declares the same record as records[${earlier}] (${key}); declare it once`,
      });
      continue;
    }
    firstAt.set(key, index);
    const atName = namesWith.get(record.name) ?? [];
    const clash = atName.find((other) => other.type === "CNAME" || record.type === "CNAME");
    if (clash) {
      ctx.addIssue({
        code: "custom",
        path: ["records", index],
        message: `a CNAME cannot share its name with another record: records[${clash.index}] is a ${clash.type} at ${record.name}`,
      });
      continue;
    }
    atName.push({ type: record.type, index });
    namesWith.set(record.name, atName);
    const settings: ZoneRecordSettings = {};
    if (record.ttl !== undefined) settings.ttl = record.ttl;
    if (record.annotation !== undefined) settings.annotation = record.annotation;
    out[key] = settings;
  }
  return out;
}

/**
 * The placeholder key of a record still unknown in preview: its name and type where known
 * (`api A (records[3] unknown)`), else its place in the list (`records[3] (unknown)`).
 */
export function unknownKey(record: Partial<DnsRecordInputs>, zone: string, index: number): RecordKey {
  const { name, type } = record;
  if (typeof name !== "string" || name === unknownValue || !type || (type as string) === unknownValue) {
    return `records[${index}] (unknown)`;
  }
  return `${relativeName(name, zone)} ${type} (records[${index}] unknown)`;
}
