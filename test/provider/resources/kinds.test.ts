import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { secretOutputs } from "../../../classes/declared-types";
import {
  dynamicModule,
  type ImportFacts,
  type KindFacts,
  kindOfToken,
  kinds,
  type ResourceKind,
  recipeModule,
  resourceKinds,
} from "../../../provider/resources/kinds";
import { checkInputs } from "../../../provider/resources/runner/check-failures";
import type { RecipeModule } from "../../../provider/resources/runner/recipe";
import { publishedProviderPaths } from "./support/published-paths";

// The table of kinds against what its facets describe: every facet of every row is there and
// true of the recipe, the schema and the SDK (a row missing one fails here; the compiler demands
// them too). That each class and the plugin give the outputs a row names is
// test/plugin/schema-outputs.test.ts; that each module loads from the installed package,
// registry.test.ts.

const repo = join(__dirname, "..", "..", "..");
const schema = JSON.parse(readFileSync(join(repo, "schema.json"), "utf8")) as {
  resources: Record<
    string,
    {
      properties: Record<string, { type?: string; secret?: boolean }>;
      required: string[];
      inputProperties: Record<string, object>;
    }
  >;
};
const resourceOf = (kind: ResourceKind) => {
  const resource = schema.resources[kinds[kind].tokens.native];
  if (!resource) throw new Error(`schema.json has no ${kinds[kind].tokens.native}`);
  return resource;
};
const recipe = (kind: ResourceKind) =>
  (require(join(repo, recipeModule(kind))) as RecipeModule<unknown, unknown>).recipe;

const facets: (keyof KindFacts)[] = ["module", "ownerTagName", "idOutputs", "import", "plan"];

test.each(resourceKinds)("%s has every facet", (kind) => {
  const row = kinds[kind] as unknown as Record<string, unknown>;
  expect(facets.filter((facet) => row[facet] === undefined)).toEqual([]);
  expect(kinds[kind].tokens).toEqual({
    dynamic: `pulumi-nodejs:dynamic/registrar:${kind}`,
    native: `registrar:index:${kind}`,
  });
});

test("the kinds are the schema's resources, and each module path is a published one", () => {
  expect(resourceKinds.map((kind) => kinds[kind].tokens.native).sort()).toEqual(
    Object.keys(schema.resources).sort(),
  );
  for (const kind of resourceKinds) expect(publishedProviderPaths).toContain(kinds[kind].module);
});

test.each(resourceKinds)("%s: a token of either front end names it, and nothing else does", (kind) => {
  const { dynamic, native } = kinds[kind].tokens;
  expect([kindOfToken(dynamic), kindOfToken(native)]).toEqual([kind, kind]);
  expect([kindOfToken(dynamic, "native"), kindOfToken(native, "dynamic")]).toEqual([undefined, undefined]);
  expect(kindOfToken(`${native}s`)).toBeUndefined();
});

test.each([
  "pulumi:pulumi:Stack",
  "pulumi-nodejs:dynamic:Resource",
  "pulumi-nodejs:dynamic/other:DnsZone",
  "cloudflare:index/dnsRecord:DnsRecord",
  "registrar:dns/dnsRecord:DnsRecord",
  "pulumi-nodejs:dynamic/registrar:HostingPackage",
])("%s names no kind", (token) => {
  expect(kindOfToken(token)).toBeUndefined();
});

test.each(resourceKinds)("%s: its recipe takes an owner tag exactly when its row names one", async (kind) => {
  // The input schemas refuse what they do not take, each key named.
  const { failures = [] } = checkInputs(recipe(kind).inputs, {
    type: "A",
    ownerTag: "0000aaaa.1111bbbb",
    other: 1,
  });
  const refused = failures.map((failure) => failure.property);
  expect(refused).toContain("other");
  expect({ kind, takesOwnerTag: !refused.includes("ownerTag") }).toEqual({
    kind,
    takesOwnerTag: kinds[kind].ownerTagName !== null,
  });
});

test.each(resourceKinds)("%s: its secret and id outputs are outputs the schema declares", (kind) => {
  const { properties, required, inputProperties } = resourceOf(kind);
  const secret = Object.keys(properties).filter((name) => properties[name]?.secret);
  expect([...secretOutputs[kind]].sort()).toEqual(secret.sort());
  for (const name of kinds[kind].idOutputs) {
    // The id: a text the resource always has, never a program's input.
    expect({ name, type: properties[name]?.type, required: required.includes(name) }).toEqual({
      name,
      type: "string",
      required: true,
    });
    expect(inputProperties).not.toHaveProperty(name);
  }
});

test.each(resourceKinds)("%s: its import is what its recipe can do", (kind) => {
  const how = kinds[kind].import;
  const { importInputs } = recipe(kind);
  if ("refused" in how) {
    expect(how.refused).toContain(kinds[kind].tokens.native);
    return;
  }
  expect(how.id).not.toBe("");
  // The recipe's own reader of what a program declares, or its read of the id.
  expect({ kind, importInputs: typeof importInputs }).toEqual({
    kind,
    importInputs: how.reads === "declared inputs" ? "function" : "undefined",
  });
});

const importedByRead = resourceKinds.filter((kind) => {
  const how: ImportFacts = kinds[kind].import;
  return "reads" in how && how.reads === "outputs";
});

test.each(importedByRead)("%s: an import's read keeps the schema's inputs of what it read", (kind) => {
  // The names come from the recipe's input schema, not from schema.json at run time: the same.
  expect([...(recipe(kind).inputNames ?? [])].sort()).toEqual(
    Object.keys(resourceOf(kind).inputProperties).sort(),
  );
});

test.each(resourceKinds)("%s: the inputs its plan line shows in its subject are its inputs", (kind) => {
  const { inputProperties } = resourceOf(kind);
  expect(kinds[kind].plan.shownInSubject.filter((name) => !(name in inputProperties))).toEqual([]);
});

test.each(resourceKinds)("%s: its module path loads the dynamic front end's module of its kind", (kind) => {
  // The path is stored in state (never changes); package.json's exports give it the module.
  const exports = JSON.parse(readFileSync(join(repo, "package.json"), "utf8")).exports as Record<
    string,
    { default?: string }
  >;
  const entry = exports[kinds[kind].module.replace(/^pulumi-registrar/, ".")];
  expect(entry?.default).toBe(`./dist/${dynamicModule(kind)}.js`);
  expect(existsSync(join(repo, `${dynamicModule(kind)}.ts`))).toBe(true);
  expect(existsSync(join(repo, `${recipeModule(kind)}.ts`))).toBe(true);
});
