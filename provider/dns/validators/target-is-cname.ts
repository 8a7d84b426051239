import type { ZoneRule } from "./finding";
import { recordText } from "./record-text";
import { targetsInKnownZones } from "./targets";

/** Why each type's target must not be an alias. */
const why: Record<string, string> = {
  MX: "an MX must name a host with addresses, never an alias (RFC 2181 §10.3), and many mail servers refuse it",
  ALIAS: "the ALIAS then follows a chain of aliases, each one more lookup that can break",
  CNAME: "a chain of aliases: each link is one more lookup, and the chain breaks when a link goes",
};

/** An MX, ALIAS or CNAME whose target, in a zone the caller knows, is itself a CNAME. */
export const targetIsCname: ZoneRule = {
  id: "target-is-cname",
  severity: "warning",
  description: "an MX, ALIAS or CNAME target (in a known zone) that is itself a CNAME",
  check({ zones }) {
    return targetsInKnownZones(zones).flatMap(({ record, answering }) => {
      const alias = answering.find((other) => other.type === "CNAME");
      if (!alias || alias === record) return [];
      return [
        {
          records: [record, alias],
          message:
            `${recordText(record)} points at ${record.data}, which is a CNAME to ${alias.data}: ` +
            `${why[record.type] ?? "an alias to an alias"}; point it at ${alias.data} instead`,
        },
      ];
    });
  },
};
