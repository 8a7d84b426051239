import { symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { workspaceDir } from "../../support/workspace";
import { type DocBlock, isProgram, offeredClockRate, where } from "./doc-blocks";
import { describe as describeRun, expectYamlHost, runCommand } from "./processes";
import { projectFile, type ReadmeRuns, statedOutputs, statedYamlOutputs } from "./readme-runs";
import { useTypeCheckTogether } from "./type-check";
import { writeTemplateProject } from "./user-project";

// How the pages' code blocks run, for the test files that run them (readme.test.ts,
// docs-typescript.test.ts, docs-yaml.test.ts): each against a fresh default emulator started
// with the README's own command from the installed package (with the clock rate the paragraph
// above the block offers, if it offers one), the package installed from its tarball.

/** A DnsZone deletes on destroy the records it took over; every other program leaves the zones as they were. */
const afterDestroy = (code: string) =>
  /new DnsZone\(|type: registrar:index:DnsZone/.test(code) ? "nothing-added" : "as-before";

/**
 * TypeScript blocks, each in a project made as `pulumi new typescript` makes it (its
 * tsconfig.json), all type-checked together in one tsc run with the template's options, their own
 * code only (skipLibCheck: user-project.test.ts checks every declaration file the blocks import,
 * without it). A
 * program (importing "@pulumi/pulumi" or "pulumi-registrar") gets the docs' Pulumi.yaml and
 * configuration commands, then `pulumi up`, a clean `pulumi preview --expect-no-changes` and
 * `pulumi destroy` through the real CLI; a value in a trailing comment of an exported output is
 * what that output must hold after `up`. Any other block is a script: compiled with the
 * project's tsc and run with node against the emulator (REGISTRAR_BASE_URL, REGISTRAR_API_KEY).
 */
export function describeTypeScriptBlocks(blocks: DocBlock[], runs: ReadmeRuns): void {
  const label = (block: DocBlock) => `${block.file.replace(/\W/g, "-")}-${block.line}`;
  const typeChecked = useTypeCheckTogether(
    () =>
      blocks.map((block) => ({
        label: label(block),
        make: (dir) => writeTemplateProject(dir, { name: "my-dns", index: block.code }),
      })),
    { skipLibCheck: true },
  );

  const programs = blocks.filter(isProgram);
  const scripts = blocks.filter((block) => !isProgram(block));
  // describe.each refuses an empty table: a page with no script has no script describe.
  if (programs.length > 0)
    describe.each(programs.map((block) => [where(block), block] as const))(
      "program at %s",
      (_title, block) => {
        test("pulumi up, a clean preview and destroy against the default emulator", async () => {
          // The CLI runs programs without a type check here (test/e2e/support/pulumi-cli.ts): what a
          // user pastes must compile under the template's tsconfig as it stands.
          const check = (await typeChecked()).of(label(block));
          expect(check.own).toEqual([]);
          await runs.freshEmulator(offeredClockRate(block));
          const dir = runs.projectDir("docs-");
          writeTemplateProject(dir, { name: "my-dns", index: block.code, pulumiYaml: projectFile });
          const outputs = await runs.upPreviewDestroy(dir, afterDestroy(block.code));
          expect(outputs).toMatchObject(statedOutputs(block.code));
          if (block.code.includes("getZoneFileOutput")) {
            expect(outputs.zoneFile).toMatch(
              /^lists\.example\.com\.\s+\d+\s+IN\s+MX\s+10\s+mx1\.example\.net\.$/m,
            );
          }
        });
      },
    );

  if (scripts.length > 0)
    describe.each(scripts.map((block) => [where(block), block] as const))("script at %s", (_title, block) => {
      test("compiles with the template's tsconfig and runs against the default emulator", async () => {
        // Errors in the snippet itself; declaration files of the package are user-project.test.ts's.
        const check = (await typeChecked()).of(label(block));
        expect(check.own).toEqual([]);
        await runs.freshEmulator(offeredClockRate(block));
        const run = await runCommand(process.execPath, [join(check.outDir, "index.js")], {
          cwd: check.outDir,
          env: { ...process.env, REGISTRAR_BASE_URL: runs.api.url, REGISTRAR_API_KEY: runs.api.apiKey },
        });
        expect(describeRun("node bin/index.js", run)).toContain("exited with 0");
        expect(run.stdout.trim()).not.toBe("");
      });
    });
}

/**
 * A Pulumi YAML program of the pages, as a user runs it: the block as the project's Pulumi.yaml,
 * the package installed in the project's folder (the workspace's install of the tarball, whose
 * node_modules/.bin holds the plugin the program names), Pulumi's YAML language host, the docs'
 * configuration commands, `pulumi up`, a clean `pulumi preview --expect-no-changes`, `pulumi
 * destroy`. A value in a trailing comment of an output is what that output must hold after `up`.
 * Resolves with the outputs.
 */
export async function runYamlProgram(block: DocBlock, runs: ReadmeRuns): Promise<Record<string, unknown>> {
  expectYamlHost();
  await runs.freshEmulator(offeredClockRate(block));
  const dir = runs.projectDir("docs-yaml-");
  writeFileSync(join(dir, "Pulumi.yaml"), block.code);
  symlinkSync(join(workspaceDir(), "node_modules"), join(dir, "node_modules"));
  const outputs = await runs.upPreviewDestroy(dir, afterDestroy(block.code));
  expect(outputs).toMatchObject(statedYamlOutputs(block.code));
  return outputs;
}
