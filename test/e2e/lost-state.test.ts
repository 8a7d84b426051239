import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { RunningEmulator } from "../../emulator";
import { defaultFixtures } from "../../emulator/fixtures/default";
import type { EmulatorAdmin, LoggedRequest } from "../support/emulator-admin";
import { startTestEmulator } from "../support/emulator-harness";
import { type DumpedZone, dcvRecords } from "./support/dcv-records";
import { isLocked, killUpWhen } from "./support/interrupted-up";
import { describe as describeRun, expectSuccess, type Finished } from "./support/processes";
import { type FrontEnd, type ProgramStack, programStack } from "./support/program-stack";

// An `up` of test/e2e/programs/lost-state killed with SIGKILL (its process group and the plugins)
// at several moments, its state lost: checkpoints skipped, as the README's large-estate advice
// runs `up`, or the state rolled back to an export taken before the run. Then the README's
// recovery, `pulumi cancel` and one `pulumi up`: every certificate ordered once and issued with
// the key the state now holds, one DNSSEC job, one nameserver change, one organization, each
// record once; a clean `preview --refresh --expect-no-changes`; `destroy` leaves nothing of it.
// The emulator's clock runs at the real rate, so the killed run waits (DNSSEC, validation) until
// it is killed; the test moves the clock for the recovery, the destroy and one kill point.

const skipCheckpoints = { PULUMI_SKIP_CHECKPOINTS: "true" };
const orderedNames = ["www.example.com", "www.example.net", "api.example.org", "www.example.org"];
const estateRecords = ["example.com.", "example.net.", "example.org."].flatMap((zone) =>
  [0, 1, 2, 3].map((i) => `estate-${i}.${zone}`),
);

/** What the test reads of the emulator's state dump. */
interface Dump {
  zones: DumpedZone[];
  dnssec: { domain: string; dnssec_state: string; jobs: unknown[] }[];
  domains: { name: string; nameserver_mode: string; vanity_set_id: number | null }[];
  tls: {
    organizations: { id: string; organization: string; status: string }[];
    certificates: {
      id: string;
      common_name: string;
      status: string;
      version: number;
      reissue_pending: boolean;
    }[];
  };
}

interface Project {
  stack: ProgramStack;
  emulator: RunningEmulator;
  admin: EmulatorAdmin;
  dump(): Promise<Dump>;
  dispose(): Promise<void>;
}

async function project(frontEnd: FrontEnd): Promise<Project> {
  // The demo account, with the transfer of example.co.uk ended: its delegation may change.
  const fixtures = defaultFixtures();
  for (const domain of fixtures.domains ?? [])
    if (domain.name === "example.co.uk") domain.transfer_status = "none";
  const emulator = await startTestEmulator({ clockRate: 1, fixtures });
  const admin = emulator.admin;
  const stack = await programStack("lost-state", emulator, { stack: "lost", frontEnd }).catch(
    async (error) => {
      await emulator.stop();
      throw error;
    },
  );
  return {
    stack,
    emulator,
    admin,
    dump: async () => (await admin.state()) as unknown as Dump,
    async dispose() {
      stack.dispose();
      await emulator.stop();
    },
  };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Successful requests of `method` on paths matching `path`. */
const count = (log: LoggedRequest[], method: string, path: RegExp) =>
  log.filter((r) => r.method === method && path.test(r.path) && r.status !== null && r.status < 300).length;
const orderPath = /^\/tls\/certificate$/;
/** Order POSTs answered with success. */
const orderPosts = (log: LoggedRequest[]) => count(log, "POST", orderPath);
/**
 * Order POSTs a kill cut off: the emulator may have carried one out with its answer undelivered
 * (logged with status null).
 */
const cutOffOrderPosts = (log: LoggedRequest[]) =>
  log.filter((r) => r.method === "POST" && orderPath.test(r.path) && r.status === null).length;

/** `pulumi <args>` to its end while the emulator's clock moves ten minutes every second and a half. */
async function withMovingClock(p: Project, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Finished> {
  let ended = false;
  const run = p.stack.cli.run(args, env).finally(() => {
    ended = true;
  });
  while (!ended) {
    await sleep(1500);
    if (!ended) await p.admin.advanceClock(600);
  }
  return run;
}

const estate = (dump: Dump) =>
  dump.zones.flatMap((zone) => zone.records.filter((r) => estateRecords.includes(r.name.toLowerCase())));

interface Case {
  moment: string;
  frontEnd: FrontEnd;
  /** Whether the state is rolled back to an export taken before the run (else checkpoints are skipped). */
  rollBack?: boolean;
  /** When the run is killed, from the API's request log (the clock may be moved meanwhile). */
  killWhen(log: LoggedRequest[], p: Project): Promise<boolean>;
}

/** Every order placed and polled at least twice since: the run waits for domain-control validation. */
const validating = (log: LoggedRequest[]) => {
  const placed = log.findLastIndex(
    (r) => r.method === "POST" && r.path === "/tls/certificate" && r.status === 200,
  );
  return (
    orderPosts(log) === orderedNames.length &&
    log.slice(placed).filter((r) => r.method === "GET" && /^\/tls\/certificate\/[^/]+$/.test(r.path))
      .length >= 2
  );
};

let clockMoved = false;
const cases: Case[] = [
  {
    moment: "while keys are made, before any order",
    frontEnd: "dynamic",
    killWhen: async (log) => log.some((r) => r.method !== "GET" && r.status === 200),
  },
  {
    moment: "once an order is placed, before its DCV records exist",
    frontEnd: "dynamic",
    killWhen: async (log) => orderPosts(log) >= 1,
  },
  {
    moment: "during domain-control validation",
    frontEnd: "plugin",
    killWhen: async (log) => validating(log),
  },
  {
    moment: "while the orders are issued",
    frontEnd: "dynamic",
    async killWhen(log, p) {
      if (!clockMoved && validating(log)) {
        clockMoved = true;
        await p.admin.advanceClock(300); // validation ends; the DNSSEC job goes on
      }
      return count(log, "GET", /^\/tls\/certificate\/[^/]+\/download\//) >= 1;
    },
  },
  {
    moment: "during domain-control validation, the state rolled back to before the run",
    frontEnd: "dynamic",
    rollBack: true,
    killWhen: async (log) => validating(log),
  },
];

describe.each(cases)("pulumi up killed $moment ($frontEnd), its state lost", (c) => {
  test("pulumi cancel and one pulumi up: each order, job, change and organization once; a clean preview; destroy leaves nothing", async () => {
    const started = Date.now();
    clockMoved = false;
    const p = await project(c.frontEnd);
    const { cli } = p.stack;
    try {
      const env = c.rollBack ? {} : skipCheckpoints;
      const before = join(p.stack.dir, "before.json");
      if (c.rollBack)
        writeFileSync(
          before,
          expectSuccess("pulumi stack export", await cli.run(["stack", "export"])).stdout,
        );

      await p.admin.clearRequests();
      const giveUp = Date.now() + 180_000;
      const killed = await killUpWhen(
        cli,
        async () => {
          const log = await p.admin.requests();
          if (Date.now() > giveUp)
            throw new Error(`the kill point was not reached; the API saw ${JSON.stringify(log)}`);
          return c.killWhen(log, p);
        },
        env,
      );

      // The README's recovery: `pulumi cancel` while the lock remains, then one `pulumi up`.
      if (isLocked(cli)) expectSuccess("pulumi cancel", await cli.run(["cancel", "--yes"]));
      if (c.rollBack)
        expectSuccess("pulumi stack import", await cli.run(["stack", "import", "--file", before]));
      // What the killed run left, read once its processes are gone (a request it had in flight
      // when the kill point was seen may have been answered after).
      const left = await p.dump();
      const orderedAtKill = left.tls.certificates.length;
      const dcvAtKill = dcvRecords(left).length;
      const recovery = expectSuccess("pulumi up", await withMovingClock(p, ["up", "--yes"], env));

      const log = await p.admin.requests();
      const dump = await p.dump();
      // Every certificate ordered once, whatever the killed run had done, and issued; none pending.
      const orders = dump.tls.certificates;
      expect(orders.map((o) => o.common_name).sort()).toEqual([...orderedNames].sort());
      expect(orders.filter((o) => o.status !== "issued" || o.reissue_pending)).toEqual([]);
      // Each order made by one POST: an answered one, or one the kill cut off.
      expect(orderPosts(log)).toBeLessThanOrEqual(orderedNames.length);
      expect(orderPosts(log) + cutOffOrderPosts(log)).toBeGreaterThanOrEqual(orderedNames.length);
      // Taken over, not ordered again: each order the killed run placed (the CLI prints each line
      // where it happened and again among the diagnostics at the end).
      const takenOver = new Set(
        [...recovery.stdout.matchAll(/order (crt-\d+) \(\S+\) was placed for this CertificateRequest/g)].map(
          (m) => m[1],
        ),
      );
      expect(takenOver.size).toBe(orderedAtKill);
      // One DNSSEC job, one nameserver change, one organization; each record once.
      expect(count(log, "PUT", /^\/dns\/example\.net\/dnssec$/)).toBe(1);
      expect(dump.dnssec.find((d) => d.domain === "example.net")).toMatchObject({ dnssec_state: "active" });
      expect(dump.dnssec.find((d) => d.domain === "example.net")?.jobs).toHaveLength(1);
      expect(count(log, "PUT", /^\/domains\/example\.co\.uk\/nameservers$/)).toBe(1);
      expect(dump.domains.find((d) => d.name === "example.co.uk")).toMatchObject({ vanity_set_id: 2 });
      expect(count(log, "POST", /^\/tls\/organization$/)).toBe(1);
      expect(dump.tls.organizations.filter((o) => o.organization === "Example Shop GmbH")).toHaveLength(1);
      expect(
        estate(dump)
          .map((r) => r.name.toLowerCase())
          .sort(),
      ).toEqual([...estateRecords].sort());
      expect(dcvRecords(dump)).toEqual([]);

      const preview = await cli.run(["preview", "--refresh", "--expect-no-changes"], env);
      expect(describeRun("pulumi preview --refresh --expect-no-changes", preview)).toContain("exited with 0");

      expectSuccess("pulumi destroy", await withMovingClock(p, ["destroy", "--yes", "--skip-preview"], env));
      const after = await p.dump();
      expect(estate(after)).toEqual([]);
      expect(dcvRecords(after)).toEqual([]);
      expect(after.tls.certificates.filter((o) => o.status !== "order-revoked")).toEqual([]);
      expect(after.dnssec.find((d) => d.domain === "example.net")).toMatchObject({
        dnssec_state: "inactive",
      });
      expect(after.domains.find((d) => d.name === "example.co.uk")).toMatchObject({
        nameserver_mode: "standard",
      });

      console.log(
        `killed ${c.moment} (${c.frontEnd}, ${killed} processes): ${orderedAtKill} orders placed and ${dcvAtKill} DCV ` +
          `records made by then; the recovery took over ${takenOver.size} orders and placed ${orderedNames.length - orderedAtKill}, ` +
          `${count(log, "POST", /\/reissue$/)} reissues; ${Math.round((Date.now() - started) / 1000)} s`,
      );
    } finally {
      await p.dispose();
    }
  });
});
