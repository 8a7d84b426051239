import { allBlocks, isDocsTypeScript } from "./support/doc-blocks";
import { useReadmeRuns } from "./support/readme-runs";
import { describeTypeScriptBlocks } from "./support/snippet-runs";

// Every TypeScript block of docs/ runs as written: programs through the real CLI (up, a clean
// preview, destroy; the outputs their comments state), scripts with node, each against a fresh
// default emulator, as test/e2e/support/snippet-runs.ts says. The README's run in readme.test.ts.

const runs = useReadmeRuns();
const blocks = allBlocks.filter(isDocsTypeScript);

test("the pages of docs/ have the TypeScript blocks this file runs", () => {
  // One program for each resource's page at least, and the scripts of the client and the emulator.
  const files = new Set(blocks.map((block) => block.file));
  expect([...files].filter((file) => file.startsWith("docs/resources/")).length).toBe(7);
  expect([...files]).toEqual(
    expect.arrayContaining(["docs/client.md", "docs/emulator.md", "docs/lookups.md"]),
  );
});

describeTypeScriptBlocks(blocks, runs);
