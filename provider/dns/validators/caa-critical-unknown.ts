import { knownCaaTags, unknownCriticalTag } from "../caa";
import { typesReadBy } from "../record-types";
import type { ZoneRule } from "./finding";
import { allRecords, recordText } from "./record-text";

const caaTypes = typesReadBy("caa-critical-unknown");

/** A critical CAA property of a tag CAs do not know: every CA must then refuse to issue (RFC 8659 §4.1). */
export const caaCriticalUnknown: ZoneRule = {
  id: "caa-critical-unknown",
  severity: "error",
  description: "a CAA record with the critical flag (128) on a tag CAs do not know",
  check({ zones }) {
    return allRecords(zones).flatMap((record) => {
      const tag = caaTypes.has(record.type) ? unknownCriticalTag(record) : undefined;
      if (tag === undefined) return [];
      return [
        {
          records: [record],
          message:
            `${recordText(record)} marks the unknown tag "${tag}" critical, so no CA may issue for ` +
            `this name or any below it: use flags 0, or one of ${knownCaaTags.join(", ")}`,
        },
      ];
    });
  },
};
