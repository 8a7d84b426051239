import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { ManualClock } from "../../emulator";
import type { RegistrarClient } from "../../provider/client";
import { makeKeyAndCsr } from "../../provider/tls/key-pair";
import { apiContact } from "../support/contact";
import { type EmulatorAdmin, useEmulator } from "../support/emulator";
import { workspaceDir } from "../support/workspace";
import { describe as describeRun, expectSuccess, expectYamlHost, runCommand } from "./support/processes";
import { initStack } from "./support/program-stack";
import { type PulumiCli, pulumiCli } from "./support/pulumi-cli";

/**
 * A whole account adopted from Pulumi YAML: `registrar-import --pulumi-import-file` (the bin of
 * the installed package) lists the account's resources, `pulumi import --file` adopts them all
 * through the plugin without a write and writes their YAML, which becomes the project's program;
 * its next previews, with and without a refresh, show no change.
 */

const projectHead = `name: registrar-account
runtime: yaml
plugins:
  providers:
    - name: registrar
      path: ./node_modules/.bin
`;

const time = new ManualClock("2025-03-01T00:00:00Z");
let client: RegistrarClient;
let admin: EmulatorAdmin;
let api: { url: string; apiKey: string };
useEmulator({ clock: time }, (started) => {
  ({ client, admin } = started);
  api = { url: started.options.baseUrl, apiKey: started.options.apiKey };
});
let dir: string;
let cli: PulumiCli | undefined;
afterAll(() => {
  cli?.dispose();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** An organization and its OV certificate for www.example.com, issued; its DCV records gone again. */
async function issuedCertificate(): Promise<void> {
  const org = await client.createOrganization(apiContact);
  const { csr } = await makeKeyAndCsr({
    commonName: "www.example.com",
    sanNames: ["www.example.com"],
    keyAlgorithm: "ecdsa-p256",
    subject: {},
  });
  const placed = await client.createCertificate({
    sku: "ov-multi",
    common_name: "www.example.com",
    csr,
    dcv_method: "dns-cname-token",
    org_id: org.id,
  });
  const dcv = [];
  for (const record of placed.dcv_records)
    dcv.push(await client.addRecord({ name: record.name, type: "CNAME", data: record.value }));
  time.advance(400);
  expect((await client.getCertificateByID(placed.id)).status).toBe("issued");
  for (const record of dcv) await client.deleteRecord(String(record.id));
}

test("registrar-import --pulumi-import-file, pulumi import --file: the account adopted without a write, its YAML previews clean", async () => {
  expectYamlHost();
  // The demo account with its DNSSEC job run to the end, and a certificate.
  time.advance(3 * 3600);
  await issuedCertificate();
  dir = mkdtempSync(join(workspaceDir(), "programs", "pulumi-import-file-"));
  symlinkSync(join(workspaceDir(), "node_modules"), join(dir, "node_modules"));
  writeFileSync(join(dir, "Pulumi.yaml"), `${projectHead}resources: {}\n`);
  cli = pulumiCli(dir);
  await initStack(cli, api, { stack: "dev" });
  await admin.clearRequests();

  const importFile = join(dir, "import.json");
  expectSuccess(
    "registrar-import",
    await runCommand(
      join(workspaceDir(), "node_modules", ".bin", "registrar-import"),
      ["--pulumi-import-file", importFile, "--quiet"],
      {
        cwd: dir,
        env: { ...process.env, REGISTRAR_BASE_URL: api.url, REGISTRAR_API_KEY: "emulator-readonly-key" },
      },
    ),
  );
  const listed = (JSON.parse(readFileSync(importFile, "utf8")) as { resources: { type: string }[] })
    .resources;
  expect(new Set(listed.map((r) => r.type))).toEqual(
    new Set([
      "registrar:index:DnsZone",
      "registrar:index:NameserverDelegation",
      "registrar:index:DnssecConfig",
      "registrar:index:TlsOrganization",
      "registrar:index:TlsCertificate",
    ]),
  );

  const out = join(dir, "imported.yaml");
  expectSuccess(
    "pulumi import --file",
    await cli.run(["import", "--file", importFile, "--yes", "--out", out]),
  );
  const { resources } = parse(readFileSync(out, "utf8")) as { resources: Record<string, { type: string }> };
  expect(Object.keys(resources)).toHaveLength(listed.length);
  writeFileSync(join(dir, "Pulumi.yaml"), `${projectHead}${stringify({ resources })}`);

  for (const args of [
    ["preview", "--expect-no-changes"],
    ["preview", "--refresh", "--expect-no-changes"],
  ]) {
    const run = await cli.run(args);
    expect(describeRun(`pulumi ${args.join(" ")}`, run)).toContain("exited with 0");
    expect(run.stdout).toContain(`${listed.length + 1} unchanged`);
  }
  expect((await admin.requests()).filter((r) => r.method !== "GET")).toEqual([]);
});
