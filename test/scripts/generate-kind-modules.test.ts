import { readFileSync } from "node:fs";
import { join } from "node:path";
import { dynamicModule, resourceKinds } from "../../provider/resources/kinds";
import { kindModules } from "../../scripts/generate-kind-modules";

// Each kind's dynamic provider module and the plugin's list of recipe modules come from the
// table of kinds: they fail here while stale (run `npm run generate`).

const repo = join(__dirname, "..", "..");
const modules = kindModules();

test.each(modules.map(({ path }) => path))("%s is what the table of kinds generates", (path) => {
  const { text } = modules.find((module) => module.path === path) as { text: string };
  expect(readFileSync(join(repo, path), "utf8")).toBe(text);
});

test("a dynamic module for every kind, and the plugin's list", () => {
  expect(modules.map(({ path }) => path)).toEqual([
    ...resourceKinds.map((kind) => `${dynamicModule(kind)}.ts`),
    "plugin/recipe-modules.ts",
  ]);
});
