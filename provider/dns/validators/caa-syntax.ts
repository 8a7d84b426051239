import { caaSyntaxProblems } from "../caa";
import type { ZoneRule } from "./finding";
import { allRecords, recordText } from "./record-text";

/** A CAA record RFC 8659's syntax refuses: a CA reads it as naming no CA, or ignores its flags. */
export const caaSyntax: ZoneRule = {
  id: "caa-syntax",
  severity: "error",
  description: "a CAA record whose flags, tag or issue/issuewild value RFC 8659 does not allow",
  check({ zones }) {
    return allRecords(zones)
      .filter((record) => record.type === "CAA")
      .flatMap((record) => {
        const problems = caaSyntaxProblems(record);
        return problems.length === 0
          ? []
          : [{ records: [record], message: `${recordText(record)}: ${problems.join("; ")}` }];
      });
  },
};
