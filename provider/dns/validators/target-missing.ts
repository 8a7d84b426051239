import type { ZoneRule } from "./finding";
import { recordText } from "./record-text";
import { targetsInKnownZones } from "./targets";

/**
 * An MX, ALIAS or CNAME whose target lies in a zone known whole and has no records there (nor a
 * wildcard that answers it): the name does not resolve. Zones known only in part (a DnsZone
 * before its first `up`, DnsRecords) are skipped: the target may be a record not seen.
 */
export const targetMissing: ZoneRule = {
  id: "target-missing",
  severity: "warning",
  description: "an MX, ALIAS or CNAME target inside a known zone that has no records (dangling)",
  check({ zones }) {
    return targetsInKnownZones(zones).flatMap(({ record, zone, answering }) => {
      if (!zone.complete || answering.length > 0) return [];
      return [
        {
          records: [record],
          message:
            `${recordText(record)} points at ${record.data}, which has no records in zone ${zone.zone} ` +
            "(a dangling target: lookups fail, and a CNAME to a freed name can be taken over): " +
            `add the records at ${record.data} or remove this ${record.type}`,
        },
      ];
    });
  },
};
