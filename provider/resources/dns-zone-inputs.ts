import { z } from "zod";
import { checked, choice, orUnknown, required, text, type Unknown, whole } from "../common/input-checks";
import { hasUnknown, unknownValue } from "../common/unknown";
import { maxChangeRatioOverride } from "../config";
import { toFqdn } from "../dns/fqdn";
import { recordLimits } from "../dns/limits";
import { type RecordKey, recordKey } from "../dns/zone-keys";
import { type DnsRecordInputs, dnsRecordInputs } from "./dns-record-inputs";

export const unmanagedActions = ["ignore", "report", "remove"] as const;
export type UnmanagedAction = (typeof unmanagedActions)[number];

/** octoDNS's guard: a run may change or delete at most this share of a zone of at least 10 records. */
export const DEFAULT_MAX_CHANGE_RATIO = 0.3;

/**
 * What the program manages of one record besides its key: ttl and annotation, each only when the
 * program sets it (left out, the API's value stays and is not compared).
 */
export interface ZoneRecordSettings {
  ttl?: number;
  annotation?: string;
}

/**
 * DnsZone inputs after check. `records` is keyed by each record's key (`dns/zone-keys.ts`), so a
 * preview names every record created, changed or deleted; it is unknown as a whole while any
 * declared record is (preview of a program that computes a record from another resource).
 */
export interface DnsZoneInputs {
  zone: string;
  records: Record<RecordKey, ZoneRecordSettings> | Unknown;
  unmanaged: UnmanagedAction;
  maxChangeRatio: number | Unknown;
  ownerTag?: string;
}

const fields = {
  zone: text().optional(),
  records: orUnknown(z.array(z.unknown()), "must be a list of records").optional(),
  ttl: whole(" of seconds").optional(),
  unmanaged: text().optional(),
  maxChangeRatio: orUnknown(z.number(), "must be a number from 0 to 1").optional(),
  ownerTag: z.string().optional(),
};

/** Keys of DnsRecord that a record of a zone does not take: the zone is the resource's. */
const notRecordInputs = ["zone", "adoptExisting"];

/** Validates and normalizes DnsZone inputs: the schema `check` runs. */
export const dnsZoneInputs = z.strictObject(fields).transform((v, ctx): DnsZoneInputs => {
  const given = required(ctx, "zone", v.zone);
  const zone = given === undefined ? "" : (checked(ctx, ["zone"], given, (z) => toFqdn(z)) ?? "");
  if (typeof v.maxChangeRatio === "number" && !(v.maxChangeRatio >= 0 && v.maxChangeRatio <= 1)) {
    ctx.addIssue({ code: "custom", path: ["maxChangeRatio"], message: "must be a number from 0 to 1" });
  }
  try {
    maxChangeRatioOverride();
  } catch (error) {
    ctx.addIssue({ code: "custom", path: ["maxChangeRatio"], message: (error as Error).message });
  }
  if (typeof v.ttl === "number" && (v.ttl < recordLimits.ttl.min || v.ttl > recordLimits.ttl.max)) {
    const { min, max } = recordLimits.ttl;
    ctx.addIssue({ code: "custom", path: ["ttl"], message: `must be between ${min} and ${max}` });
  }
  const out: DnsZoneInputs = {
    zone,
    records: zone === unknownValue || v.records === unknownValue ? unknownValue : {},
    unmanaged: (choice(ctx, "unmanaged", v.unmanaged, unmanagedActions) ?? "report") as UnmanagedAction,
    maxChangeRatio: v.maxChangeRatio ?? DEFAULT_MAX_CHANGE_RATIO,
  };
  if (v.ownerTag !== undefined) out.ownerTag = v.ownerTag;
  if (zone && zone !== unknownValue && Array.isArray(v.records)) {
    const records = zoneRecords(ctx, v.records, zone, { ttl: v.ttl, ownerTag: v.ownerTag });
    out.records = records.some(({ record }) => hasUnknown(record)) ? unknownValue : keyed(ctx, records, zone);
  }
  return out;
});

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
): Record<RecordKey, ZoneRecordSettings> {
  const out: Record<RecordKey, ZoneRecordSettings> = {};
  const firstAt = new Map<RecordKey, number>();
  const namesWith = new Map<string, { type: string; index: number }[]>();
  for (const { index, record } of records) {
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
