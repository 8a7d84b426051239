import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { EmulatorAdmin } from "../support/emulator-admin";
import { startTestEmulator } from "../support/emulator-harness";
import type { ApiRecord, RegistrarApi } from "../support/registrar-api";
import { programsSource, workspaceDir } from "../support/workspace";
import { isLocked, killUpWhen, asDocumented as runAsDocumented } from "./support/interrupted-up";
import { describe as describeRun, expectSuccess, type Finished } from "./support/processes";
import { type PulumiCli, pulumiCli } from "./support/pulumi-cli";
import type { ExportedResource } from "./support/test-stack";

// docs/interrupted-up.md through the real CLI: `pulumi up` of 200 records killed with SIGKILL at
// several points, then exactly what the document tells users to do, then the count: every
// record once, each managed by the stack, and a clean preview.

const total = 200;
const zones = ["example.com", "example.net", "example.org"];
const recordType = "pulumi-nodejs:dynamic/registrar:DnsRecord";
const marker = /\[pulumi:[0-9a-f]{8}\.[0-9a-f]{8}\]$/;

/** What test/e2e/programs/many-records declares, in the API's canonical form. */
function declared(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    name: `record-${i}.${zones[i % zones.length]}.`,
    type: i % 2 === 0 ? "A" : "TXT",
    data: i % 2 === 0 ? `198.51.100.${i % 250}` : `record ${i}`,
  }));
}
/**
 * Kill points: successful creates before the kill, early (most creates still to come, the pending
 * ones among the first) and late (most already recorded). A point between them showed nothing
 * these two do not, at the cost of a whole round.
 */
const rounds = [10, 150];
const key = (r: { name: string; type: string; data: string }) => `${r.name} ${r.type} ${r.data}`;

interface Project {
  cli: PulumiCli;
  api: RegistrarApi;
  admin: EmulatorAdmin;
  /** How often the documented checkpoint repair was needed. */
  repairs: number;
  dispose(): Promise<void>;
}

/** The many-records program in the workspace, a fresh emulator, and stacks on their own file backend. */
async function project(stacks: string[], count: number): Promise<Project> {
  const emulator = await startTestEmulator();
  const dir = mkdtempSync(join(workspaceDir(), "programs", "many-records-"));
  cpSync(join(programsSource, "many-records"), dir, { recursive: true });
  const cli = pulumiCli(dir);
  for (const stack of stacks) {
    expectSuccess("pulumi stack init", await cli.run(["stack", "init", stack]));
    const config = await cli.run([
      "config",
      "set-all",
      "--plaintext",
      `registrar:baseUrl=${emulator.url}`,
      "--secret",
      `registrar:apiKey=${emulator.apiKey}`,
      "--plaintext",
      `count=${count}`,
    ]);
    expectSuccess("pulumi config set-all", config);
  }
  return {
    cli,
    api: emulator.api,
    admin: emulator.admin,
    repairs: 0,
    async dispose() {
      cli.dispose();
      rmSync(dir, { recursive: true, force: true });
      await emulator.stop();
    },
  };
}

/** A command as docs/interrupted-up.md tells users to run it (see `asDocumented`), counting repairs. */
const asDocumented = (p: Project, args: string[]): Promise<Finished> =>
  runAsDocumented(p.cli, args, () => {
    p.repairs++;
  });

async function exported(p: Project) {
  const result = expectSuccess("pulumi stack export", await asDocumented(p, ["stack", "export"]));
  const deployment = JSON.parse(result.stdout).deployment as {
    resources?: ExportedResource[];
    pending_operations?: { type: string; resource: { urn: string } }[];
  };
  return {
    records: (deployment.resources ?? []).filter((r) => r.type === recordType),
    pending: deployment.pending_operations ?? [],
  };
}

async function crashRecords(p: Project): Promise<ApiRecord[]> {
  return Object.values(await p.api.allRecords())
    .flat()
    .filter((r) => r.name.startsWith("record-"));
}

const successfulCreates = async (p: Project) =>
  (await p.admin.requests()).filter(
    (r) => r.method === "POST" && r.path === "/dns/rr" && r.status !== null && r.status < 300,
  ).length;

/** Starts `pulumi up --yes` and kills it and everything it started once the API has made `creates` records. */
const killUpAfter = (p: Project, creates: number): Promise<number> =>
  killUpWhen(p.cli, async () => (await successfulCreates(p)) >= creates);

describe.each(rounds)("pulumi up killed with SIGKILL after %i creates", (creates) => {
  test("pulumi cancel and one pulumi up converge: every record once, all managed", async () => {
    const started = Date.now();
    const p = await project(["crash"], total);
    try {
      await p.admin.clearRequests();
      const killed = await killUpAfter(p, creates);

      const inApi = (await crashRecords(p)).length;
      expect(inApi).toBeGreaterThanOrEqual(creates);

      // The document's recovery: `pulumi cancel` while the lock remains, then `pulumi up`.
      const locked = isLocked(p.cli);
      if (locked) expectSuccess("pulumi cancel", await asDocumented(p, ["cancel", "--yes"]));
      const recorded = (await exported(p)).records.length;

      await p.admin.clearRequests();
      const up = expectSuccess("pulumi up", await asDocumented(p, ["up", "--yes"]));
      const takenBack = new Set(
        [
          ...up.stdout.matchAll(/record (\d+) at \S+ was created by an interrupted update; taking it back/g),
        ].map((m) => m[1]),
      );
      // Records the API made but the killed run never recorded were taken back, not created again.
      expect(takenBack.size).toBe(inApi - recorded);
      expect(await successfulCreates(p)).toBe(total - inApi);

      // Every declared record exactly once, with this stack's marker; no duplicate in any zone.
      const records = await crashRecords(p);
      expect(records.map(key).sort()).toEqual(declared(total).map(key).sort());
      const all = Object.values(await p.api.allRecords()).flat();
      expect(new Set(all.map(key)).size).toBe(all.length);
      for (const record of records) expect(record.annotation).toMatch(marker);

      // The stack manages exactly those records.
      const state = await exported(p);
      expect(state.records).toHaveLength(total);
      expect(state.records.map((r) => String(r.id)).sort()).toEqual(records.map((r) => String(r.id)).sort());
      const preview = await p.cli.run(["preview", "--expect-no-changes"]);
      expect(describeRun("pulumi preview --expect-no-changes", preview)).toContain("exited with 0");

      // Pulumi keeps the interrupted creates as pending operations, each of a resource the stack
      // now holds; the document's optional clean-up removes them (once: it reads every record).
      const urns = new Set(state.records.map((r) => r.urn));
      for (const op of state.pending) {
        expect(op.type).toBe("creating");
        expect(urns.has(op.resource.urn)).toBe(true);
      }
      if (creates === rounds[0]) {
        expectSuccess(
          "pulumi refresh --clear-pending-creates",
          await p.cli.run(["refresh", "--clear-pending-creates", "--yes"]),
        );
        const cleaned = await exported(p);
        expect(cleaned.pending).toEqual([]);
        expect(cleaned.records).toHaveLength(total);
      }

      console.log(
        `killed (${killed} processes) after ${creates} creates: ${inApi} records in the API, ${recorded} in the state, ` +
          `${locked ? "locked" : "not locked"}, ${p.repairs} checkpoint repair(s), ${state.pending.length} pending creates; ` +
          `recovery took back ${takenBack.size} and created ${total - inApi}; ${records.length} records, ` +
          `${all.length - new Set(all.map(key)).size} duplicates; ${Math.round((Date.now() - started) / 1000)} s`,
      );
    } finally {
      await p.dispose();
    }
  });
});

test("a record made by a person or held by another stack is reported, never taken over", async () => {
  const p = await project(["crash", "other"], 4);
  try {
    // Someone made record-1 by hand exactly as the program declares it.
    const byHand = declared(4)[1] as ReturnType<typeof declared>[number];
    const manual = await p.api.addRecord({ ...byHand, annotation: "made by hand" });

    const first = await p.cli.run(["up", "--yes", "--stack", "crash"]);
    expect(first.code).not.toBe(0);
    expect(first.stdout).toContain(`record ${manual.id} has this value`);
    expect(first.stdout).toContain("set adoptExisting: true");

    // A second stack of the same program declares the same four records.
    const second = await p.cli.run(["up", "--yes", "--stack", "other"]);
    expect(second.code).not.toBe(0);
    expect(second.stdout).toContain("managed by another Pulumi stack; manage it in one stack only");
    expect(second.stdout).toContain(`record ${manual.id} has this value`);

    // Each record once; the person's record as they left it; the others the first stack's.
    const records = await crashRecords(p);
    expect(records.map(key).sort()).toEqual(declared(4).map(key).sort());
    expect(records.find((r) => r.id === manual.id)?.annotation).toBe("made by hand");
    const owners = new Set(records.filter((r) => r.id !== manual.id).map((r) => r.annotation));
    expect(owners.size).toBe(3);
    for (const owner of owners) expect(owner).toMatch(marker);
    const stacks = new Set([...owners].map((owner) => owner?.slice(0, "[pulumi:12345678".length)));
    expect(stacks.size).toBe(1);
  } finally {
    await p.dispose();
  }
});
