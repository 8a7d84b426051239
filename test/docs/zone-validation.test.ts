import { readFileSync } from "node:fs";
import { join } from "node:path";
import { refusalRules, zoneRules } from "../../provider/dns/validators";

// docs/guides/zone-validation.md's two tables hold the rule list as the code has it: every zone
// rule with its default severity, every refusal, and nothing else.

const page = readFileSync(join(__dirname, "../../docs/guides/zone-validation.md"), "utf8");

/** The first two cells (backquotes dropped) of each row of the first table after `heading`. */
function firstTable(heading: string): [string, string][] {
  const lines = page.slice(page.indexOf(heading)).split("\n");
  const start = lines.findIndex((line) => line.startsWith("| Rule"));
  const end = lines.findIndex((line, i) => i > start && !line.startsWith("|"));
  return lines.slice(start + 2, end).map((row) => {
    const [id = "", second = ""] = row
      .split("|")
      .slice(1)
      .map((cell) => cell.trim().replace(/`/g, ""));
    return [id, second];
  });
}

test("the rules table: every zone rule with its default severity", () => {
  expect(firstTable("## The rules")).toEqual(zoneRules.map((rule) => [rule.id, rule.severity]));
});

test("the refusals table: every refusal, in the code's order", () => {
  expect(firstTable("### Refusals").map(([id]) => id)).toEqual(refusalRules.map((rule) => rule.id));
});
