import type { z } from "zod";
import { type recordType, recordTypes } from "../../../provider/contract/dns";
import { badRequest } from "../../core/errors";
import { isPlainObject } from "../../core/plain-object";
import { type RecordFields, requestFieldsOf, VARIANT_FIELDS, validateRecord } from "./record";

type RecordType = z.output<typeof recordType>;

/**
 * PATCH semantics: the given fields replace the stored ones, the rest is kept, and the result
 * is validated as a whole, exactly like a create. A type change drops the stored fields that
 * the new variant does not have (fields given in the body are never dropped: an invalid one
 * is a 400). An annotation of "" removes the annotation.
 */
export function mergePatch(existing: RecordFields, patch: unknown): RecordFields {
  if (!isPlainObject(patch)) throw badRequest("request body must be a JSON object");
  const base = requestFieldsOf(existing);
  const type = patch.type;
  if (
    typeof type === "string" &&
    type !== existing.type &&
    (recordTypes as readonly string[]).includes(type)
  ) {
    for (const field of ["priority", "flags", "tag"]) {
      if (!VARIANT_FIELDS[type as RecordType].includes(field)) delete base[field];
    }
  }
  return validateRecord({ ...base, ...patch });
}
