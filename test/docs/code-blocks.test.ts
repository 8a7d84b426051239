import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parse } from "yaml";
import { allBlocks, claimed, claims, kinds, repo, where } from "../e2e/support/doc-blocks";

// Every code block of the README and docs/ is run or checked by a test: a program by its kind, any
// other block by the one claim that names its test (test/e2e/support/doc-blocks.ts). A new block
// fails here until a test runs it.

test("every block is run by its kind or claimed by exactly one test, and every claim finds a block", () => {
  const unclaimed: string[] = [];
  const twice: string[] = [];
  for (const block of allBlocks) {
    const owners = [...kinds, ...claims].filter((owner) => owner.matches(block)).map((owner) => owner.name);
    if (owners.length === 0)
      unclaimed.push(`${where(block)}: ${block.lang || "text"} ${block.code.split("\n")[0]}`);
    if (owners.length > 1) twice.push(`${where(block)}: ${owners.join(", ")}`);
  }
  expect(unclaimed).toEqual([]);
  expect(twice).toEqual([]);
  for (const claim of claims)
    expect({ claim: claim.name, blocks: allBlocks.filter(claim.matches).length > 0 }).toEqual({
      claim: claim.name,
      blocks: true,
    });
});

test("each test a claim names exists and reads the claim", () => {
  // A claim's test looks its blocks up by the claim's name, itself or through a support module it
  // imports; where the test that runs them reads no page (crash-recovery.test.ts), this file holds
  // the blocks to what that test runs.
  const here = readFileSync(__filename, "utf8");
  /** A test's source and that of the support modules it imports. */
  const sources = (test: string) => {
    const source = readFileSync(join(repo, test), "utf8");
    const support = [...source.matchAll(/from "\.\/support\/([\w-]+)"/g)].map((match) =>
      readFileSync(join(repo, dirname(test), "support", `${match[1]}.ts`), "utf8"),
    );
    return [source, ...support].join("\n");
  };
  for (const claim of [...claims, ...kinds]) {
    const source = sources(claim.test);
    const lookup = `claimed(${JSON.stringify(claim.name)})`;
    const reads = kinds.includes(claim as (typeof kinds)[number])
      ? /allBlocks|blocks\.filter|describeTypeScriptBlocks/.test(source)
      : source.includes(lookup) || here.includes(lookup);
    expect({ claim: claim.name, test: claim.test, reads }).toEqual({
      claim: claim.name,
      test: claim.test,
      reads: true,
    });
  }
});

test("the workflow steps the docs show are steps of examples/ci/github-actions.yml, which drift-gate.test.ts runs", () => {
  const workflow = parse(readFileSync(join(repo, "examples", "ci", "github-actions.yml"), "utf8")) as {
    jobs: Record<string, { steps: object[] }>;
  };
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
  for (const block of claimed("steps of examples/ci/github-actions.yml")) {
    const shown = parse(block.code) as object[];
    expect(shown.length).toBeGreaterThan(0);
    for (const step of shown)
      expect({
        block: where(block),
        step: steps.some((s) => JSON.stringify(s) === JSON.stringify(step)) ? step : undefined,
      }).toEqual({ block: where(block), step });
  }
});

test("the commands after an interrupted up are the ones crash-recovery.test.ts runs, in its order", () => {
  const [block] = claimed("after an interrupted up");
  const commands = (block?.code ?? "")
    .split("\n")
    .map((line) => line.replace(/\s+#.*$/, "").trim())
    .filter((line) => line !== "");
  expect(commands).toEqual([
    "pulumi cancel --yes",
    "pulumi up",
    "pulumi refresh --clear-pending-creates --yes",
  ]);
  // The test runs them non-interactively, so `up` with --yes.
  const test = readFileSync(join(repo, "test", "e2e", "crash-recovery.test.ts"), "utf8");
  const at = [
    '["cancel", "--yes"]',
    '["up", "--yes"]',
    '["refresh", "--clear-pending-creates", "--yes"]',
  ].map((args) => test.indexOf(args));
  expect(at.every((index) => index > 0)).toBe(true);
  expect([...at].sort((a, b) => a - b)).toEqual(at);
});
