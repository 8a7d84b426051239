import type { ZoneRule } from "./finding";
import { allRecords, byName, listed } from "./record-text";

/** Types DNSSEC keeps beside a CNAME (RFC 4035): not "other data". */
const besideCname = new Set(["RRSIG", "NSEC", "NSEC3", "KEY"]);

/**
 * A CNAME beside other records at its name, or a second CNAME: RFC 1034 §3.6.2 allows neither,
 * and resolvers answer one or the other unpredictably (the API refuses the write).
 */
export const cnameAndOtherData: ZoneRule = {
  id: "cname-and-other-data",
  severity: "error",
  description: "a CNAME beside other records (or a second CNAME) at one name",
  check({ zones }) {
    return [...byName(allRecords(zones))].flatMap(([name, records]) => {
      const cnames = records.filter((record) => record.type === "CNAME");
      const others = records.filter((record) => record.type !== "CNAME" && !besideCname.has(record.type));
      if (cnames.length === 0 || cnames.length + others.length < 2) return [];
      return [
        {
          records: [...cnames, ...others],
          message:
            `${name} has a CNAME and other records (${listed([...cnames, ...others])}); a name with a ` +
            "CNAME can hold nothing else (RFC 1034 §3.6.2): keep the CNAME alone, or replace it with " +
            "the records it stands for (an ALIAS at the apex)",
        },
      ];
    });
  },
};
