import { z } from "zod";
import type { SdkView } from "../../common/declaration";
import { recordTypes } from "../../contract/dns";
import { recordLimits } from "../../dns/limits";
import { caaTags, recordTypeTable } from "../../dns/record-types";
import { allowSchema } from "../../dns/validators";

const { MX, TXT, CAA } = recordTypeTable;

/** The CAA tags, one type wherever a record has one. */
const caaTag = z
  .enum(caaTags)
  .meta({ typeName: "CaaTag", typeDescription: "A CAA property tag the API accepts." });

/** What every record has, whatever its type. */
const commonProperties = z.object({
  name: z.string().meta({
    description:
      'The record\'s name. Without `zone` it is fully qualified, with or without the trailing dot ("www.example.com"). With `zone` it is relative to the zone: "@" is the zone itself, "www" and "s1._domainkey" lie below it, and a name ending in a dot or already ending in the zone ("www.example.com" in zone example.com) is taken as it is, not doubled. A first label "*" makes a wildcard. Case and IDN are normalized ("Bücher" → "xn--bcher-kva").',
  }),
  zone: z.string().optional().meta({
    description:
      'The zone, e.g. "example.com", that relative names and single-label targets are in. Optional when `name` is fully qualified and a CNAME, ALIAS or MX target is a full name.',
  }),
  ttl: z
    .number()
    .int()
    .optional()
    .meta({
      description: `Seconds, ${recordLimits.ttl.min} to ${recordLimits.ttl.max}. When omitted the API's default applies and is not managed.`,
    }),
  annotation: z
    .string()
    .optional()
    .meta({
      description: `A note stored with the record, at most ${recordLimits.markedAnnotation} characters: the API's ${recordLimits.annotation} less the ownership marker the provider adds to it.`,
    }),
  adoptExisting: z.boolean().optional().meta({
    description:
      "Take over a record with the same value (for CNAME and ALIAS: at the same name) instead of failing.",
  }),
  allow: allowSchema.optional().meta({
    description:
      "Zone validation findings silenced on this record, each with its reason (docs/guides/zone-validation.md).",
  }),
});

const text = z.string();
/** A target name (CNAME, ALIAS): absolute with a dot, else relative to `zone`. */
const target = z.string().meta({
  description:
    'The target name: with a dot it is absolute ("mx1.example.net"); a single label or "@" is relative to `zone`.',
});

/** A record type's literal, described. */
const recordType = <Type extends string>(type: Type, description: string) =>
  z.literal(type).meta({ description });

/**
 * DnsRecord's inputs, declared once, as a program gives them: one variant per record type, with
 * the fields of its row of the table of record types (`provider/dns/record-types.ts`;
 * test/provider/resources/declared-fields.test.ts holds the two together). The check schema
 * (`inputs.ts`) accepts exactly these.
 */
export const inputProperties = z.discriminatedUnion("type", [
  commonProperties.extend({
    type: recordType("A", "An IPv4 address record."),
    data: text.meta({ description: "An IPv4 address in dotted-quad form." }),
  }),
  commonProperties.extend({
    type: recordType("AAAA", "An IPv6 address record."),
    data: text.meta({
      description: "An IPv6 address in any spelling, stored in RFC 5952 form (no zone index).",
    }),
  }),
  commonProperties.extend({ type: recordType("CNAME", "An alias of another name."), data: target }),
  commonProperties.extend({
    type: recordType("ALIAS", "The API's alias at any name, the zone apex included."),
    data: target,
  }),
  commonProperties.extend({
    type: recordType("MX", "A mail exchanger."),
    data: z.string().meta({
      description:
        'The mail server\'s name: with a dot it is absolute; a single label or "@" is relative to `zone`.',
    }),
    priority: z
      .number()
      .int()
      .meta({
        description: `The mail server's preference, ${MX.limits.priority.min} to ${MX.limits.priority.max}: lower is tried first.`,
      }),
  }),
  commonProperties.extend({
    type: recordType("TXT", "Text."),
    data: z.union([text, z.array(text).min(1)]).meta({
      description: `One logical string of 1 to ${TXT.limits.length} printable ASCII characters (space to "~"; no tabs, line breaks or non-ASCII), or its chunks, which are joined.`,
    }),
  }),
  commonProperties.extend({
    type: recordType("CAA", "A certification authority authorization."),
    data: text.meta({
      description: `The value, at most ${CAA.limits.length} printable ASCII characters, with \`tag\` and \`flags\`; or all three as \`0 issue "ca.example"\`.`,
    }),
    tag: caaTag.optional().meta({
      description: 'The property the value is for, one the API accepts (e.g. "issue"); or in `data`.',
    }),
    flags: z
      .number()
      .int()
      .optional()
      .meta({
        description: `${CAA.limits.flags.min} to ${CAA.limits.flags.max} (default 0); 128 marks the property critical.`,
      }),
  }),
]);

/**
 * The outputs: the record as the API holds it (canonical, the note without the marker) and its
 * zone. `recordId`, its API id, is the resource's id (kinds.ts `idOutputs`), not stored again:
 * the engine writes every stored property at every checkpoint.
 */
export const outputProperties = z.object({
  recordId: z.string().meta({
    description: "The API's record id (rrid): the resource's `id`, under the name the API gives it.",
  }),
  zone: z.string().meta({ description: 'The zone holding the record, e.g. "example.com.".' }),
  name: z.string().meta({ description: "Canonical fully qualified name." }),
  type: z
    .enum(recordTypes)
    .meta({ typeName: "RecordType", description: "The record type: A, AAAA, CNAME, ALIAS, MX, TXT or CAA." }),
  /** The API gives every record its ttl, its default where none was sent. */
  ttl: z
    .number()
    .int()
    .meta({ description: "Seconds, as the API holds it: the API's default where the program gave none." }),
  data: z
    .string()
    .meta({ description: "Canonical data: RFC 5952 IPv6, absolute lower-case targets, TXT as one string." }),
  annotation: z.string().optional().meta({ description: "The record's note, without the ownership marker." }),
  priority: z.number().int().optional().meta({ description: "MX only: the mail server's preference." }),
  flags: z.number().int().optional().meta({ description: "CAA only: the flags." }),
  tag: caaTag.optional().meta({ description: "CAA only: the property tag." }),
  adoptExisting: commonProperties.shape.adoptExisting,
});

export const sdkView = {
  description: "A DNS record in one of the account's zones. Name and type changes update it in place.",
  outputs: ["recordId", "zone", "name", "type", "ttl", "data", "annotation", "priority", "flags", "tag"],
} satisfies SdkView<typeof outputProperties>;
