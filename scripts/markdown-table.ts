/** Markdown tables as the generated pages write them (docs/lookups.md, docs/resources/*.md). */

/** A cell's text: on one line, its `|` escaped. */
export const cell = (text: string) => text.replace(/\s*\n\s*/g, " ").replaceAll("|", "\\|");

/** A table laid out as the formatter lays it out: every column as wide as its widest cell. */
export function markdownTable(header: string[], rows: string[][]): string {
  const width = (text: string) => [...text].length;
  const widths = header.map((title, i) =>
    Math.max(3, width(title), ...rows.map((row) => width(row[i] ?? ""))),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((text, i) => text + " ".repeat((widths[i] ?? 0) - width(text))).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}
