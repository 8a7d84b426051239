import { createHash } from "node:crypto";
import { startTestEmulator } from "../support/emulator-harness";
import type { ApiRecord } from "../support/registrar-api";
import { asDocumented, isLocked, killUpWhen } from "./support/interrupted-up";
import { describe as describeRun, expectSuccess } from "./support/processes";
import { type FrontEnd, programStack } from "./support/program-stack";
import type { ExportedResource } from "./support/test-stack";

// A `pulumi up` killed with SIGKILL (its process group and the plugins Pulumi starts in groups of
// their own) while it writes records, then `pulumi cancel` and one `up`: every declared record
// exactly once, each with its resource's marker, and a clean preview. With
// PULUMI_SKIP_CHECKPOINTS the killed run leaves no trace in the state at all: the recovery rests
// on the markers alone.

const stack = "crash";
const hash8 = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 8);
/** The marker classes/owner-tag.ts gives the resource `resource` of `project`'s stack. */
const markerOf = (project: string, resource: string) =>
  `[pulumi:${hash8(`${project}/${stack}`)}.${hash8(resource)}]`;

interface Case {
  what: string;
  /** A program of test/e2e/programs with a `count` config. */
  program: "zone" | "many-records";
  /** Through the SDK's classes or the provider plugin (the program's `frontEnd` config). */
  frontEnd: FrontEnd;
  total: number;
  skipCheckpoints: boolean;
  /** Successful creates before the kill. */
  killAfter: number;
  /** The zone of the i-th declared record. */
  zoneOf(i: number): string;
  /** The marker the i-th declared record must carry. */
  markerOf(i: number): string;
  resourceType: string;
}

const demoZones = ["example.com", "example.net", "example.org"];
const zoneResource: Omit<Case, "skipCheckpoints" | "killAfter"> = {
  what: "a DnsZone of 1,000 records",
  program: "zone",
  frontEnd: "dynamic",
  total: 1000,
  zoneOf: () => "example.com",
  markerOf: () => markerOf("registrar-zone", "DnsZone:records"),
  resourceType: "pulumi-nodejs:dynamic/registrar:DnsZone",
};
// A DnsZone is one resource, in the state only once created: with or without checkpoints, a run
// killed while it creates leaves none, so the whole zone's case runs once, as users run by default;
// the plugin's zone runs without checkpoints.
const cases: Case[] = [
  { ...zoneResource, skipCheckpoints: false, killAfter: 300 },
  // The plugin marks the zone's records as the SDK's class does, from the resource's URN.
  {
    ...zoneResource,
    what: "a DnsZone of 200 records through the plugin",
    frontEnd: "plugin",
    total: 200,
    skipCheckpoints: true,
    killAfter: 60,
    resourceType: "registrar:index:DnsZone",
  },
  records("dynamic", 200, 80),
  // The plugin gives each record the marker the SDK's class would, from the resource's URN.
  records("plugin", 100, 40),
];

/** DnsRecords of the many-records program, through `frontEnd`, killed with no checkpoint. */
function records(frontEnd: FrontEnd, total: number, killAfter: number): Case {
  return {
    what: `${total} DnsRecords${frontEnd === "plugin" ? " through the plugin" : ""}`,
    program: "many-records",
    frontEnd,
    total,
    skipCheckpoints: true,
    killAfter,
    zoneOf: (i) => demoZones[i % demoZones.length] as string,
    markerOf: (i) => markerOf("registrar-many-records", `record-${i}`),
    resourceType:
      frontEnd === "plugin" ? "registrar:index:DnsRecord" : "pulumi-nodejs:dynamic/registrar:DnsRecord",
  };
}

/** What both programs declare, in the API's canonical form, with the marker each must carry. */
function declared(c: Case) {
  return Array.from({ length: c.total }, (_, i) => ({
    name: `record-${i}.${c.zoneOf(i)}.`,
    type: i % 2 === 0 ? "A" : "TXT",
    data: i % 2 === 0 ? `198.51.100.${i % 250}` : `record ${i}`,
    marker: c.markerOf(i),
  }));
}
const key = (r: { name: string; type: string; data: string }) => `${r.name} ${r.type} ${r.data}`;

describe.each(cases)("$what, PULUMI_SKIP_CHECKPOINTS $skipCheckpoints: pulumi up killed", (c) => {
  test(`after ${c.killAfter} creates, pulumi cancel and one pulumi up leave every record once, marked`, async () => {
    const started = Date.now();
    const emulator = await startTestEmulator();
    const api = emulator.api;
    const admin = emulator.admin;
    const { cli, dispose } = await programStack(c.program, emulator, {
      stack,
      config: { count: String(c.total) },
      frontEnd: c.frontEnd,
    });
    const env = c.skipCheckpoints ? { PULUMI_SKIP_CHECKPOINTS: "true" } : {};
    let repairs = 0;
    const run = (args: string[]) => asDocumented(cli, args, () => repairs++, env);
    try {
      const records = async (): Promise<ApiRecord[]> =>
        Object.values(await api.allRecords())
          .flat()
          .filter((r) => r.name.startsWith("record-"));
      const creates = async () =>
        (await admin.requests()).filter(
          (r) => r.method === "POST" && r.path === "/dns/rr" && r.status !== null && r.status < 300,
        ).length;

      // Each create answered late, so the kill lands with some records made and others not.
      await admin.faults([
        { method: "POST", path: "^/dns/rr$", action: "delay", delayMs: 25, times: c.total },
      ]);
      await admin.clearRequests();
      const killed = await killUpWhen(cli, async () => (await creates()) >= c.killAfter, env);
      await admin.clearFaults();
      await new Promise((resolve) => setTimeout(resolve, 200)); // creates delayed at the kill end
      const inApi = (await records()).length;
      expect(inApi).toBeGreaterThanOrEqual(c.killAfter);
      expect(inApi).toBeLessThan(c.total);

      // The documented recovery: `pulumi cancel` while the lock remains, then one `pulumi up`.
      const locked = isLocked(cli);
      if (locked) expectSuccess("pulumi cancel", await run(["cancel", "--yes"]));
      const exportState = async () => {
        const out = expectSuccess("pulumi stack export", await run(["stack", "export"]));
        const deployment = JSON.parse(out.stdout).deployment as { resources?: ExportedResource[] };
        return (deployment.resources ?? []).filter((r) => r.type === c.resourceType);
      };
      const recorded = (await exportState()).length;
      await admin.clearRequests();
      const up = expectSuccess("pulumi up", await run(["up", "--yes"]));
      const log = await admin.requests();
      const written = (method: string) =>
        log.filter((r) => r.method === method && r.status !== null && r.status < 300).length;
      // Only what was missing is created; what the killed run made is kept or taken back.
      expect(written("POST")).toBe(c.total - inApi);
      expect(written("DELETE")).toBe(0);
      if (c.program === "zone") expect(written("PATCH")).toBe(0);
      else {
        // Each record's line shows twice (as it happens and in the summary): counted by id.
        const takenBack = new Set(
          [
            ...up.stdout.matchAll(
              /record (\d+) at \S+ was created by an interrupted update; taking it back/g,
            ),
          ].map((m) => m[1]),
        );
        expect(takenBack.size).toBe(inApi - recorded);
      }

      // Every declared record exactly once, with its resource's marker; no duplicate anywhere.
      const after = await records();
      expect(after.map(key).sort()).toEqual(declared(c).map(key).sort());
      const all = Object.values(await api.allRecords()).flat();
      expect(all.length - new Set(all.map(key)).size).toBe(0);
      const wanted = new Map(declared(c).map((d) => [key(d), d.marker]));
      const unmarked = after.filter((r) => !r.annotation?.endsWith(wanted.get(key(r)) ?? "-"));
      expect(unmarked.map((r) => `${key(r)}: ${r.annotation}`)).toEqual([]);

      // The state holds exactly those records, and nothing is left to do.
      const state = await exportState();
      const ids =
        c.program === "zone"
          ? Object.values((state[0]?.outputs?.records ?? {}) as Record<string, { id: string }>).map(
              (r) => r.id,
            )
          : state.map((r) => String(r.id));
      expect(ids.map(String).sort()).toEqual(after.map((r) => String(r.id)).sort());
      const preview = await cli.run(["preview", "--expect-no-changes"], env);
      expect(describeRun("pulumi preview --expect-no-changes", preview)).toContain("exited with 0");

      console.log(
        `${c.what}${c.skipCheckpoints ? ", PULUMI_SKIP_CHECKPOINTS" : ""}: killed (${killed} processes) after ` +
          `${c.killAfter} creates; ${inApi} records in the API, ${recorded} resources in the state, ` +
          `${locked ? "locked" : "not locked"}, ${repairs} checkpoint repair(s); recovery created ` +
          `${c.total - inApi}; ${after.length} records, 0 duplicates; ${Math.round((Date.now() - started) / 1000)} s`,
      );
    } finally {
      dispose();
      await emulator.stop();
    }
  });
});
