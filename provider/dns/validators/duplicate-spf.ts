import { typesReadBy } from "../record-types";
import type { ZoneRule } from "./finding";
import { allRecords, byName, listed } from "./record-text";

const txtTypes = typesReadBy("duplicate-spf");

/** An SPF policy: a TXT record whose text starts with the version tag `v=spf1` (RFC 7208 §4.5). */
export const isSpf = (record: { type: string; data: string }) =>
  txtTypes.has(record.type) && /^v=spf1(?: |$)/i.test(record.data);

/**
 * Two SPF policies at one name: RFC 7208 §4.5 makes the check a permanent error, so receivers
 * treat the domain's mail as having no valid policy (often as failing).
 */
export const duplicateSpf: ZoneRule = {
  id: "duplicate-spf",
  severity: "warning",
  description: "more than one SPF policy (TXT starting v=spf1) at one name",
  check({ zones }) {
    return [...byName(allRecords(zones).filter(isSpf))]
      .filter(([, records]) => records.length > 1)
      .map(([name, records]) => ({
        records,
        message:
          `${name} has ${records.length} SPF policies (${listed(records)}); receivers then fail every ` +
          "SPF check (RFC 7208 §4.5, permerror): merge them into one TXT record and remove the others",
      }));
  },
};
