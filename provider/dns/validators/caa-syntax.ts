import { caaSyntaxProblems } from "../caa";
import { typesReadBy } from "../record-types";
import type { ZoneRule } from "./finding";
import { allRecords, recordText } from "./record-text";

const caaTypes = typesReadBy("caa-syntax");

/** A CAA record RFC 8659's syntax refuses: a CA reads it as naming no CA, or ignores its flags. */
export const caaSyntax: ZoneRule = {
  id: "caa-syntax",
  severity: "error",
  description: "a CAA record whose flags, tag or issue/issuewild value RFC 8659 does not allow",
  check({ zones }) {
    return allRecords(zones)
      .filter((record) => caaTypes.has(record.type))
      .flatMap((record) => {
        const problems = caaSyntaxProblems(record);
        return problems.length === 0
          ? []
          : [{ records: [record], message: `${recordText(record)}: ${problems.join("; ")}` }];
      });
  },
};
