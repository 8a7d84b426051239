export type Alignment = "left" | "right";

/**
 * Rows as aligned text columns under a header and a rule, for a person reading a terminal.
 * Columns are left-aligned unless `align` says otherwise; widths count code points, so "✓" and
 * "≤" take one column like any letter.
 */
export function textTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly Alignment[] = [],
): string {
  const width = (text: string) => [...text].length;
  const widths = header.map((title, column) =>
    Math.max(width(title), ...rows.map((row) => width(row[column] ?? ""))),
  );
  const line = (cells: readonly string[]) =>
    widths
      .map((size, column) => {
        const cell = cells[column] ?? "";
        const padding = " ".repeat(size - width(cell));
        return align[column] === "right" ? padding + cell : cell + padding;
      })
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((size) => "─".repeat(size)).join("  "), ...rows.map(line)].join("\n");
}
