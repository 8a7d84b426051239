import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Fixtures, ManualClock } from "../../emulator";
import type { RecordResponse, RegistrarClient } from "../../provider/client";
import { splitAnnotation } from "../../provider/dns/ownership";
import {
  enableExternalDnssec,
  issueCertificates,
  largeAccountFixtures,
  RECORDS_PER_ZONE,
  ZONE_COUNT,
} from "../import/support/large-account";
import { type EmulatorAdmin, useEmulator } from "../support/emulator";
import type { LoggedRequest } from "../support/emulator-admin";
import { workspaceDir } from "../support/workspace";
import { describe as describeRun, expectSuccess, runCommand } from "./support/processes";
import { pulumiCli } from "./support/pulumi-cli";
import { writeTemplateProject } from "./support/user-project";

// The round trip through the installed package and the real CLI: `registrar-import` (the bin of
// the packed tarball) writes the program of the account; in a project as `pulumi new typescript`
// makes it, the program compiles and is as Biome formats it; `pulumi up` of it sends no POST,
// PUT or DELETE, only the PATCHes that add the ownership marker to each record's annotation;
// then `pulumi preview --expect-no-changes` passes, also with `refresh: always`.

const bin = () => join(workspaceDir(), "node_modules", ".bin");

/** Every record of the account, by id: what the round trip must leave as it was, marker aside. */
async function recordsById(client: RegistrarClient): Promise<Map<string, RecordResponse>> {
  const all = new Map<string, RecordResponse>();
  for (const zone of await client.listZones()) {
    for (const record of await client.listRecords(zone.name)) all.set(String(record.id), record);
  }
  return all;
}

const byMethod = (log: LoggedRequest[]) => {
  const counts: Record<string, number> = {};
  for (const entry of log) counts[entry.method] = (counts[entry.method] ?? 0) + 1;
  return counts;
};

/** The round trip for one account; resolves with the requests of `up` by method. */
function roundTrip(
  what: string,
  fixtures: Fixtures | undefined,
  prepare: (client: RegistrarClient, advance: (s: number) => Promise<void>) => Promise<void>,
  importArgs: string[],
  expected: { records: number; certificates: number },
) {
  describe(what, () => {
    const time = new ManualClock("2025-03-01T00:00:00Z");
    let client: RegistrarClient;
    let admin: EmulatorAdmin;
    let url: string;
    useEmulator({ clock: time, ...(fixtures ? { fixtures } : {}) }, (started) => {
      ({ client, admin } = started);
      url = started.options.baseUrl;
    });
    let dir: string;
    afterAll(() => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    test("import, up (markers only), preview without changes, also with refresh", async () => {
      await prepare(client, async (seconds) => time.advance(seconds));
      const before = await recordsById(client);
      expect(before.size).toBe(expected.records);

      dir = mkdtempSync(join(workspaceDir(), "programs", "import-"));
      writeTemplateProject(dir, { name: "imported", index: "" });
      // The bin of the installed package, with the provider's environment variables.
      const imported = await runCommand(
        join(bin(), "registrar-import"),
        ["--out", join(dir, "index.ts"), ...importArgs],
        {
          cwd: dir,
          env: { ...process.env, REGISTRAR_BASE_URL: url, REGISTRAR_API_KEY: "emulator-readonly-key" },
        },
      );
      expect(describeRun("registrar-import", imported)).toContain("exited with 0");
      expect(imported.stdout).toBe("");
      expect(imported.stderr).toMatch(/^registrar-import: wrote .*index\.ts: /m);
      const program = readFileSync(join(dir, "index.ts"), "utf8");
      expect((program.match(/new TlsCertificate\(/g) ?? []).length).toBe(expected.certificates);

      // Compiles under the template's tsconfig, and Biome (Prettier's layout) changes nothing. Its
      // own code: the package's declaration files under those options are user-project.test.ts's.
      const tsc = await runCommand(
        join(bin(), "tsc"),
        ["-p", ".", "--noEmit", "--skipLibCheck", "--pretty", "false"],
        { cwd: dir },
      );
      expect(describeRun("tsc --noEmit", tsc)).toContain("exited with 0");
      writeFileSync(join(dir, "biome.json"), "{}");
      const biome = await runCommand(
        join(__dirname, "..", "..", "node_modules", ".bin", "biome"),
        ["format", "--indent-style=space", "--indent-width=2", "--line-width=80", "index.ts"],
        { cwd: dir },
      );
      expect(describeRun("biome format", biome)).toContain("exited with 0");

      const cli = pulumiCli(dir);
      try {
        expectSuccess("pulumi stack init", await cli.run(["stack", "init", "dev"]));
        expectSuccess("pulumi config set", await cli.run(["config", "set", "registrar:baseUrl", url]));
        expectSuccess(
          "pulumi config set --secret",
          await cli.run(["config", "set", "--secret", "registrar:apiKey", "emulator-key"]),
        );
        await admin.clearRequests();
        expectSuccess("pulumi up", await cli.run(["up", "--yes"]));
        const upLog = await admin.requests();
        const counts = byMethod(upLog);
        console.log(`${what}: requests of pulumi up by method: ${JSON.stringify(counts)}`);
        // No order, no record, no change of DNSSEC or delegation, nothing deleted.
        expect(upLog.filter((r) => !["GET", "PATCH"].includes(r.method))).toEqual([]);
        // One PATCH per record, each adding the marker and changing nothing else.
        const patched = upLog.filter((r) => r.method === "PATCH");
        expect(patched.every((r) => /^\/dns\/rr\/\d+$/.test(r.path) && r.status === 200)).toBe(true);
        expect(new Set(patched.map((r) => r.path)).size).toBe(expected.records);
        const after = await recordsById(client);
        expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
        for (const [id, record] of after) {
          const { note, owner } = splitAnnotation(record.annotation);
          expect(owner).toBeDefined();
          expect({ ...record, annotation: note || null }).toEqual({
            ...before.get(id),
            annotation: before.get(id)?.annotation || null,
          });
        }

        await admin.clearRequests();
        const preview = await cli.run(["preview", "--expect-no-changes"]);
        expect(describeRun("pulumi preview --expect-no-changes", preview)).toContain("exited with 0");
        const yaml = readFileSync(join(dir, "Pulumi.yaml"), "utf8");
        writeFileSync(join(dir, "Pulumi.yaml"), `${yaml}options:\n  refresh: always\n`);
        const refreshed = await cli.run(["preview", "--expect-no-changes"]);
        expect(describeRun("pulumi preview --expect-no-changes (refresh: always)", refreshed)).toContain(
          "exited with 0",
        );
        // The refresh reads; neither preview writes.
        const previewLog = await admin.requests();
        expect(previewLog.filter((r) => r.method !== "GET")).toEqual([]);
        expect(previewLog.length).toBeGreaterThan(0);
      } finally {
        cli.dispose();
      }
    });
  });
}

// The demo account, its running DNSSEC job (example.org) ended first: a program waits for a job
// it finds, and the emulator's clock stands still here.
roundTrip("the demo account", undefined, async (_client, advance) => advance(3600), [], {
  records: 18,
  certificates: 0,
});

roundTrip(
  "the demo account, one DnsRecord per record",
  undefined,
  async (_client, advance) => advance(3600),
  ["--per-record"],
  {
    records: 18,
    certificates: 0,
  },
);

roundTrip(
  `a generated account of ${ZONE_COUNT} zones x ${RECORDS_PER_ZONE} records, external DNSSEC, a vanity delegation, issued DV and OV certificates`,
  largeAccountFixtures(),
  async (client, advance) => {
    await advance(3600);
    await enableExternalDnssec(client, advance);
    await issueCertificates(client, advance);
  },
  [],
  { records: ZONE_COUNT * RECORDS_PER_ZONE, certificates: 2 },
);
