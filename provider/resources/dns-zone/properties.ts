import { z } from "zod";
import { validationSettingsSchema } from "../../dns/validators";
import { inputProperties as recordProperties } from "../dns-record/properties";

export const unmanagedActions = ["ignore", "report", "remove"] as const;

/** A record of the zone: a DnsRecord's inputs but those the zone resource holds for all. */
const zoneRecord = z.discriminatedUnion(
  "type",
  recordProperties.options.map((variant: z.ZodObject) =>
    variant.omit({ zone: true, adoptExisting: true }),
  ) as [z.ZodObject, ...z.ZodObject[]],
);

/** A rule of records to leave alone: a pattern of name, type and value, or another tool's records. */
export const ignoreRule = z.strictObject({
  name: z.string().optional(),
  type: z.string().optional(),
  value: z.string().optional(),
  externalDns: z.boolean().optional(),
  owner: z.string().optional(),
  allowDeclared: z.boolean().optional(),
});

/** The shares of a zone a run may change: one for both, or each its own. */
export const ratioProperties = z.object({
  maxChangeRatio: z.number().optional(),
  maxUpdateRatio: z.number().optional(),
  maxDeleteRatio: z.number().optional(),
});

/**
 * DnsZone's inputs, declared once, as a program gives them. The check schema (`inputs.ts`)
 * accepts exactly these names; what it leaves (`DnsZoneInputs`) is the zone's own form.
 */
export const inputProperties = z.object({
  zone: z.string(),
  records: z.array(zoneRecord).optional(),
  /** The ttl of every record that sets none. */
  ttl: z.number().int().optional(),
  unmanaged: z.enum(unmanagedActions).default("report"),
  ignore: z.array(ignoreRule).default([]),
  ...ratioProperties.shape,
  validation: validationSettingsSchema.optional(),
});

/** The settings: what the outputs keep of the inputs, the shares resolved (diff, read and delete get only the outputs). */
export const settingProperties = inputProperties.pick({ zone: true, unmanaged: true, ignore: true }).extend({
  maxUpdateRatio: z.number(),
  maxDeleteRatio: z.number(),
  maxChangeRatio: z.number().optional(),
});

/** Records by key (`dns/zone-keys.ts`), each by its API id. */
const idsByKey = z.record(z.string(), z.string());

/**
 * The outputs: the settings, and the zone's records as the API holds them, by key. `records`
 * holds this resource's (ttl and annotation only where the program manages them, so nothing else
 * shows as a diff); `unmanagedRecords` those no resource of this stack manages, as last read
 * (empty when `unmanaged` is "ignore"); `unmanagedBaseline` those the last `up` saw and accepted
 * (report: the drift gate fails while the two differ); `ignoredRecords` those the `ignore` rules
 * match; `otherStackRecords` those another Pulumi stack manages; `zoneRecordCount` every record
 * of the zone.
 */
export const outputProperties = settingProperties.extend({
  records: z.record(
    z.string(),
    z.object({ id: z.string(), ttl: z.number().int().optional(), annotation: z.string().optional() }),
  ),
  unmanagedRecords: idsByKey,
  unmanagedBaseline: idsByKey,
  ignoredRecords: idsByKey,
  otherStackRecords: idsByKey,
  zoneRecordCount: z.number().int(),
});
