import { cpSync, readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { registrarApi } from "../support/registrar-api";
import { workspaceDir } from "../support/workspace";
import { claimed } from "./support/doc-blocks";
import { describe as describeRun, expectSuccess, expectYamlHost } from "./support/processes";
import { pulumiCli } from "./support/pulumi-cli";
import { configCommands, readmeBaseUrl, repo, useReadmeRuns } from "./support/readme-runs";

// examples/yaml as a user runs it: Pulumi's YAML language host, the provider plugin from the
// package installed from its tarball (the project's node_modules/.bin, which its Pulumi.yaml
// names), the configuration commands the docs show, against the emulator started as the README
// starts it with a fast clock: DNSSEC's job and the certificate's validation take seconds.

const CLOCK_RATE = 400;
const runs = useReadmeRuns();

test("each part of a YAML program the docs show is a part of examples/yaml, which this file runs", () => {
  const example = parse(readFileSync(join(repo, "examples", "yaml", "Pulumi.yaml"), "utf8"));
  // The whole programs (`runtime: yaml`) run in docs-yaml.test.ts.
  const snippets = claimed("a part of examples/yaml");
  for (const snippet of snippets) {
    const parsed = parse(snippet.code) as Record<string, unknown>;
    for (const [section, entries] of Object.entries(parsed)) {
      if (Array.isArray(entries)) expect(example[section]).toEqual(expect.arrayContaining(entries));
      else expect(example[section]).toMatchObject(entries as object);
    }
  }
});

test("the YAML example: up, a clean preview, drift that fails the gate, destroy", async () => {
  expectYamlHost();
  const emulator = await runs.freshEmulator(["--clock-rate", String(CLOCK_RATE)]);
  const api = registrarApi(emulator.url, emulator.apiKey);
  const dir = runs.projectDir("yaml-");
  cpSync(join(repo, "examples", "yaml"), dir, { recursive: true });
  // What `npm install pulumi-registrar` in the project makes: the workspace's install of the tarball.
  symlinkSync(join(workspaceDir(), "node_modules"), join(dir, "node_modules"));
  const cli = pulumiCli(dir);
  try {
    expectSuccess("pulumi stack init", await cli.run(["stack", "init", "dev"]));
    for (const args of configCommands) {
      const actual = args.map((arg) => arg.replace(readmeBaseUrl, emulator.url));
      expectSuccess(`pulumi ${args.join(" ")}`, await cli.run(actual));
    }

    expectSuccess("pulumi up", await cli.run(["up", "--yes"]));
    const outputs = JSON.parse(
      expectSuccess("pulumi stack output", await cli.run(["stack", "output", "--json", "--show-secrets"]))
        .stdout,
    );
    expect(outputs).toMatchObject({ zoneRecordCount: 5, dnssecState: "active", certificateStatus: "issued" });
    expect(outputs.fullChain).toMatch(/^-----BEGIN CERTIFICATE-----/);
    // The lookup the program invokes (registrar:index:getDnsZone), through the default provider's config.
    expect(outputs.zoneNameservers).toEqual((await api.zone("example.net")).nameservers);
    const added = (await api.records("example.net")).find((r) => r.name === "api.example.net.");
    expect(added).toMatchObject({ type: "A", data: "192.0.2.80" });
    expect((await api.dnssec("example.net")).dnssec_state).toBe("active");
    // A DnsRecord's recordId, which the schema promises, is the record's id in the API.
    const status = (await api.records("example.com")).find((r) => r.name === "status.example.com.");
    expect(status).toMatchObject({ type: "CNAME", data: "www.example.org." });
    expect(outputs.statusRecordId).toBe(String(status?.id));

    const clean = await cli.run(["preview", "--refresh", "--expect-no-changes"]);
    expect(describeRun("pulumi preview --refresh --expect-no-changes", clean)).toContain("exited with 0");

    // A change made by hand in the API: the refresh reads it, the preview shows it and fails the gate.
    await api.patchRecord(String(added?.id), { data: "192.0.2.81" });
    const drifted = await cli.run(["preview", "--refresh", "--expect-no-changes", "--diff"]);
    expect(drifted.code).not.toBe(0);
    expect(drifted.stdout).toMatch(/~ registrar:index:DnsZone: \(update\)/);
    // The refresh read the new address; the update puts the declared one back on the same record.
    expect(drifted.stdout).toMatch(/~ api A 192\.0\.2\.81\s*: \{\s*\+ newValue: "192\.0\.2\.80"/);
    expect(drifted.stderr + drifted.stdout).toMatch(/no changes were expected .*but changes were proposed/);

    expectSuccess("pulumi destroy", await cli.run(["destroy", "--yes", "--skip-preview"]));
    expect((await api.records("example.net")).map((r) => r.name)).not.toContain("api.example.net.");
    expect((await api.records("example.com")).map((r) => r.name)).not.toContain("status.example.com.");
    expect((await api.dnssec("example.net")).dnssec_state).toBe("inactive");
  } finally {
    cli.dispose();
  }
});
