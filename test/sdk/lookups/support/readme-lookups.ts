import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

// The README's Lookups section, read as data: the overview table, one field table per type
// (a "#### `Name`" heading, then a table whose first column is `field` or `field?`), and the
// table of value types.

export interface ReadmeField {
  name: string;
  optional: boolean;
  /** The type column, as TypeScript spells it. */
  type: string;
}

export interface ReadmeLookup {
  /** The Promise form and the Output form, as written: "getDnsZone(zone)". */
  forms: string[];
  /** The result column, as TypeScript spells it: "DnsZoneSummary[]". */
  result: string;
}

const readme = readFileSync(join(resolve(__dirname, "..", "..", "..", ".."), "README.md"), "utf8");

/** From "## Lookups" to the next section of the same level. */
const section = (() => {
  const start = readme.indexOf("\n## Lookups\n");
  if (start < 0) throw new Error("README.md has no Lookups section");
  const end = readme.indexOf("\n## ", start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
})();

/** The cells of a Markdown table row, `\|` kept as a `|` inside its cell. */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replaceAll("\\|", "|"));
}

/** The code spans of a cell, in order: "[`A[]`](#a)" gives ["A[]"]. */
const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] as string);

/** The body rows of the first table at or after `from`, as cells. */
function tableAfter(lines: string[], from: number): string[][] {
  let i = from;
  while (i < lines.length && !(lines[i] as string).startsWith("|")) i++;
  const rows: string[][] = [];
  // Header and separator first.
  for (i += 2; i < lines.length && (lines[i] as string).startsWith("|"); i++)
    rows.push(cells(lines[i] as string));
  return rows;
}

const lines = section.split("\n");

/** Every "#### `Name`" table of the section but the value types: name → fields in README order. */
export function readmeTypeTables(): Map<string, ReadmeField[]> {
  const tables = new Map<string, ReadmeField[]>();
  lines.forEach((line, i) => {
    const heading = /^#### `(\w+)`$/.exec(line);
    if (!heading) return;
    const fields = tableAfter(lines, i + 1).map(([field, type]) => {
      const [name = ""] = codeSpans(field ?? "");
      const [typeText = ""] = codeSpans(type ?? "");
      return { name: name.replace(/\?$/, ""), optional: name.endsWith("?"), type: typeText };
    });
    tables.set(heading[1] as string, fields);
  });
  return tables;
}

/** The overview table: each lookup's two forms and its result type. */
export function readmeLookups(): ReadmeLookup[] {
  const header = lines.findIndex((line) => /^\| lookup +\| result +\|/.test(line));
  if (header < 0) throw new Error("README.md's Lookups section has no overview table");
  return tableAfter(lines, header).map(([forms, result]) => ({
    forms: codeSpans(forms ?? ""),
    result: codeSpans(result ?? "")[0] ?? "",
  }));
}

/** The value types table: type → its values as written ("every field of `X`" stays as text). */
export function readmeValueTypes(): Map<string, string> {
  const heading = lines.indexOf("#### Value types");
  if (heading < 0) throw new Error("README.md's Lookups section lists no value types");
  return new Map(
    tableAfter(lines, heading + 1).map(([type, values]) => [codeSpans(type ?? "")[0] ?? "", values ?? ""]),
  );
}
