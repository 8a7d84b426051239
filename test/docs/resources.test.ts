import { readFileSync } from "node:fs";
import { join } from "node:path";
import { kinds, type ResourceKind, resourceKinds } from "../../provider/resources/kinds";

// Each resource's page (docs/resources/<name>.md, the name of its recipe's module) lists in its
// Inputs and Outputs tables every input and output schema.json declares, no others, and says
// which inputs are required and which outputs are always set, as the schema does.

const repo = join(__dirname, "..", "..");
const schema = JSON.parse(readFileSync(join(repo, "schema.json"), "utf8")) as {
  resources: Record<
    string,
    { properties: object; required: string[]; inputProperties: object; requiredInputs?: string[] }
  >;
};

/** A section's table: each row's names (the backquoted words of its first cell), by the value of `column`. */
function tableOf(page: string, section: string, column: string): Record<string, string> {
  const body = new RegExp(`^## ${section}\\n\\n((?:\\|.*\\n)+)`, "m").exec(page)?.[1];
  if (!body) return {};
  const rows = body
    .trim()
    .split("\n")
    .map((row) =>
      row
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const at = rows[0]?.indexOf(column) ?? -1;
  if (at < 0) return {};
  return Object.fromEntries(
    rows
      .slice(2)
      .flatMap((row) =>
        [...(row[0] ?? "").matchAll(/`(\w+)`/g)].map((match) => [match[1] as string, row[at] ?? ""]),
      ),
  );
}

/** Each declared name and whether the schema requires it, as the page writes it ("yes" or nothing). */
const marked = (names: string[], required: string[] = []) =>
  Object.fromEntries(names.map((name) => [name, required.includes(name) ? "yes" : ""]));

describe.each(resourceKinds)("%s", (kind: ResourceKind) => {
  const file = `docs/resources/${kinds[kind].module.split("/").pop()}.md`;
  const page = readFileSync(join(repo, file), "utf8");
  const resource = schema.resources[kinds[kind].tokens.native];

  test("its page lists every input of the schema, no other, and which are required", () => {
    expect({ file, inputs: tableOf(page, "Inputs", "required") }).toEqual({
      file,
      inputs: marked(Object.keys(resource?.inputProperties ?? {}), resource?.requiredInputs),
    });
  });

  test("its page lists every output of the schema, no other, and which are always set", () => {
    expect({ file, outputs: tableOf(page, "Outputs", "always set") }).toEqual({
      file,
      outputs: marked(Object.keys(resource?.properties ?? {}), resource?.required),
    });
  });
});

test("a table's names are read from its first cell, a column by its header", () => {
  const page =
    "## Inputs\n\n| input | required | meaning |\n| - | - | - |\n| `a`, `b` | yes | `c` \\| d |\n| `e` |  | f |\n";
  expect(tableOf(page, "Inputs", "required")).toEqual({ a: "yes", b: "yes", e: "" });
  expect(tableOf(page, "Outputs", "required")).toEqual({});
});
