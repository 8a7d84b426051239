import { join } from "node:path";
import { parse } from "yaml";
import { workspaceDir } from "../support/workspace";
import { describe as describeRun, runCommand } from "./support/processes";
import {
  configCommands,
  emulatorCommand,
  isProgram,
  projectFile,
  readme,
  readmeBaseUrl,
  snippets,
  statedOutputs,
  title,
  useReadmeRuns,
} from "./support/readme-runs";
import { registrarApi } from "./support/registrar-api";
import { writeTemplateProject } from "./support/user-project";

// Every TypeScript snippet of the README runs as written, each against a fresh default emulator
// started with the README's own command from the installed package, in a project made as
// `pulumi new typescript` makes it (its tsconfig.json), with the package installed from its
// tarball. A snippet importing "@pulumi/pulumi" or "pulumi-registrar" is a Pulumi program: the
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

describe.each(snippets.filter(isProgram).map((block) => [title(block), block] as const))(
  "program at %s",
  (_title, block) => {
    test("pulumi up, a clean preview and destroy against the default emulator", async () => {
      await runs.freshEmulator();
      const dir = runs.projectDir("readme-");
      writeTemplateProject(dir, { name: "my-dns", index: block.code, pulumiYaml: projectFile });
      // The CLI runs programs without a type check here (test/e2e/support/pulumi-cli.ts): what a
      // user pastes must compile under the template's tsconfig as it stands.
      const tsc = await runCommand(
        join(workspaceDir(), "node_modules", ".bin", "tsc"),
        ["-p", ".", "--noEmit", "--pretty", "false"],
        { cwd: dir },
      );
      expect(describeRun("tsc --noEmit", tsc)).toContain("exited with 0");
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
      await runs.freshEmulator();
      const dir = runs.projectDir("readme-script-");
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
        env: { ...process.env, REGISTRAR_BASE_URL: runs.api.url, REGISTRAR_API_KEY: runs.api.apiKey },
      });
      expect(describeRun("node bin/index.js", run)).toContain("exited with 0");
      expect(run.stdout.trim()).not.toBe("");
    });
  },
);
