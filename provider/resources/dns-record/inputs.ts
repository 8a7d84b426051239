import { z } from "zod";
import type { RecordRequest } from "../../client/api";
import { checked, flag, inRange, type Unknown, whole } from "../../common/input-checks";
import { unknownValue } from "../../common/unknown";
import { recordTypes } from "../../contract/dns";
import { isRelativeTarget, isWithinZone, recordName, toFqdn } from "../../dns/fqdn";
import { recordLimits } from "../../dns/limits";
import { parseOwnerTag } from "../../dns/ownership";
import { recordTypeTable } from "../../dns/record-types";
import {
  type CanonicalRecord,
  canonicalData,
  checkCaaTag,
  joinTxt,
  parseCaaText,
} from "../../dns/record-values";
import { allowSchema } from "../../dns/validators";
import { inputProperties } from "./properties";

/**
 * DnsRecord inputs after check: one flat canonical record whatever its type (`CanonicalRecord`:
 * TXT chunks joined, a CAA record's flags and tag parsed out of its data), which the declaration's
 * variants are not; the declared settings beside it; and the owner tag the SDK class derives from
 * stack and name (classes/owner-tag.ts), set by the front ends, never by a program. During
 * preview any value may still be `unknownValue`; diff treats that as a change, and create and
 * update never see it.
 */
export type DnsRecordInputs = CanonicalRecord &
  Pick<z.output<typeof inputProperties>, "zone" | "adoptExisting" | "allow"> & { ownerTag?: string };

/** A value unknown during preview stands in for whatever type the property has. */
const passUnknown = <T>(value: T | Unknown): T => value as T;

// The types are checked by strict object schemas, the values in the transform below (the shared
// building blocks, as for every resource). A record's fields depend on its type, so each type has
// its own object: a key of another type (priority on an A record) is not an input of it.
const common = {
  name: z.string(),
  zone: z.string().optional(),
  ttl: whole(" of seconds").optional(),
  annotation: z.string().optional(),
  adoptExisting: flag().optional(),
  allow: allowSchema.optional(),
};
const text = z.string();
/**
 * The record's types and the fields of each, as check accepts them (a value may be unknown):
 * test/provider/resources/declared-fields.test.ts holds them to the declaration (`properties.ts`).
 */
export const recordVariants = z.discriminatedUnion(
  "type",
  [
    z.strictObject({ ...common, type: z.literal("A"), data: text }),
    z.strictObject({ ...common, type: z.literal("AAAA"), data: text }),
    z.strictObject({ ...common, type: z.literal("CNAME"), data: text }),
    z.strictObject({ ...common, type: z.literal("ALIAS"), data: text }),
    z.strictObject({ ...common, type: z.literal("MX"), data: text, priority: whole() }),
    z.strictObject({ ...common, type: z.literal("TXT"), data: z.union([text, z.array(text).min(1)]) }),
    z.strictObject({
      ...common,
      type: z.literal("CAA"),
      data: text,
      flags: whole().optional(),
      tag: z.string().optional(),
    }),
  ],
  { error: `must be one of ${recordTypes.join(", ")}` },
);
type Variant = z.infer<typeof recordVariants>;

/** The names of the inputs a program gives: every declared variant's fields. */
export const dnsRecordInputNames = [
  ...new Set(inputProperties.options.flatMap((variant) => Object.keys(variant.shape))),
];

/** `fn(value)`, or an issue on `path` and "" (an unknown value passes untouched). */
function field<T>(ctx: z.RefinementCtx, path: string, value: string | Unknown, fn: (value: string) => T) {
  return checked(ctx, [path], value, fn) ?? "";
}

/** The variant's data, priority, flags and tag, canonical; `zone` is the usable zone, if any. */
function variantOf(ctx: z.RefinementCtx, v: Variant, zone: string | undefined, zoneUnusable: boolean) {
  const out: Pick<DnsRecordInputs, "data" | "priority" | "flags" | "tag"> = { data: "" };
  switch (v.type) {
    case "TXT": {
      const chunks = typeof v.data === "string" ? [v.data] : v.data;
      const data = chunks.includes(unknownValue) ? unknownValue : joinTxt(chunks);
      out.data = field(ctx, "data", data, (txt) => canonicalData("TXT", txt));
      break;
    }
    case "CAA": {
      const parsed =
        v.flags === undefined && v.tag === undefined && v.data !== unknownValue
          ? parseCaaText(v.data)
          : undefined;
      const tag = parsed?.tag ?? v.tag ?? (v.data === unknownValue ? unknownValue : undefined);
      if (tag === undefined) {
        ctx.addIssue({ code: "custom", path: ["tag"], message: 'is required for CAA (e.g. "issue")' });
      } else {
        out.tag = field(ctx, "tag", tag, checkCaaTag);
      }
      out.flags = passUnknown(parsed?.flags ?? v.flags ?? (v.data === unknownValue ? unknownValue : 0));
      const flagLimits = recordTypeTable.CAA.limits.flags;
      const flagsRange = `${flagLimits.min} to ${flagLimits.max}`;
      if (parsed && parsed.flags > flagLimits.max) {
        ctx.addIssue({ code: "custom", path: ["data"], message: `CAA flags must be ${flagsRange}` });
      } else {
        inRange(ctx, "flags", v.flags, flagLimits);
      }
      const data = parsed?.data ?? v.data;
      out.data = field(ctx, "data", data, (caa) => canonicalData("CAA", caa));
      break;
    }
    case "MX":
    case "CNAME":
    case "ALIAS":
      if (v.type === "MX") {
        inRange(ctx, "priority", v.priority, recordTypeTable.MX.limits.priority);
        out.priority = passUnknown(v.priority);
      }
      // A relative target needs the zone: while that is unknown (or wrong), so is the target.
      out.data =
        zoneUnusable && isRelativeTarget(v.data)
          ? unknownValue
          : field(ctx, "data", v.data, (target) => canonicalData(v.type, target, zone));
      break;
    case "A":
    case "AAAA":
      out.data = field(ctx, "data", v.data, (address) => canonicalData(v.type, address));
      break;
  }
  return out;
}

/** The record's inputs, validated and normalized; `dnsRecordInputs` adds the owner tag. */
const recordInputs = z
  .preprocess((raw) => {
    if (!raw || typeof raw !== "object") return raw;
    const rest = raw as Record<string, unknown>;
    return typeof rest.type === "string" ? { ...rest, type: rest.type.toUpperCase() } : rest;
  }, recordVariants)
  .transform((v, ctx): DnsRecordInputs => {
    const zone = v.zone === undefined ? undefined : field(ctx, "zone", v.zone, toFqdn);
    // An unknown or invalid zone leaves relative names unresolved; only the zone is reported.
    const zoneUnusable = zone === unknownValue || zone === "";
    const origin = zone && !zoneUnusable ? zone : undefined;
    const name = zoneUnusable ? unknownValue : field(ctx, "name", v.name, (name) => recordName(name, origin));
    if (origin && name && name !== unknownValue && !isWithinZone(name, origin)) {
      ctx.addIssue({ code: "custom", path: ["name"], message: `${name} is not inside zone ${origin}` });
    }
    if (v.type === "CNAME" && origin && name === origin) {
      ctx.addIssue({
        code: "custom",
        path: ["name"],
        message: "a CNAME cannot be at the zone apex; use ALIAS",
      });
    }
    inRange(ctx, "ttl", v.ttl, recordLimits.ttl);
    const out: DnsRecordInputs = { name, type: v.type, ...variantOf(ctx, v, origin, zoneUnusable) };
    if (v.ttl !== undefined) out.ttl = passUnknown(v.ttl);
    // "" is kept: it asks for no annotation, where leaving annotation out leaves it unmanaged.
    if (v.annotation !== undefined) out.annotation = v.annotation;
    if (zone !== undefined) out.zone = zone;
    if (v.adoptExisting !== undefined) out.adoptExisting = passUnknown(v.adoptExisting);
    if (v.allow !== undefined && v.allow.length > 0) out.allow = v.allow;
    return out;
  });

/**
 * Validates and normalizes DnsRecord inputs: the schema `check` runs. One canonical form for
 * inputs and for records read back, so no spelling shows as a diff; every failure reported per
 * property before anything is sent.
 */
export const dnsRecordInputs = z.unknown().transform((raw, ctx): DnsRecordInputs => {
  const { ownerTag, ...rest } = (raw ?? {}) as Record<string, unknown>;
  const marked = typeof ownerTag === "string" && parseOwnerTag(ownerTag) !== undefined;
  // The limit the record really has, in the first message: the marker takes its share of the API's.
  const limit = marked ? recordLimits.markedAnnotation : recordLimits.annotation;
  const note = rest.annotation;
  if (typeof note === "string" && note.length > limit) {
    ctx.addIssue({
      code: "custom",
      path: ["annotation"],
      message: marked
        ? `must be at most ${limit} characters (the API's ${recordLimits.annotation} less Pulumi's ownership marker), got ${note.length}`
        : `must be at most ${limit} characters, got ${note.length}`,
    });
  }
  const parsed = recordInputs.safeParse(rest);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue(issue as Parameters<typeof ctx.addIssue>[0]);
    return z.NEVER;
  }
  const out: DnsRecordInputs = parsed.data;
  if (marked) out.ownerTag = ownerTag as string;
  return out;
});

/**
 * The record fields of the API request (recordRequest) for checked inputs: name, type, data,
 * the variant's fields, and ttl and annotation when the program sets them.
 */
export function recordRequestOf(inputs: DnsRecordInputs): RecordRequest {
  const request: RecordRequest = { name: inputs.name, type: inputs.type, data: inputs.data };
  if (inputs.ttl !== undefined) request.ttl = inputs.ttl;
  if (inputs.annotation !== undefined) request.annotation = inputs.annotation;
  if (inputs.priority !== undefined) request.priority = inputs.priority;
  if (inputs.flags !== undefined) request.flags = inputs.flags;
  if (inputs.tag !== undefined) request.tag = inputs.tag;
  return request;
}
