import { z } from "zod";
import { recordTypes } from "../../contract/dns";
import { caaTags } from "../../dns/record-types";
import { allowSchema } from "../../dns/validators";

/** What every record has, whatever its type. */
const commonProperties = z.object({
  name: z.string(),
  /** The zone the name is relative to, when the user gave one. */
  zone: z.string().optional(),
  ttl: z.number().int().optional(),
  annotation: z.string().optional(),
  adoptExisting: z.boolean().optional(),
  /** Zone validator findings silenced on this record, each with its reason. */
  allow: allowSchema.optional(),
});

const text = z.string();
/** A target name (CNAME, ALIAS, MX): absolute with a dot, else relative to `zone`. */
const target = z.string();

/**
 * DnsRecord's inputs, declared once, as a program gives them: one variant per record type, with
 * the fields of its row of the table of record types (`provider/dns/record-types.ts`;
 * test/provider/resources/declared-fields.test.ts holds the two together). The check schema
 * (`inputs.ts`) accepts exactly these.
 */
export const inputProperties = z.discriminatedUnion("type", [
  commonProperties.extend({ type: z.literal("A"), data: text }),
  commonProperties.extend({ type: z.literal("AAAA"), data: text }),
  commonProperties.extend({ type: z.literal("CNAME"), data: target }),
  commonProperties.extend({ type: z.literal("ALIAS"), data: target }),
  commonProperties.extend({ type: z.literal("MX"), data: target, priority: z.number().int() }),
  commonProperties.extend({ type: z.literal("TXT"), data: z.union([text, z.array(text).min(1)]) }),
  commonProperties.extend({
    type: z.literal("CAA"),
    data: text,
    tag: z.enum(caaTags).optional(),
    flags: z.number().int().optional(),
  }),
]);

/**
 * The outputs: the record as the API holds it (canonical, the note without the marker) and its
 * zone. `recordId`, its API id, is the resource's id (kinds.ts `idOutputs`), not stored again:
 * the engine writes every stored property at every checkpoint.
 */
export const outputProperties = z.object({
  recordId: z.string(),
  zone: z.string(),
  name: z.string(),
  type: z.enum(recordTypes),
  /** The API gives every record its ttl, its default where none was sent. */
  ttl: z.number().int(),
  data: z.string(),
  annotation: z.string().optional(),
  priority: z.number().int().optional(),
  flags: z.number().int().optional(),
  tag: z.enum(caaTags).optional(),
  adoptExisting: z.boolean().optional(),
});
