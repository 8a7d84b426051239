import { readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { registrarApi } from "../support/registrar-api";
import { workspaceDir } from "../support/workspace";
import { claimed, isTypeScript, page } from "./support/doc-blocks";
import { describe as describeRun, runCommand } from "./support/processes";
import { pulumiCli } from "./support/pulumi-cli";
import {
  blocks,
  configCommands,
  emulatorCommand,
  projectFile,
  readme,
  readmeBaseUrl,
  recordKeys,
  repo,
  useReadmeRuns,
} from "./support/readme-runs";
import { describeTypeScriptBlocks } from "./support/snippet-runs";
import { writeTemplateProject } from "./support/user-project";

// The README's TypeScript blocks run as written (test/e2e/support/snippet-runs.ts says how), the
// commands it and the pages show for the emulator, the stack's configuration and a program's
// run are the ones the runs use, the demo account is the one docs/emulator.md lists, and the
// commands that bring an existing account under management run as written. The pages' own
// TypeScript blocks run in docs-typescript.test.ts, the YAML programs in docs-yaml.test.ts, the
// examples in examples.test.ts.

const runs = useReadmeRuns();

test("the commands the runs use are the ones the pages show", () => {
  expect(blocks.filter(isTypeScript).length).toBeGreaterThanOrEqual(1);
  expect(parse(projectFile).options).toEqual({ refresh: "always" });
  expect(configCommands).toEqual([
    ["config", "set", "registrar:baseUrl", readmeBaseUrl],
    ["config", "set", "--secret", "registrar:apiKey", "emulator-key"],
  ]);
  // The README's and docs/configuration.md's configuration commands are the same.
  const configuring = claimed("configure the stack");
  expect(configuring.map((block) => block.code)).toEqual(configuring.map(() => configuring[0]?.code));
  expect(emulatorCommand).toEqual([
    "registrar-emulator",
    "--port",
    new URL(readmeBaseUrl).port,
    "--clock-rate",
    "400",
  ]);
  expect(readme).toContain(`It prints \`listening on ${readmeBaseUrl}\``);
  // The rate the README gives, and why: the one the pages of DNSSEC (the longest wait) offer.
  expect(readme.replace(/\s+/g, " ")).toContain(
    "`--clock-rate 400` runs its clock 400 times faster than real time, so what waits on the registry or the CA takes seconds",
  );
  expect(page("docs/resources/dnssec-config.md").text).toContain("seconds with `--clock-rate 400`");
  // What upPreviewDestroy (support/readme-runs.ts) runs after the configuration, in this order.
  expect(claimed("up, preview and destroy").map((block) => block.code)).toEqual([
    "pulumi up --yes\npulumi preview --expect-no-changes\npulumi destroy --yes\n",
  ]);
});

test("the README's emulator command starts the demo account docs/emulator.md describes", async () => {
  await runs.freshEmulator();
  const all = await registrarApi(runs.api.url, runs.api.apiKey).allRecords();
  const emulatorPage = page("docs/emulator.md").text;
  const start = emulatorPage.indexOf("the emulator starts with a demo account that holds:");
  expect(start).toBeGreaterThan(0);
  const listing = emulatorPage
    .slice(start, emulatorPage.indexOf("\n\n", emulatorPage.indexOf("\n- ", start)))
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
  expect(emulatorPage).toContain(
    `the \`${inOrder.find((r) => r.type === "CNAME")?.name}\` CNAME is record ${inOrder.find((r) => r.type === "CNAME")?.id})`,
  );
});

test("Try it in a checkout: scripts/demo.sh runs the demo to its end; scripts/test.sh is what CI runs", async () => {
  const pkg = JSON.parse(readFileSync(join(repo, "package.json"), "utf8")) as { repository: { url: string } };
  const commands = (claimed("the demo and the tests of a checkout")[0]?.code ?? "")
    .split("\n")
    .map((line) => line.replace(/(^|\s)#.*$/, "").trim())
    .filter((line) => line !== "");
  // The clone is this checkout.
  expect(commands).toEqual([
    `git clone ${pkg.repository.url.replace(/^git\+/, "")}`,
    "cd pulumi-registrar",
    "scripts/demo.sh",
    "scripts/test.sh",
  ]);
  // scripts/test.sh runs every test, this one included: CI runs it (.ci/run), not this test.
  expect(readFileSync(join(repo, ".ci", "run"), "utf8")).toMatch(/^bash scripts\/test\.sh$/m);
  // The demo as written: its set-up (done already by this run's, so quick), then its programs
  // against an emulator of its own, DNSSEC and a certificate included.
  const demo = await runCommand(join(repo, "scripts", "demo.sh"), [], { cwd: repo });
  expect(describeRun("scripts/demo.sh", demo)).toContain("exited with 0");
  expect(demo.stdout).toContain("DNSSEC of example.net: active, zone signed: true");
  expect(demo.stdout).toMatch(/^status {6}issued /m);
  expect(demo.stdout).toContain("Demo finished.");
}, 600_000);

describeTypeScriptBlocks(blocks.filter(isTypeScript), runs);

// ---- Start from an existing account

/**
 * The commands of docs/guides/import.md that bring the account under management: the block
 * running `npx registrar-import`, each line without its shell comment.
 */
const importCommands = (claimed("import an account")[0]?.code ?? "")
  .split("\n")
  .map((line) => line.replace(/(^|\s)#.*$/, "").trim())
  .filter((line) => line !== "");

/** The commands of docs/guides/plan.md that print the plan of a preview: the block running `npx registrar-plan`. */
const planCommands = claimed("the plan of a preview")[0]?.code ?? "";
const importPage = page("docs/guides/import.md").text;

test("Start from an existing account: the page's commands, as written, against the demo account", async () => {
  // The emulator as the page says to start it.
  expect(importPage.replace(/\s+/g, " ")).toContain("starts it (its clock rate matters here:");
  const api = await runs.freshEmulator();
  const records = registrarApi(api.url, api.apiKey);
  const before = recordKeys(await records.allRecords());
  const dir = runs.projectDir("readme-import-");
  writeTemplateProject(dir, { name: "my-account", index: "", pulumiYaml: projectFile });
  // The package installed as the README says: the workspace's installation of the tarball.
  symlinkSync(join(workspaceDir(), "node_modules"), join(dir, "node_modules"));
  // No stack yet: the page's commands make or select it themselves.
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
        throw new Error(`a command of docs/guides/import.md this test does not run: ${line}`);
      }
    }
    // In a project from `pulumi new`, which has made its stack already, the same command works.
    const stackLine = importCommands.find((line) => line.startsWith("pulumi stack "));
    expect(stackLine).toBeDefined();
    const again = await cli.run((stackLine ?? "").split(/\s+/).slice(1));
    expect(describeRun(`${stackLine}, with the stack made`, again)).toContain("exited with 0");
    // A plan for the pull request, as docs/guides/plan.md writes it: the account as the program declares
    // it, so nothing to do.
    const plan = await runCommand("bash", ["-eo", "pipefail", "-c", planCommands], {
      cwd: dir,
      env: { ...cli.env, ...shell },
    });
    expect(describeRun("the plan commands of docs/guides/plan.md", plan)).toContain("exited with 0");
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
  // What the page says of the demo account's program, and the records as they were (the
  // ownership markers in their annotations aside).
  expect(importPage.replace(/\s+/g, " ")).toContain("its three zones with their 18 records");
  expect((program.match(/^\s+\{?\s*name: "/gm) ?? []).length).toBe(18);
  expect(recordKeys(await records.allRecords())).toEqual(before);
});
