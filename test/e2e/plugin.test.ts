import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { NotFoundError } from "../../provider/client/errors";
import { type InProcessEmulator, startTestEmulator } from "../support/emulator-harness";
import { programsSource, workspaceDir } from "../support/workspace";
import { expectSuccess } from "./support/processes";
import { type PulumiCli, pulumiCli } from "./support/pulumi-cli";
import type { ExportedResource } from "./support/test-stack";

/**
 * The provider plugin through the real CLI: `pulumi-resource-registrar` found on PATH (the
 * package's npm bin, as a user's install has it), two explicit `registrar:Provider`s each with
 * its own API and key, one DnsRecord through each.
 */
const apis: Record<"a" | "b", InProcessEmulator> = {} as never;
let dir: string;
let cli: PulumiCli;

beforeAll(async () => {
  for (const name of ["a", "b"] as const) {
    // A key of its own for each API: a provider that sent the other's would be refused.
    apis[name] = await startTestEmulator({ apiKey: `plugin-e2e-${name}-${randomBytes(12).toString("hex")}` });
  }
  dir = mkdtempSync(join(workspaceDir(), "programs", "plugin-"));
  cpSync(join(programsSource, "plugin"), dir, { recursive: true });
  symlinkSync(join(workspaceDir(), "node_modules"), join(dir, "node_modules"));
  cli = pulumiCli(dir, { pluginOnPath: true });
  expectSuccess("pulumi stack init", await cli.run(["stack", "init", "test"]));
  const settings = Object.entries(apis).flatMap(([name, emulator], index) => [
    "--plaintext",
    `${name}Url=${emulator.url}`,
    "--plaintext",
    `${name}Address=192.0.2.${10 + index}`,
    "--secret",
    `${name}Key=${emulator.apiKey}`,
  ]);
  expectSuccess("pulumi config set-all", await cli.run(["config", "set-all", ...settings]));
});
afterAll(async () => {
  cli?.dispose();
  if (dir) rmSync(dir, { recursive: true, force: true });
  for (const emulator of Object.values(apis)) await emulator.stop();
});

test("two explicit providers, each its own API and key, through the plugin", async () => {
  const keys = Object.values(apis).map((emulator) => emulator.apiKey);
  const printed: string[] = [];
  const run = async (args: string[]) => {
    const result = expectSuccess(`pulumi ${args.join(" ")}`, await cli.run(args));
    printed.push(result.stdout, result.stderr);
    return result;
  };

  await run(["up", "--yes", "--skip-preview"]);
  const ids = JSON.parse((await run(["stack", "output", "recordIds", "--json"])).stdout) as Record<
    string,
    string
  >;
  for (const [name, { client }] of Object.entries(apis)) {
    const record = await client.getRecord(ids[name] as string);
    expect(record).toMatchObject({ name: `plugin-${name}.example.com.`, type: "A" });
    // Each record went to its own provider's API only.
    const other = name === "a" ? apis.b : apis.a;
    expect((await other.client.listRecords("example.com")).map((r) => r.name)).not.toContain(
      `plugin-${name}.example.com.`,
    );
  }

  await run(["preview", "--expect-no-changes"]);
  const exported = (await run(["stack", "export", "--show-secrets=false"])).stdout;
  const resources = (JSON.parse(exported) as { deployment: { resources: ExportedResource[] } }).deployment
    .resources;
  expect(
    resources
      .filter((r) => r.type === "registrar:index:DnsRecord")
      .map((r) => r.id)
      .sort(),
  ).toEqual(Object.values(ids).sort());
  // Each provider's key is in the state, encrypted: the plugin's CheckConfig marked it secret.
  const providers = resources.filter((r) => r.type === "pulumi:providers:registrar");
  expect(providers).toHaveLength(2);
  for (const provider of providers) expect(provider.inputs?.apiKey).toHaveProperty("ciphertext");

  await run(["destroy", "--yes", "--skip-preview"]);
  for (const [name, { client }] of Object.entries(apis)) {
    await expect(client.getRecord(ids[name] as string)).rejects.toBeInstanceOf(NotFoundError);
  }
  const everything = [exported, ...printed].join("\n");
  for (const key of keys) expect(everything).not.toContain(key);
});
