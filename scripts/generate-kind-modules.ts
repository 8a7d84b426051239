import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { dynamicModule, moduleStem, recipeModule, resourceKinds } from "../provider/resources/kinds";
import { formattedSource, repo } from "./source-files";

/**
 * The modules each front end needs by name for every kind of the table (provider/resources/kinds.ts),
 * so that a new kind's row and folder are all it takes: the dynamic provider's module of each kind,
 * which the state's `__provider` requires by its published path, and the plugin's list of recipe
 * modules, each a require a bundler can follow (the plugin's single executable has no package
 * files beside it to require by a computed path). `npm run generate` writes them;
 * test/scripts/generate-kind-modules.test.ts fails while one is stale.
 */

const header = "// Generated from provider/resources/kinds.ts by `npm run generate`: a kind's row makes it.";

/** `dynamic/<kind>.ts`: the kind's recipe on the dynamic-provider host's interface. */
function dynamicModuleText(kind: string, recipePath: string): string {
  return `${header}
// First: the compile cache must be on before the dependencies load.
import "../provider/compile-cache";
import { type ${kind}Inputs, type ${kind}Outputs, recipe } from "../${recipePath}";
import { resourceProvider } from "./resource-provider";

export type { ${kind}Inputs, ${kind}Outputs };

/** ${kind} as the dynamic-provider host loads it: the module its resources' \`__provider\` requires. */
const provider = resourceProvider<${kind}Inputs, ${kind}Outputs>(recipe);

export const { configure, check, diff, create, read, update } = provider;
const { delete: deleteResource } = provider;
export { deleteResource as delete };
`;
}

/** `plugin/recipe-modules.ts`: each kind's recipe module, required when the kind is first served. */
function recipeModulesText(): string {
  const entries = resourceKinds.map((kind) => `  ${kind}: () => require("../${recipeModule(kind)}"),`);
  return `${header}
import type { ResourceKind } from "../provider/resources/kinds";
import type { RecipeModule } from "../provider/resources/runner/recipe";

/** Each kind's recipe module, by a require that names its file, for the plugin's bundler to follow. */
export const recipeModules: Record<ResourceKind, () => RecipeModule<unknown, unknown>> = {
${entries.join("\n")}
};
`;
}

/** Every generated module: its path from the repository's root and its text. */
export function kindModules(): { path: string; text: string }[] {
  return [
    ...resourceKinds.map((kind) => ({
      path: `${dynamicModule(kind)}.ts`,
      text: dynamicModuleText(kind, recipeModule(kind)),
    })),
    { path: "plugin/recipe-modules.ts", text: recipeModulesText() },
  ].map(({ path, text }) => ({ path, text: formattedSource(text, join(repo, path)) }));
}

if (require.main === module) {
  const modules = kindModules();
  for (const { path, text } of modules) writeFileSync(join(repo, path), text);
  console.log(`wrote ${modules.length} modules (${resourceKinds.map(moduleStem).join(", ")})`);
}
