import { z } from "zod";
import { isWithinZone, toFqdn } from "../dns/fqdn";
import {
  type CanonicalRecord,
  canonicalData,
  checkCaaTag,
  joinTxt,
  parseCaaText,
} from "../dns/record-values";
import { recordTypes } from "../wire/dns";
import { unknownValue } from "./unknown";

/** DnsRecord inputs after check: canonical, with input-only settings kept beside the record. */
export interface DnsRecordInputs extends CanonicalRecord {
  /** The zone the name is relative to, when the user gave one. */
  zone?: string;
  adoptExisting?: boolean;
}

// Ranges are checked in the transform below, so that one preview reports every bad property
// at once (zod skips a transform once any field has failed).
const whole = (what: string) => z.number().int(`must be a whole number${what}`);
const common = {
  name: z.string(),
  zone: z.string().optional(),
  ttl: whole(" of seconds").optional(),
  annotation: z.string().optional(),
  adoptExisting: z.boolean().optional(),
};
const text = z.string();
const variants = z.discriminatedUnion(
  "type",
  [
    z.strictObject({ ...common, type: z.literal("A"), data: text }),
    z.strictObject({ ...common, type: z.literal("AAAA"), data: text }),
    z.strictObject({ ...common, type: z.literal("CNAME"), data: text }),
    z.strictObject({ ...common, type: z.literal("ALIAS"), data: text }),
    z.strictObject({
      ...common,
      type: z.literal("MX"),
      data: text,
      priority: whole(""),
    }),
    z.strictObject({ ...common, type: z.literal("TXT"), data: z.union([text, z.array(text).min(1)]) }),
    z.strictObject({
      ...common,
      type: z.literal("CAA"),
      data: text,
      flags: whole("").optional(),
      tag: z.string().optional(),
    }),
  ],
  { error: `must be one of ${recordTypes.join(", ")}` },
);

/** Runs `fn`, turning its Error into an issue on `path`; unknown (preview) values pass untouched. */
function field<T>(ctx: z.RefinementCtx, path: string, value: unknown, fn: () => T): T | string {
  if (value === unknownValue) return unknownValue;
  try {
    return fn();
  } catch (error) {
    ctx.addIssue({ code: "custom", path: [path], message: (error as Error).message });
    return "";
  }
}

function checkRange(ctx: z.RefinementCtx, path: string, value: number | undefined, min: number, max: number) {
  if (value !== undefined && (value < min || value > max)) {
    ctx.addIssue({ code: "custom", path: [path], message: `must be between ${min} and ${max}` });
  }
}

/** Validates and normalizes DnsRecord inputs (DESIGN rule 4): the schema `check` runs. */
export const dnsRecordInputs = z
  .preprocess((raw) => {
    if (!raw || typeof raw !== "object") return raw;
    const { __provider, ...rest } = raw as Record<string, unknown>;
    void __provider;
    return typeof rest.type === "string" ? { ...rest, type: rest.type.toUpperCase() } : rest;
  }, variants)
  .transform((v, ctx): DnsRecordInputs => {
    const zone =
      v.zone === undefined ? undefined : field(ctx, "zone", v.zone, () => toFqdn(v.zone as string));
    const origin = zone && zone !== unknownValue ? zone : undefined;
    const name = field(ctx, "name", v.name, () => toFqdn(v.name, origin));
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
    checkRange(ctx, "ttl", v.ttl, 60, 86400);
    if (v.type === "MX") checkRange(ctx, "priority", v.priority, 0, 65535);
    if (v.type === "CAA") checkRange(ctx, "flags", v.flags, 0, 255);
    if (v.annotation !== undefined && v.annotation.length > 255) {
      ctx.addIssue({ code: "custom", path: ["annotation"], message: "must be at most 255 characters" });
    }
    const out: DnsRecordInputs = { name, type: v.type, data: "" };
    if (v.type === "CAA") {
      const parsed = v.flags === undefined && v.tag === undefined ? parseCaaText(v.data) : undefined;
      const tag = parsed?.tag ?? v.tag;
      if (tag === undefined) {
        ctx.addIssue({ code: "custom", path: ["tag"], message: 'is required for CAA (e.g. "issue")' });
      } else {
        out.tag = field(ctx, "tag", tag, () => checkCaaTag(tag));
      }
      out.flags = parsed?.flags ?? v.flags ?? 0;
      if (out.flags > 255)
        ctx.addIssue({ code: "custom", path: ["data"], message: "CAA flags must be 0 to 255" });
      out.data = field(ctx, "data", parsed?.data ?? v.data, () =>
        canonicalData("CAA", parsed?.data ?? v.data),
      );
    } else {
      const data = v.type === "TXT" ? joinTxt(v.data) : v.data;
      out.data = field(ctx, "data", data, () => canonicalData(v.type, data as string, origin));
    }
    if (v.type === "MX") out.priority = v.priority;
    if (v.ttl !== undefined) out.ttl = v.ttl;
    if (v.annotation !== undefined && v.annotation !== "") out.annotation = v.annotation;
    if (zone !== undefined) out.zone = zone;
    if (v.adoptExisting !== undefined) out.adoptExisting = v.adoptExisting;
    return out;
  });
