import { allBlocks, claimed, isDocsYamlProgram, where } from "./support/doc-blocks";
import { configCommands, useReadmeRuns } from "./support/readme-runs";
import { runYamlProgram } from "./support/snippet-runs";

// Every Pulumi YAML program of the README and of docs/ runs as written through the provider
// plugin from the installed package and Pulumi's YAML language host: `pulumi up`, a clean
// `pulumi preview --expect-no-changes`, `pulumi destroy`, the outputs their comments state, each
// against a fresh default emulator (test/e2e/support/snippet-runs.ts). examples/yaml runs in
// yaml.test.ts.

const runs = useReadmeRuns();
const programs = allBlocks.filter(isDocsYamlProgram);

test("the README and each resource's page have a YAML program", () => {
  const files = new Set(programs.map((block) => block.file));
  expect(files.has("README.md")).toBe(true);
  expect([...files].filter((file) => file.startsWith("docs/resources/")).length).toBe(7);
});

test("the README's commands for a YAML project are the ones the runs use", () => {
  // runYamlProgram's upPreviewDestroy: a stack, the configuration commands, then `pulumi up --yes`
  // (and, after, the preview and the destroy the README shows for TypeScript).
  expect(claimed("a YAML project's stack").map((block) => block.code)).toEqual([
    [
      "pulumi stack init dev",
      ...configCommands.map((args) => `pulumi ${args.join(" ")}`),
      "pulumi up --yes",
      "",
    ].join("\n"),
  ]);
});

describe.each(programs.map((block) => [where(block), block] as const))(
  "YAML program at %s",
  (_title, block) => {
    test("pulumi up, a clean preview and destroy against the default emulator", async () => {
      const outputs = await runYamlProgram(block, runs);
      expect(Object.keys(outputs).length).toBeGreaterThan(0);
    });
  },
);
