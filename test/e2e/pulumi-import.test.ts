import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { RegistrarClient } from "../../provider/client";
import { type InProcessEmulator, startTestEmulator } from "../support/emulator-harness";
import { workspaceDir } from "../support/workspace";
import { describe as describeRun, expectSuccess, expectYamlHost } from "./support/processes";
import { initStack } from "./support/program-stack";
import { type PulumiCli, pulumiCli } from "./support/pulumi-cli";

/**
 * `pulumi import` in a YAML project through the provider plugin: the default emulator's
 * www.example.com. CNAME adopted by id without a write, the YAML code the CLI generates put into
 * the project, and the next previews (with and without a refresh) clean.
 */

const projectHead = `name: registrar-import
runtime: yaml
plugins:
  providers:
    - name: registrar
      path: ./node_modules/.bin
`;

let emulator: InProcessEmulator;
let dir: string;
let cli: PulumiCli;
let client: RegistrarClient;

beforeAll(async () => {
  emulator = await startTestEmulator();
  client = new RegistrarClient({ baseUrl: emulator.url, apiKey: emulator.apiKey });
  dir = mkdtempSync(join(workspaceDir(), "programs", "pulumi-import-"));
  symlinkSync(join(workspaceDir(), "node_modules"), join(dir, "node_modules"));
  writeFileSync(join(dir, "Pulumi.yaml"), `${projectHead}resources: {}\n`);
  cli = pulumiCli(dir);
});
afterAll(async () => {
  cli?.dispose();
  if (dir) rmSync(dir, { recursive: true, force: true });
  await client?.close();
  await emulator?.stop();
});

test("pulumi import adopts a record without a write; its generated YAML previews clean", async () => {
  expectYamlHost();
  const admin = emulator.admin;
  await initStack(cli, emulator, { stack: "dev" });
  await admin.clearRequests();

  // Each import as a user types it; the code the CLI writes for each goes into the project.
  const imports = [
    ["registrar:index:DnsRecord", "www", "3"],
    ["registrar:index:NameserverDelegation", "example-net-ns", "example.net"],
  ] as const;
  const resources: Record<string, unknown> = {};
  for (const [type, name, id] of imports) {
    const out = join(dir, `${name}.yaml`);
    expectSuccess(`pulumi import ${type}`, await cli.run(["import", type, name, id, "--yes", "--out", out]));
    Object.assign(resources, (parse(readFileSync(out, "utf8")) as { resources: object }).resources);
  }
  expect((await admin.requests()).filter((r) => r.method !== "GET")).toEqual([]);

  const record = await client.getRecord("3");
  const delegation = await client.getNameserversByDomain("example.net");
  expect(resources).toEqual({
    www: {
      type: "registrar:DnsRecord",
      properties: {
        zone: "example.com.",
        name: record.name,
        type: "CNAME",
        data: record.data,
        ttl: record.ttl,
        annotation: record.annotation,
      },
      options: { protect: true },
    },
    "example-net-ns": {
      type: "registrar:NameserverDelegation",
      properties: { domain: "example.net", vanitySetId: delegation.vanity_set_id },
      options: { protect: true },
    },
  });
  writeFileSync(join(dir, "Pulumi.yaml"), `${projectHead}${stringify({ resources })}`);

  for (const args of [
    ["preview", "--expect-no-changes"],
    ["preview", "--refresh", "--expect-no-changes"],
  ]) {
    const run = await cli.run(args);
    expect(describeRun(`pulumi ${args.join(" ")}`, run)).toContain("exited with 0");
    expect(run.stdout).toMatch(/3 unchanged/);
  }
  expect((await admin.requests()).filter((r) => r.method !== "GET")).toEqual([]);
});
