import { textTable } from "../../bench/text-table";

test("pads every column to its widest cell, right-aligned where asked, under a rule", () => {
  const table = textTable(
    ["operation", "s", "ok"],
    [
      ["up", "12.5", "✓"],
      ["refresh", "4.1", "✗"],
    ],
    ["left", "right", "left"],
  );
  expect(table.split("\n")).toEqual([
    "operation     s  ok",
    "─────────  ────  ──",
    "up         12.5  ✓",
    "refresh     4.1  ✗",
  ]);
});

test("counts a symbol such as ≤ as one column and treats missing cells as empty", () => {
  const table = textTable(["≤ 1.1", "b"], [["✓"], ["✗", "x"]]);
  expect(table.split("\n")).toEqual(["≤ 1.1  b", "─────  ─", "✓", "✗      x"]);
});
