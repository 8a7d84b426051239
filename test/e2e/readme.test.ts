import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import { startEmulator } from "../../emulator";
import { type CodeBlock, codeBlocks } from "./support/markdown";
import { describe as describeRun, expectSuccess, runCommand } from "./support/processes";
import { pulumiCli } from "./support/pulumi-cli";
import { type ApiRecord, registrarApi } from "./support/registrar-api";
import { writeTemplateProject } from "./support/user-project";
import { workspaceDir } from "./support/workspace";

// Every TypeScript snippet of the README runs as written, each against a fresh default emulator,
// in a project made as `pulumi new typescript` makes it (its tsconfig.json), with the package
// installed from its tarball. A snippet importing "@pulumi/pulumi" or "pulumi-registrar" is a
// Pulumi program: the README's Pulumi.yaml, its configuration commands, then `pulumi up`, a clean
// `pulumi preview --expect-no-changes` and `pulumi destroy` through the real CLI. Any other
// snippet is a script: compiled with the project's tsc and run with node.
// A value in a trailing comment of an exported output (`export const x = …; // "value"`) is what
// that output must hold after `pulumi up`.

const readme = readFileSync(resolve(__dirname, "..", "..", "README.md"), "utf8");
const blocks = codeBlocks(readme);
const snippets = blocks.filter((block) => block.lang === "ts" || block.lang === "typescript");
const isProgram = (block: CodeBlock) => /from "(@pulumi\/pulumi|pulumi-registrar)"/.test(block.code);
const title = (block: CodeBlock) => `README.md line ${block.line} (${block.heading})`;

/** The README's Pulumi.yaml: the yaml block that is a Pulumi project with the refresh option. */
const projectFile = (() => {
  const found = blocks.find((block) => block.lang === "yaml" && /^runtime:/m.test(block.code));
  if (!found) throw new Error("README.md shows no Pulumi.yaml");
  return found.code;
})();

/** The README's configuration commands (`pulumi config set …`), as argument lists. */
const configCommands = (() => {
  const found = blocks.find(
    (block) => block.lang === "sh" && block.code.includes("pulumi config set registrar:"),
  );
  if (!found) throw new Error("README.md shows no `pulumi config set` commands");
  return found.code
    .split("\n")
    .filter((line) => line.startsWith("pulumi config set"))
    .map((line) => line.split(/\s+/).slice(1));
})();

/** Outputs whose value the README states in a trailing comment. */
function statedOutputs(code: string): Record<string, unknown> {
  const stated: Record<string, unknown> = {};
  for (const match of code.matchAll(/^export const (\w+) = .*; \/\/ ("[^"]*"|-?\d+|\[.*\])$/gm)) {
    stated[match[1] as string] = JSON.parse(match[2] as string);
  }
  return stated;
}

const recordKeys = (records: Record<string, ApiRecord[]>) =>
  Object.values(records)
    .flat()
    .map(
      (r) =>
        `${r.id} ${r.name} ${r.type} ${r.ttl} ${r.priority ?? ""} ${r.flags ?? ""} ${r.tag ?? ""} ${r.data}`,
    )
    .sort();

let emulator: Awaited<ReturnType<typeof startEmulator>> | undefined;
let dir: string | undefined;
afterEach(async () => {
  await emulator?.stop();
  emulator = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

test("the README has the snippets this test runs", () => {
  expect(snippets.filter(isProgram).length).toBeGreaterThanOrEqual(3);
  expect(snippets.filter((block) => !isProgram(block)).length).toBeGreaterThanOrEqual(2);
  expect(parse(projectFile).options).toEqual({ refresh: "always" });
  expect(configCommands).toEqual([
    ["config", "set", "registrar:baseUrl", "http://127.0.0.1:8787"],
    ["config", "set", "--secret", "registrar:apiKey", "emulator-key"],
  ]);
});

describe.each(snippets.filter(isProgram).map((block) => [title(block), block] as const))(
  "program at %s",
  (_title, block) => {
    test("pulumi up, a clean preview and destroy against the default emulator", async () => {
      emulator = await startEmulator();
      const api = registrarApi(emulator.url, emulator.apiKey);
      const fixtures = await api.allRecords();
      dir = mkdtempSync(join(workspaceDir(), "programs", "readme-"));
      writeTemplateProject(dir, { name: "my-dns", index: block.code, pulumiYaml: projectFile });
      const cli = pulumiCli(dir);
      try {
        expectSuccess("pulumi stack init", await cli.run(["stack", "init", "dev"]));
        for (const args of configCommands) {
          // The README's commands, for the emulator of this test instead of port 8787.
          const actual = args.map((arg) => arg.replace("http://127.0.0.1:8787", emulator?.url ?? ""));
          expectSuccess(`pulumi ${args.join(" ")}`, await cli.run(actual));
        }

        expectSuccess("pulumi up", await cli.run(["up", "--yes"]));
        const outputs = JSON.parse(
          expectSuccess("pulumi stack output", await cli.run(["stack", "output", "--json", "--show-secrets"]))
            .stdout,
        );
        expect(outputs).toMatchObject(statedOutputs(block.code));
        if (block.code.includes("getZoneFileOutput")) {
          expect(outputs.zoneFile).toMatch(
            /^lists\.example\.com\.\s+\d+\s+IN\s+MX\s+10\s+mx1\.example\.net\.$/m,
          );
        }

        const preview = await cli.run(["preview", "--expect-no-changes"]);
        expect(describeRun("pulumi preview --expect-no-changes", preview)).toContain("exited with 0");

        expectSuccess("pulumi destroy", await cli.run(["destroy", "--yes"]));
        // Destroy leaves the zones as the emulator started (a retained record stays as it was).
        expect(recordKeys(await api.allRecords())).toEqual(recordKeys(fixtures));
      } finally {
        cli.dispose();
      }
    });
  },
);

describe.each(snippets.filter((block) => !isProgram(block)).map((block) => [title(block), block] as const))(
  "script at %s",
  (_title, block) => {
    test("compiles with the template's tsconfig and runs against the default emulator", async () => {
      emulator = await startEmulator();
      dir = mkdtempSync(join(workspaceDir(), "programs", "readme-script-"));
      writeTemplateProject(dir, { name: "readme-script", index: block.code });
      const tsc = await runCommand(
        join(workspaceDir(), "node_modules", ".bin", "tsc"),
        ["-p", ".", "--pretty", "false"],
        {
          cwd: dir,
        },
      );
      // Errors in the snippet itself; declaration files of the package are user-project.test.ts's.
      const own = tsc.stdout.split("\n").filter((line) => line.startsWith("index.ts("));
      expect(own).toEqual([]);

      const run = await runCommand(process.execPath, [join(dir, "bin", "index.js")], {
        cwd: dir,
        env: { ...process.env, REGISTRAR_BASE_URL: emulator.url, REGISTRAR_API_KEY: emulator.apiKey },
      });
      expect(describeRun("node bin/index.js", run)).toContain("exited with 0");
      expect(run.stdout.trim()).not.toBe("");
    });
  },
);
