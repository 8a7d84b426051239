import { z } from "zod";
import type { SdkView } from "../../common/declaration";
import { ignoreRule } from "../../dns/ignore-rules";
import { recordLimits } from "../../dns/limits";
import { validationSettingsSchema } from "../../dns/validators";
import { inputProperties as recordProperties } from "../dns-record/properties";

export const unmanagedActions = ["ignore", "report", "remove"] as const;

/** What a record of the zone says otherwise than a DnsRecord's input of the same name. */
const zoneRecordProperties = {
  name: z.string().meta({
    description:
      'The record\'s name relative to the zone: "@" is the zone itself, "www" lies below it; a name ending in a dot is taken as it is.',
  }),
  ttl: z
    .number()
    .int()
    .optional()
    .meta({
      description: `Seconds, ${recordLimits.ttl.min} to ${recordLimits.ttl.max}; default the zone's \`ttl\`, else the API's (then not managed).`,
    }),
  annotation: z
    .string()
    .optional()
    .meta({
      description: `A note stored with the record, at most ${recordLimits.markedAnnotation} characters (the marker takes the rest).`,
    }),
};

/** A record of the zone: a DnsRecord's inputs but those the zone resource holds for all. */
const zoneRecord = z
  .discriminatedUnion(
    "type",
    recordProperties.options.map(
      (variant: z.ZodObject): z.ZodObject =>
        variant.omit({ zone: true, adoptExisting: true }).extend(zoneRecordProperties),
    ) as [z.ZodObject, ...z.ZodObject[]],
  )
  .meta({
    typeName: "DnsZoneRecord",
    classTypeName: "DnsZoneRecordArgs",
    typeDescription:
      'One record of a DnsZone: DnsRecord\'s fields, with the name relative to the zone ("@" is the apex, "www", "*.dev"; a name ending in a dot or in the zone is taken as it is). Checked and normalized as a DnsRecord\'s are.',
  });

const updateRatio = "The share one `up` may change (update in place); default `maxChangeRatio`, else 0.3.";
const deleteRatio = "The share one `up` may delete; default `maxChangeRatio`, else 0.3.";

/** The shares of a zone a run may change: one for both, or each its own. */
export const ratioProperties = z.object({
  maxChangeRatio: z.number().optional().meta({
    description:
      "The share of the zone's records (0 to 1, default 0.3) one `up` may change, and the share it may delete, in a zone of at least 10 records; more fails before any write. Creates never count. REGISTRAR_MAX_CHANGE_RATIO (or config registrar:maxChangeRatio) overrides both for a run.",
  }),
  maxUpdateRatio: z.number().optional().meta({ description: updateRatio }),
  maxDeleteRatio: z.number().optional().meta({ description: deleteRatio }),
});

/**
 * DnsZone's inputs, declared once, as a program gives them. The check schema (`inputs.ts`)
 * accepts exactly these names; what it leaves (`DnsZoneInputs`) is the zone's own form.
 */
export const inputProperties = z.object({
  zone: z.string().meta({
    description:
      'The zone, e.g. "example.com": one of the account\'s zones. Changing it replaces the resource.',
  }),
  records: z.array(zoneRecord).optional().meta({ description: "The zone's records this resource manages." }),
  ttl: z.number().int().optional().meta({ description: "The ttl of every record that sets none." }),
  unmanaged: z.enum(unmanagedActions).default("report").meta({
    description:
      'The zone\'s records no resource of this stack manages (made by hand or by another tool): "report" (default) lists them in `unmanagedRecords`, and a refresh shows them as drift; "remove" deletes them; "ignore" leaves them alone, unseen. Records another Pulumi stack manages are listed in `otherStackRecords` and never removed.',
  }),
  ignore: z
    .array(ignoreRule)
    .default([])
    .meta({ description: "Records other tools write, left alone (see `DnsZoneIgnoreRule`)." }),
  ...ratioProperties.shape,
  validation: validationSettingsSchema
    .meta({
      typeName: "DnsZoneValidation",
      typeDescription:
        "The zone validators' settings for one zone, over the provider's `zoneValidation` (docs/guides/zone-validation.md).",
    })
    .optional()
    .meta({
      description:
        "Zone validation settings for this zone: severity per rule, TTL range (docs/guides/zone-validation.md).",
    }),
});

/** The settings: what the outputs keep of the inputs, the shares resolved (diff, read and delete get only the outputs). */
export const settingProperties = inputProperties.pick({ zone: true, unmanaged: true, ignore: true }).extend({
  maxUpdateRatio: z.number().meta({ description: updateRatio }),
  maxDeleteRatio: z.number().meta({ description: deleteRatio }),
  maxChangeRatio: z.number().optional().meta({
    description:
      "As set; absent when the program sets only `maxUpdateRatio` and `maxDeleteRatio`, or neither.",
  }),
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
  zone: settingProperties.shape.zone.meta({ description: 'The zone, fully qualified ("example.com.").' }),
  records: z
    .record(
      z.string(),
      z
        .object({
          id: z.string().meta({ description: "The API's record id." }),
          ttl: z.number().int().optional().meta({ description: "Seconds, when the program sets it." }),
          annotation: z
            .string()
            .optional()
            .meta({ description: "The record's note, when the program sets one." }),
        })
        .meta({
          typeName: "DnsZoneRecordState",
          typeDescription:
            "What the state keeps of a record of the zone: its API id and the settings the program manages.",
        }),
    )
    .meta({ description: "This resource's records by key (`www A 192.0.2.1`, `@ MX 10 mx1.example.net.`)." }),
  unmanagedRecords: idsByKey.meta({
    description:
      "Records of the zone no resource of this stack manages, by key, with their ids, as last read.",
  }),
  unmanagedBaseline: idsByKey.meta({
    description:
      'The unmanaged records the last `up` saw (`unmanaged: "report"`): a refresh that finds others is drift until the next `up` accepts them.',
  }),
  ignoredRecords: idsByKey.meta({ description: "Records the `ignore` rules match, by key, with their ids." }),
  otherStackRecords: idsByKey.meta({
    description: "Records of the zone another Pulumi stack manages, by key, with their ids.",
  }),
  zoneRecordCount: z
    .number()
    .int()
    .meta({ description: "Every record of the zone when last read or written." }),
});

export const sdkView = {
  description:
    "A whole zone of the account: its records declared in one resource, each written only when it differs, records nobody declared reported or removed. One engine step per zone instead of one per record. The Pulumi id is the zone.",
  outputs: [
    "zone",
    "records",
    "unmanaged",
    "ignore",
    "maxChangeRatio",
    "maxUpdateRatio",
    "maxDeleteRatio",
    "unmanagedRecords",
    "unmanagedBaseline",
    "ignoredRecords",
    "otherStackRecords",
    "zoneRecordCount",
  ],
} satisfies SdkView<typeof outputProperties>;
