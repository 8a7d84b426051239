import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type LookupFacts, lookupNames, lookups } from "../../../provider/lookups/lookups";
import { nativeToken } from "../../../provider/type-tokens";

// The table of lookups against the schema the plugin serves: every row has its facets, each a
// function of the schema with the row's result fields, the secret ones marked. That the table is
// the SDK's lookups is test/plugin/functions.test.ts; that docs/lookups.md is written from the
// schema, test/scripts/generate-lookups-doc.test.ts.

const schema = JSON.parse(readFileSync(join(__dirname, "..", "..", "..", "schema.json"), "utf8")) as {
  functions: Record<string, { outputs: { properties: Record<string, { secret?: boolean }> } }>;
};
const facets: (keyof LookupFacts)[] = ["run", "secretFields"];

test.each(lookupNames)("%s has every facet, and is the schema's function of its name", (name) => {
  const row = lookups[name] as unknown as Record<string, unknown>;
  expect(facets.filter((facet) => row[facet] === undefined)).toEqual([]);
  expect(typeof lookups[name].run).toBe("function");
  expect(schema.functions).toHaveProperty([nativeToken(name)]);
});

test.each(lookupNames)(
  "%s: its secret fields are the fields the schema marks secret in its result",
  (name) => {
    const properties = schema.functions[nativeToken(name)]?.outputs.properties ?? {};
    const secret = Object.keys(properties).filter((field) => properties[field]?.secret);
    const declared: readonly string[] = lookups[name].secretFields;
    expect(declared.filter((field) => !(field in properties))).toEqual([]);
    expect([...declared].sort()).toEqual(secret.sort());
  },
);

test("the schema serves no function the table lacks", () => {
  expect(Object.keys(schema.functions).sort()).toEqual(lookupNames.map(nativeToken).sort());
});
