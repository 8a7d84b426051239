import { readFileSync } from "node:fs";
import { generateLookupsPage, MARKER, pagePath } from "../../scripts/generate-lookups-doc";
import { codeBlocks } from "../e2e/support/markdown";

// docs/lookups.md's reference is generated from schema.json (which is generated from the code:
// generate-schema.test.ts): it fails here while the page is stale.

const committed = readFileSync(pagePath, "utf8");
let generated: string;
beforeAll(() => {
  generated = generateLookupsPage(committed);
}, 60_000);

test("docs/lookups.md is what schema.json generates (run `npm run generate:lookups-doc`)", () => {
  expect(committed).toBe(generated);
});

test("the page documents every function of the schema, each with its TypeScript forms", () => {
  const schema = JSON.parse(readFileSync(pagePath.replace(/docs\/lookups\.md$/, "schema.json"), "utf8")) as {
    functions: Record<string, unknown>;
  };
  const reference = committed.slice(committed.indexOf(MARKER));
  for (const token of Object.keys(schema.functions)) {
    const name = token.replace("registrar:index:", "");
    expect({ name, documented: reference.includes(`### \`${name}\`\n`) }).toEqual({ name, documented: true });
    expect(reference).toContain(`\`${name}Output(`);
  }
  // No code block in the generated part: the page's snippets are all in its head.
  expect(codeBlocks(reference)).toEqual([]);
});

test("a page without the marker line is refused, naming the line", () => {
  expect(() => generateLookupsPage("# Lookups\n")).toThrow(MARKER);
});
