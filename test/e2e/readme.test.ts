import { readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { registrarApi } from "../support/registrar-api";
import { workspaceDir } from "../support/workspace";
import type { CodeBlock } from "./support/markdown";
import { describe as describeRun, runCommand } from "./support/processes";
import { pulumiCli } from "./support/pulumi-cli";
import {
  blocks,
  configCommands,
  emulatorCommand,
  isProgram,
  projectFile,
  readme,
  readmeBaseUrl,
  recordKeys,
  snippets,
  statedOutputs,
  title,
  useReadmeRuns,
} from "./support/readme-runs";
import { useTypeCheckTogether } from "./support/type-check";
import { writeTemplateProject } from "./support/user-project";

// Every TypeScript snippet of the README runs as written, each against a fresh default emulator
// started with the README's own command from the installed package (with the clock rate the text
// above the snippet offers, if it offers one), in a project made as `pulumi new typescript` makes
// it (its tsconfig.json), with the package installed from its tarball. The snippets are
// type-checked together, in one tsc run with the template's options. A snippet importing "@pulumi/pulumi" or "pulumi-registrar" is a Pulumi program: the
// README's Pulumi.yaml, its configuration commands, then `pulumi up`, a clean `pulumi preview
// --expect-no-changes` and `pulumi destroy` through the real CLI. Any other snippet is a script:
// compiled with the project's tsc and run with node. A value in a trailing comment of an exported
// output (`export const x = …; // "value"`) is what that output must hold after `pulumi up`.
// The examples run in examples.test.ts.

const runs = useReadmeRuns();

test("the README has the snippets this test runs", () => {
  expect(snippets.filter(isProgram).length).toBeGreaterThanOrEqual(3);
  expect(snippets.filter((block) => !isProgram(block)).length).toBeGreaterThanOrEqual(2);
  expect(parse(projectFile).options).toEqual({ refresh: "always" });
  expect(configCommands).toEqual([
    ["config", "set", "registrar:baseUrl", readmeBaseUrl],
    ["config", "set", "--secret", "registrar:apiKey", "emulator-key"],
  ]);
  expect(emulatorCommand).toEqual(["registrar-emulator", "--port", new URL(readmeBaseUrl).port]);
  expect(readme).toContain(`It prints \`listening on ${readmeBaseUrl}\``);
});

test("the README's emulator command starts the demo account the README describes", async () => {
  await runs.freshEmulator();
  const all = await registrarApi(runs.api.url, runs.api.apiKey).allRecords();
  const start = readme.indexOf("It starts with a demo account that holds:");
  expect(start).toBeGreaterThan(0);
  const listing = readme
    .slice(start, readme.indexOf("\n\n", readme.indexOf("\n- ", start)))
    .replace(/\s+/g, " ");

  // Every record, as the README writes it, in id order (the README numbers them by position).
  const inOrder = Object.values(all)
    .flat()
    .sort((a, b) => Number(a.id) - Number(b.id));
  let position = 0;
  for (const record of inOrder) {
    const zone = record.zone.endsWith(".") ? record.zone : `${record.zone}.`;
    const name = record.name === zone ? "@" : record.name.slice(0, -(zone.length + 1));
    const value =
      record.type === "MX"
        ? `${record.priority} ${record.data}`
        : record.type === "CAA"
          ? `${record.flags} ${record.tag} "${record.data}"`
          : record.type === "TXT"
            ? `"${record.data}"`
            : record.data;
    const extras = [
      ...(record.ttl !== 3600 ? [`ttl ${record.ttl}`] : []),
      ...(record.annotation ? [`annotation "${record.annotation}"`] : []),
    ];
    const written = `\`${name}\` ${record.type} ${value}${extras.length ? ` (${extras.join(", ")})` : ""}`;
    const zoneStart = listing.indexOf(`zone \`${zone}\`:`);
    const found = listing.indexOf(written, Math.max(position, zoneStart));
    expect({ record: written, zone, listedInOrder: zoneStart >= 0 && found >= 0 }).toEqual({
      record: written,
      zone,
      listedInOrder: true,
    });
    position = found + written.length;
  }
  for (const domain of await registrarApi(runs.api.url, runs.api.apiKey).domains()) {
    expect({ domain, listed: new RegExp(`\\b${domain.replace(/\./g, "\\.")}\\b`).test(listing) }).toEqual({
      domain,
      listed: true,
    });
  }
  // Nothing listed that the emulator does not hold.
  const listed = listing.match(/`[^`]+` (A|AAAA|CNAME|ALIAS|MX|TXT|CAA) /g) ?? [];
  expect(listed.length).toBe(inOrder.length);
  expect(readme).toContain(
    `the \`${inOrder.find((r) => r.type === "CNAME")?.name}\` CNAME is record ${inOrder.find((r) => r.type === "CNAME")?.id})`,
  );
});

/** A snippet's project in the shared type check. */
const label = (block: CodeBlock) => `line-${block.line}`;
/** Every snippet as a project made as `pulumi new typescript` makes it, all in one tsc run. */
const typeChecked = useTypeCheckTogether(() =>
  snippets.map((block) => ({
    label: label(block),
    make: (dir) => writeTemplateProject(dir, { name: "my-dns", index: block.code }),
  })),
);

/**
 * The emulator's arguments for a snippet: the clock rate the paragraph above it offers ("seconds
 * with `--clock-rate 60`"), else none.
 */
function offeredClockRate(block: CodeBlock): string[] {
  const above = readme
    .split("\n")
    .slice(0, block.line - 1)
    .join("\n")
    .trimEnd();
  const rate = /seconds with `--clock-rate (\d+)`/.exec(above.slice(above.lastIndexOf("\n\n")));
  return rate ? ["--clock-rate", rate[1] as string] : [];
}

describe.each(snippets.filter(isProgram).map((block) => [title(block), block] as const))(
  "program at %s",
  (_title, block) => {
    test("pulumi up, a clean preview and destroy against the default emulator", async () => {
      // The CLI runs programs without a type check here (test/e2e/support/pulumi-cli.ts): what a
      // user pastes must compile under the template's tsconfig as it stands.
      const check = (await typeChecked()).of(label(block));
      expect({ snippet: check.own, declarations: check.declarations }).toEqual({
        snippet: [],
        declarations: [],
      });
      await runs.freshEmulator(offeredClockRate(block));
      const dir = runs.projectDir("readme-");
      writeTemplateProject(dir, { name: "my-dns", index: block.code, pulumiYaml: projectFile });
      // A DnsZone deletes on destroy the records it took over; every other program leaves the
      // zones as they were.
      const outputs = await runs.upPreviewDestroy(
        dir,
        block.code.includes("new DnsZone(") ? "nothing-added" : "as-before",
      );
      expect(outputs).toMatchObject(statedOutputs(block.code));
      if (block.code.includes("getZoneFileOutput")) {
        expect(outputs.zoneFile).toMatch(
          /^lists\.example\.com\.\s+\d+\s+IN\s+MX\s+10\s+mx1\.example\.net\.$/m,
        );
      }
    });
  },
);

describe.each(snippets.filter((block) => !isProgram(block)).map((block) => [title(block), block] as const))(
  "script at %s",
  (_title, block) => {
    test("compiles with the template's tsconfig and runs against the default emulator", async () => {
      // Errors in the snippet itself; declaration files of the package are user-project.test.ts's.
      const check = (await typeChecked()).of(label(block));
      expect(check.own).toEqual([]);
      await runs.freshEmulator();
      const run = await runCommand(process.execPath, [join(check.outDir, "index.js")], {
        cwd: check.outDir,
        env: { ...process.env, REGISTRAR_BASE_URL: runs.api.url, REGISTRAR_API_KEY: runs.api.apiKey },
      });
      expect(describeRun("node bin/index.js", run)).toContain("exited with 0");
      expect(run.stdout.trim()).not.toBe("");
    });
  },
);

// ---- Start from an existing account

/**
 * The README's commands that bring the account under management: the block running `npx
 * registrar-import`, each line without its shell comment.
 */
const importCommands = (() => {
  const found = blocks.find((block) => block.lang === "sh" && block.code.includes("npx registrar-import"));
  if (!found) throw new Error("README.md shows no `npx registrar-import` command");
  return found.code
    .split("\n")
    .map((line) => line.replace(/(^|\s)#.*$/, "").trim())
    .filter((line) => line !== "");
})();

/** The README's commands that print the plan of a preview: the block running `npx registrar-plan`. */
const planCommands = (() => {
  const found = blocks.find((block) => block.lang === "sh" && block.code.includes("npx registrar-plan"));
  if (!found) throw new Error("README.md shows no `npx registrar-plan` command");
  return found.code;
})();

test("Start from an existing account: the README's commands, as written, against the demo account", async () => {
  // The emulator as the README says to start it for this section.
  expect(readme).toContain("but with `--clock-rate 60`");
  const api = await runs.freshEmulator(["--clock-rate", "60"]);
  const records = registrarApi(api.url, api.apiKey);
  const before = recordKeys(await records.allRecords());
  const dir = runs.projectDir("readme-import-");
  writeTemplateProject(dir, { name: "my-account", index: "", pulumiYaml: projectFile });
  // `npm install pulumi-registrar`: the workspace's installation of the tarball.
  symlinkSync(join(workspaceDir(), "node_modules"), join(dir, "node_modules"));
  // No stack yet: the README's commands make or select it themselves.
  const cli = pulumiCli(dir);
  const shell: Record<string, string> = {};
  try {
    for (const line of importCommands) {
      const words = line.replaceAll(readmeBaseUrl, api.url).trim().split(/\s+/);
      const [command, ...args] = words as [string, ...string[]];
      if (command === "export") {
        const [name, value] = (args[0] ?? "").split("=") as [string, string];
        shell[name] = value;
      } else if (command === "npx") {
        const run = await runCommand("npx", ["--no-install", ...args], {
          cwd: dir,
          env: { ...process.env, REGISTRAR_BASE_URL: "", REGISTRAR_API_KEY: "", ...shell },
        });
        expect(describeRun(line, run)).toContain("exited with 0");
      } else if (command === "pulumi") {
        const run = await cli.run(args, shell);
        expect(describeRun(line, run)).toContain("exited with 0");
      } else {
        throw new Error(`a README command this test does not run: ${line}`);
      }
    }
    // In a project from `pulumi new`, which has made its stack already, the same command works.
    const stackLine = importCommands.find((line) => line.startsWith("pulumi stack "));
    expect(stackLine).toBeDefined();
    const again = await cli.run((stackLine ?? "").split(/\s+/).slice(1));
    expect(describeRun(`${stackLine}, with the stack made`, again)).toContain("exited with 0");
    // A plan for the pull request, as the README writes it: the account as the program declares
    // it, so nothing to do.
    const plan = await runCommand("bash", ["-eo", "pipefail", "-c", planCommands], {
      cwd: dir,
      env: { ...cli.env, ...shell },
    });
    expect(describeRun("the README's plan commands", plan)).toContain("exited with 0");
    expect(plan.stdout).toBe("### Registrar plan for stack `dev`\n\nNo changes.\n");
  } finally {
    cli.dispose();
  }
  const program = readFileSync(join(dir, "index.ts"), "utf8");
  const declared = [...program.matchAll(/new (\w+)\(\s*"(\w+)"/g)].map((m) => `${m[1]} ${m[2]}`);
  expect(declared).toEqual([
    "DnsZone exampleCom",
    "DnsZone exampleNet",
    "DnsZone exampleOrg",
    "DnssecConfig exampleComDnssec",
    "NameserverDelegation exampleDeDelegation",
    "NameserverDelegation exampleNetDelegation",
    "DnssecConfig exampleOrgDnssec",
  ]);
  // What the README says of the demo account's program, and the records as they were (the
  // ownership markers in their annotations aside).
  expect(readme).toContain("its three zones with their 17 records");
  expect((program.match(/^\s+\{?\s*name: "/gm) ?? []).length).toBe(17);
  expect(recordKeys(await records.allRecords())).toEqual(before);
});
