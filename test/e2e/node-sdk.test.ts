import { lstatSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { type InProcessEmulator, startTestEmulator } from "../support/emulator-harness";
import { tarballPath } from "../support/workspace";
import { codeBlocks } from "./support/markdown";
import { describe as describeRun, expectSuccess, runCommand } from "./support/processes";
import { pulumiCli } from "./support/pulumi-cli";
import type { ExportedResource } from "./support/test-stack";
import { templatePulumiYaml, writeTemplateProject } from "./support/user-project";

// The Node.js SDK of the plugin as its README has a user install and use it: a project as
// `pulumi new typescript` makes it, the README's install commands (the package's tarball is the
// one packed for this run, and `npm pack` packs the SDK of this checkout),
// the plugin named in Pulumi.yaml as the README shows, its configuration commands and its
// program; then the real CLI through the plugin against the emulator, with a fast clock: the
// certificate's validation takes seconds.

const repo = join(__dirname, "..", "..");
const readme = readFileSync(join(repo, "sdks", "nodejs", "README.md"), "utf8");
const blocks = codeBlocks(readme);
const block = (lang: string, includes: string) => {
  const found = blocks.find((candidate) => candidate.lang === lang && candidate.code.includes(includes));
  if (!found) throw new Error(`sdks/nodejs/README.md shows no ${lang} block with ${includes}`);
  return found.code;
};
const commands = (code: string) =>
  code
    .trim()
    .split("\n")
    .map((line) => line.split(/\s+/));

let emulator: InProcessEmulator;
let project: string;

beforeAll(async () => {
  emulator = await startTestEmulator({ clockRate: 400 });
  project = mkdtempSync(join(tmpdir(), "registrar-node-sdk-"));
  writeTemplateProject(project, {
    name: "node-sdk",
    index: block("ts", "@pulumi-registrar/registrar"),
    pulumiYaml: `${templatePulumiYaml("node-sdk")}${block("yaml", "plugins:")}`,
  });
  const install = commands(block("sh", "npm pack"));
  expect(install.map((args) => args.slice(0, 2).join(" "))).toEqual([
    "npm install",
    "npm pack",
    "npm install",
  ]);
  const packageTarball = `../pulumi-registrar/${basename(tarballPath())}`;
  expect(install[0]).toEqual(["npm", "install", packageTarball]);
  for (const [command, ...args] of install) {
    const actual = args.map((arg) =>
      arg === packageTarball ? tarballPath() : arg.replace("../pulumi-registrar", repo),
    );
    expectSuccess(
      `${command} ${args.join(" ")}`,
      await runCommand(command as string, [...actual, "--no-audit", "--no-fund", "--loglevel=error"], {
        cwd: project,
      }),
    );
  }
}, 600_000);

afterAll(async () => {
  await emulator?.stop();
  if (project) rmSync(project, { recursive: true, force: true });
});

test("the installed SDK is built JavaScript with declarations, and the program type-checks with the template's tsconfig.json", async () => {
  const installed = join(project, "node_modules", "@pulumi-registrar", "registrar");
  // A copy from the packed file, not a link to the checkout.
  expect(lstatSync(installed).isSymbolicLink()).toBe(false);
  const pkg = JSON.parse(readFileSync(join(installed, "package.json"), "utf8"));
  expect(pkg).toMatchObject({
    main: "bin/index.js",
    types: "bin/index.d.ts",
    peerDependencies: { "@pulumi/pulumi": expect.any(String) },
  });
  expect(pkg.dependencies).toBeUndefined();
  expect(lstatSync(join(installed, pkg.main)).isFile()).toBe(true);
  expect(lstatSync(join(installed, pkg.types)).isFile()).toBe(true);
  const tsc = await runCommand("npx", ["--no-install", "tsc", "--noEmit", "--pretty", "false"], {
    cwd: project,
  });
  expect(describeRun("tsc --noEmit", tsc)).toContain("exited with 0");
});

test("the README's program through the plugin: up, a clean preview, destroy, each seen in the API", async () => {
  const { api } = emulator;
  const cli = pulumiCli(project);
  try {
    expectSuccess("pulumi stack init", await cli.run(["stack", "init", "dev"]));
    for (const [, ...args] of commands(block("sh", "pulumi config set"))) {
      const actual = args.map((arg) =>
        arg === "<key>" ? emulator.apiKey : arg.replace("https://api.example-registrar.com", emulator.url),
      );
      expectSuccess(`pulumi ${args.join(" ")}`, await cli.run(actual));
    }

    expectSuccess("pulumi up", await cli.run(["up", "--yes"]));
    const outputs = JSON.parse(
      expectSuccess("pulumi stack output", await cli.run(["stack", "output", "--json"])).stdout,
    );
    const exported = expectSuccess("pulumi stack export", await cli.run(["stack", "export"])).stdout;
    const resources = (JSON.parse(exported) as { deployment: { resources: ExportedResource[] } }).deployment
      .resources;
    const idOf = (type: string) => resources.find((resource) => resource.type === type)?.id;

    // The record, with its whole numbers, as the API holds it under the id in the state.
    const mail = (await api.records("example.org")).find(
      (record) => record.type === "MX" && record.data === "mail2.example.com.",
    );
    expect(mail).toMatchObject({ name: "example.org.", priority: 30, ttl: 600 });
    expect(idOf("registrar:index:DnsRecord")).toBe(String(mail?.id));
    // The certificate, issued on the order in the state; its DCV records gone again.
    expect(outputs.certificateStatus).toBe("issued");
    const orderId = idOf("registrar:index:TlsCertificate") as string;
    expect(await api.certificate(orderId)).toMatchObject({
      common_name: "www.example.org",
      status: "issued",
    });
    expect((await api.records("example.org")).filter((record) => record.name.startsWith("_"))).toEqual([]);
    // The lookup, through the plugin's function.
    expect(outputs.zoneNameservers).toEqual((await api.zone("example.org")).nameservers);

    const clean = await cli.run(["preview", "--expect-no-changes"]);
    expect(describeRun("pulumi preview --expect-no-changes", clean)).toContain("exited with 0");

    expectSuccess("pulumi destroy", await cli.run(["destroy", "--yes", "--skip-preview"]));
    expect((await api.records("example.org")).map((record) => record.data)).not.toContain(
      "mail2.example.com.",
    );
    // onDelete "revoke": within 7 days of ordering the whole order goes.
    expect((await api.certificate(orderId)).status).toBe("order-revoked");
  } finally {
    cli.dispose();
  }
});

test("a record of the classes moves to the SDK's by the README's alias: nothing written, the same id", async () => {
  const alias = /`(\{ aliases: \[\{ type: "pulumi-nodejs:dynamic\/registrar:DnsRecord" \}\] \})`/.exec(
    readme,
  )?.[1];
  expect(alias).toBeDefined();
  const args = `{ zone: "example.org", name: "moved", type: "TXT", data: "moved by an alias" }`;
  const index = join(project, "index.ts");
  const { api, admin } = emulator;
  const cli = pulumiCli(project);
  const run = async (args: string[]) => expectSuccess(`pulumi ${args.join(" ")}`, await cli.run(args));
  const state = async () =>
    (JSON.parse((await run(["stack", "export"])).stdout) as { deployment: { resources: ExportedResource[] } })
      .deployment.resources;
  try {
    await run(["stack", "init", "moved"]);
    await run(["config", "set", "registrar:baseUrl", emulator.url]);
    await run(["config", "set", "--secret", "registrar:apiKey", emulator.apiKey]);
    writeFileSync(index, `import { DnsRecord } from "pulumi-registrar";\nnew DnsRecord("moved", ${args});\n`);
    await run(["up", "--yes", "--skip-preview"]);
    const [before] = (await state()).filter((resource) => resource.type.endsWith("registrar:DnsRecord"));
    expect(before?.type).toBe("pulumi-nodejs:dynamic/registrar:DnsRecord");

    writeFileSync(
      index,
      `import * as registrar from "@pulumi-registrar/registrar";\nnew registrar.DnsRecord("moved", ${args}, ${alias});\n`,
    );
    await admin.clearRequests();
    await run(["preview", "--expect-no-changes"]);
    await run(["up", "--yes", "--skip-preview"]);
    expect((await admin.requests()).filter((request) => request.method !== "GET")).toEqual([]);
    const after = (await state()).filter((resource) => resource.type.startsWith("registrar:index:"));
    expect(after.map(({ type, id }) => ({ type, id }))).toEqual([
      { type: "registrar:index:DnsRecord", id: before?.id },
    ]);

    await run(["destroy", "--yes", "--skip-preview"]);
    expect((await api.records("example.org")).map((record) => record.name)).not.toContain(
      "moved.example.org.",
    );
  } finally {
    cli.dispose();
  }
});
