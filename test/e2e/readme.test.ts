import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { parse } from "yaml";
import { workspaceDir } from "../support/workspace";
import { type CodeBlock, codeBlocks } from "./support/markdown";
import {
  type Background,
  describe as describeRun,
  expectSuccess,
  runCommand,
  startInBackground,
} from "./support/processes";
import { pulumiCli } from "./support/pulumi-cli";
import { type ApiRecord, registrarApi } from "./support/registrar-api";
import { writeTemplateProject } from "./support/user-project";

// Every TypeScript snippet of the README and every example runs as written, each against a fresh
// default emulator started with the README's own command from the installed package, in a
// project made as `pulumi new typescript` makes it (its tsconfig.json), with the package
// installed from its tarball. A snippet importing "@pulumi/pulumi" or "pulumi-registrar" is a
// Pulumi program: the README's Pulumi.yaml, its configuration commands, then `pulumi up`, a clean
// `pulumi preview --expect-no-changes` and `pulumi destroy` through the real CLI. Any other
// snippet is a script: compiled with the project's tsc and run with node.
// A value in a trailing comment of an exported output (`export const x = …; // "value"`) is what
// that output must hold after `pulumi up`.

const repo = resolve(__dirname, "..", "..");
const readme = readFileSync(join(repo, "README.md"), "utf8");
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

/** The address the README's configuration commands point at. */
const readmeBaseUrl = "http://127.0.0.1:8787";

/** The README's command that starts the emulator from the installed package (`npx registrar-emulator …`). */
const emulatorCommand = (() => {
  const line = blocks
    .filter((block) => block.lang === "sh")
    .flatMap((block) => block.code.split("\n"))
    .find((l) => l.startsWith("npx registrar-emulator"));
  if (!line) throw new Error("README.md shows no `npx registrar-emulator` command");
  return line.split(/\s+/).slice(1);
})();

/**
 * The emulator as the README starts it, from the package installed in the workspace; only the
 * port is any free one instead of the README's, and `extraArgs` are added (an example's clock
 * rate). Resolves once it printed the line the README says it prints.
 */
function startReadmeEmulator(extraArgs: string[] = []): Promise<Background> {
  const port = emulatorCommand.indexOf("--port");
  expect(port).toBeGreaterThan(0);
  const args = emulatorCommand.map((arg, i) => (i === port + 1 ? "0" : arg));
  return startInBackground("npx", ["--no-install", ...args, ...extraArgs], {
    cwd: workspaceDir(),
    ready: /^listening on http:\/\/127\.0\.0\.1:\d+$/,
  });
}

let emulator: Background | undefined;
/** The running emulator's base URL and full-scope key (the README's `emulator-key`). */
let api: { url: string; apiKey: string };
let dir: string | undefined;

async function freshEmulator(extraArgs: string[] = []): Promise<typeof api> {
  emulator = await startReadmeEmulator(extraArgs);
  api = { url: emulator.line.replace("listening on ", ""), apiKey: "emulator-key" };
  return api;
}

afterEach(async () => {
  await emulator?.stop();
  emulator = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

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

/**
 * A Pulumi project through the real CLI against the running emulator: the README's
 * configuration commands, `pulumi up`, a clean `pulumi preview --expect-no-changes`, `pulumi
 * destroy`, and nothing left behind: with `afterDestroy: "as-before"` the zones exactly as they
 * were, with "nothing-added" no record that was not there before (an adopted record is deleted
 * with its resource). Resolves with the stack's outputs after `up`.
 */
async function upPreviewDestroy(
  project: string,
  afterDestroy: "as-before" | "nothing-added",
): Promise<Record<string, unknown>> {
  const records = registrarApi(api.url, api.apiKey);
  const fixtures = await records.allRecords();
  const cli = pulumiCli(project);
  try {
    expectSuccess("pulumi stack init", await cli.run(["stack", "init", "dev"]));
    for (const args of configCommands) {
      // The README's commands, for the emulator of this test instead of port 8787.
      const actual = args.map((arg) => arg.replace(readmeBaseUrl, api.url));
      expectSuccess(`pulumi ${args.join(" ")}`, await cli.run(actual));
    }

    expectSuccess("pulumi up", await cli.run(["up", "--yes"]));
    const outputs = JSON.parse(
      expectSuccess("pulumi stack output", await cli.run(["stack", "output", "--json", "--show-secrets"]))
        .stdout,
    );

    const preview = await cli.run(["preview", "--expect-no-changes"]);
    expect(describeRun("pulumi preview --expect-no-changes", preview)).toContain("exited with 0");

    expectSuccess("pulumi destroy", await cli.run(["destroy", "--yes"]));
    const after = recordKeys(await records.allRecords());
    if (afterDestroy === "as-before") {
      // Destroy leaves the zones as the emulator started (a retained record stays as it was).
      expect(after).toEqual(recordKeys(fixtures));
    } else {
      const before = new Set(recordKeys(fixtures));
      expect(after.filter((record) => !before.has(record))).toEqual([]);
    }
    return outputs;
  } finally {
    cli.dispose();
  }
}

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
  await freshEmulator();
  const all = await registrarApi(api.url, api.apiKey).allRecords();
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
  for (const domain of await registrarApi(api.url, api.apiKey).domains()) {
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

describe.each(snippets.filter(isProgram).map((block) => [title(block), block] as const))(
  "program at %s",
  (_title, block) => {
    test("pulumi up, a clean preview and destroy against the default emulator", async () => {
      await freshEmulator();
      dir = mkdtempSync(join(workspaceDir(), "programs", "readme-"));
      writeTemplateProject(dir, { name: "my-dns", index: block.code, pulumiYaml: projectFile });
      // The CLI runs programs without a type check here (test/e2e/support/pulumi-cli.ts): what a
      // user pastes must compile under the template's tsconfig as it stands.
      const tsc = await runCommand(
        join(workspaceDir(), "node_modules", ".bin", "tsc"),
        ["-p", ".", "--noEmit", "--pretty", "false"],
        { cwd: dir },
      );
      expect(describeRun("tsc --noEmit", tsc)).toContain("exited with 0");
      const outputs = await upPreviewDestroy(dir, "as-before");
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
      await freshEmulator();
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
        env: { ...process.env, REGISTRAR_BASE_URL: api.url, REGISTRAR_API_KEY: api.apiKey },
      });
      expect(describeRun("node bin/index.js", run)).toContain("exited with 0");
      expect(run.stdout.trim()).not.toBe("");
    });
  },
);

// ---- Start from an existing account

/** The README's commands that bring the account under management: the block running `npx registrar-import`. */
const importCommands = (() => {
  const found = blocks.find((block) => block.lang === "sh" && block.code.includes("npx registrar-import"));
  if (!found) throw new Error("README.md shows no `npx registrar-import` command");
  return found.code.split("\n").filter((line) => line.trim() !== "");
})();

test("Start from an existing account: the README's commands, as written, against the demo account", async () => {
  // The emulator as the README says to start it for this section.
  expect(readme).toContain("but with `--clock-rate 60`");
  await freshEmulator(["--clock-rate", "60"]);
  const records = registrarApi(api.url, api.apiKey);
  const before = recordKeys(await records.allRecords());
  dir = mkdtempSync(join(workspaceDir(), "programs", "readme-import-"));
  writeTemplateProject(dir, { name: "my-account", index: "", pulumiYaml: projectFile });
  // `npm install pulumi-registrar`: the workspace's installation of the tarball.
  symlinkSync(join(workspaceDir(), "node_modules"), join(dir, "node_modules"));
  const cli = pulumiCli(dir);
  const shell: Record<string, string> = {};
  try {
    expectSuccess("pulumi stack init", await cli.run(["stack", "init", "dev"]));
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

// ---- examples/

const examplesDir = join(repo, "examples");
const filesBelow = (root: string): string[] =>
  readdirSync(root, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesBelow(join(root, entry.name)) : [join(root, entry.name)],
  );
/** Example projects: the folders of examples/ holding a Pulumi.yaml. */
const exampleProjects = readdirSync(examplesDir)
  .map((name) => join(examplesDir, name))
  .filter((path) => statSync(path).isDirectory() && existsSync(join(path, "Pulumi.yaml")));
/**
 * Examples that wait for the registry: their emulator runs at this clock rate (`--clock-rate`),
 * so a DNSSEC job (about twenty emulated minutes) and a certificate's validation take seconds.
 */
const exampleClockRates: Record<string, number> = { "secure-domain": 200 };

test("every file of examples/ is run by a test", () => {
  expect(exampleProjects.length).toBeGreaterThan(0);
  const driftGate = readFileSync(join(__dirname, "drift-gate.test.ts"), "utf8");
  const notRun = filesBelow(examplesDir)
    .filter((file) => !exampleProjects.some((project) => file.startsWith(`${project}/`)))
    .map((file) => relative(repo, file))
    // The CI workflow runs, step by step, in drift-gate.test.ts.
    .filter((file) => !driftGate.includes(`join(repo, ${JSON.stringify(file).replaceAll("/", '", "')})`));
  expect(notRun).toEqual([]);
});

describe.each(exampleProjects.map((project) => [relative(repo, project), project] as const))(
  "example %s",
  (_name, source) => {
    test("type-checks with its own tsconfig and runs unchanged against the default emulator", async () => {
      const clockRate = exampleClockRates[basename(source)];
      await freshEmulator(clockRate === undefined ? [] : ["--clock-rate", String(clockRate)]);
      dir = mkdtempSync(join(workspaceDir(), "programs", "example-"));
      // Below the workspace: its node_modules hold the package installed from the tarball, as
      // `npm install` in the example would.
      cpSync(source, dir, { recursive: true });
      const tsc = await runCommand(
        join(workspaceDir(), "node_modules", ".bin", "tsc"),
        ["-p", ".", "--noEmit", "--pretty", "false"],
        { cwd: dir },
      );
      expect(describeRun("tsc --noEmit", tsc)).toContain("exited with 0");
      const outputs = await upPreviewDestroy(dir, "nothing-added");
      expect(Object.keys(outputs).length).toBeGreaterThan(0);
    });
  },
);
