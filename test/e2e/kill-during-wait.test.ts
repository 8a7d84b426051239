import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { EmulatorAdmin, LoggedRequest } from "../support/emulator-admin";
import { startTestEmulator } from "../support/emulator-harness";
import type { RegistrarApi } from "../support/registrar-api";
import { type DumpedZone, dcvRecords } from "./support/dcv-records";
import { PENDING_OPERATIONS_WARNING, pendingOperations } from "./support/interrupted-up";
import { describe as describeRun, expectSuccess, type Finished, killProcessTree } from "./support/processes";
import { programStack } from "./support/program-stack";
import type { PulumiCli } from "./support/pulumi-cli";

// docs/interrupted-up.md for the resources that wait: `pulumi up` killed with SIGKILL (its process
// group and the plugins, which run in groups of their own) while a DNSSEC job, a certificate
// order, a reissue or a renewal is under way; then `pulumi cancel` and one `pulumi up`. The API
// must end with one job, one order, one reissue or one renewal, and no DCV record in any zone.
// The emulator's clock runs at the real rate, so every wait outlasts the kill; each test moves
// the clock once the recovering `up` waits too, so the job or the validation ends.

/** What the tests read of the emulator's state dump. */
interface Dump {
  zones: DumpedZone[];
  dnssec: { domain: string; dnssec_state: string; pending_job: unknown; jobs: { id: number }[] }[];
  tls: {
    certificates: {
      id: string;
      status: string;
      version: number;
      reissue_pending: boolean;
      renewal_of_certificate_id: string | null;
      renewed_by_certificate_id: string | null;
    }[];
  };
}

interface Project {
  cli: PulumiCli;
  api: RegistrarApi;
  admin: EmulatorAdmin;
  /** The state dump, with every certificate order settled against the clock first. */
  dump(): Promise<Dump>;
  dispose(): Promise<void>;
}

async function project(program: string, config: Record<string, string>): Promise<Project> {
  const emulator = await startTestEmulator({ clockRate: 1 });
  const { api, admin } = emulator;
  const stack = await programStack(program, emulator, { stack: "kill", config }).catch(async (error) => {
    await emulator.stop();
    throw error;
  });
  return {
    cli: stack.cli,
    api,
    admin,
    async dump() {
      await api.certificates();
      return (await admin.state()) as unknown as Dump;
    },
    async dispose() {
      stack.dispose();
      await emulator.stop();
    },
  };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Two reads of `path` after entry `since` of the log: the provider sleeps between polls of its wait. */
const waits = (log: LoggedRequest[], since: number, path: string) =>
  log.slice(since).filter((r) => r.method === "GET" && r.path === path && r.status === 200).length >= 2;

/** Successful requests of `method` on paths matching `path`, over the whole log. */
const count = (log: LoggedRequest[], method: string, path: RegExp) =>
  log.filter((r) => r.method === method && path.test(r.path) && r.status !== null && r.status < 300).length;

/** The path a certificate wait polls: the newest order's. */
async function newestOrder(p: Project): Promise<string> {
  const orders = await p.api.certificates();
  return `/tls/certificate/${orders.at(-1)?.id ?? "none"}`;
}

/**
 * `pulumi <args>` to its end; once it waits (two polls of `polled()` since it started), the
 * emulator's clock moves `seconds` ahead so the wait ends. An `up` that finds nothing to wait for
 * ends without the move.
 */
async function runMovingClock(
  p: Project,
  args: string[],
  polled: () => Promise<string>,
  seconds: number,
): Promise<Finished> {
  const since = (await p.admin.requests()).length;
  let ended = false;
  const run = p.cli.run(args).finally(() => {
    ended = true;
  });
  while (!ended && !waits(await p.admin.requests(), since, await polled())) await sleep(250);
  if (!ended) await p.admin.advanceClock(seconds);
  return expectSuccess(`pulumi ${args.join(" ")}`, await run);
}

/** Starts `pulumi <args>` and kills it, with everything it started, once its wait is under way. */
async function killWhileWaiting(
  p: Project,
  args: string[],
  starts: (r: LoggedRequest) => boolean,
  polled: () => Promise<string>,
): Promise<void> {
  const since = (await p.admin.requests()).length;
  const up = p.cli.start(args);
  let ended: Finished | undefined;
  void up.finished.then((result) => {
    ended = result;
  });
  const waiting = async () => {
    const log = (await p.admin.requests()).slice(since);
    const start = log.findLastIndex(starts);
    return start >= 0 && waits(log, start, await polled());
  };
  try {
    while (!(await waiting())) {
      if (ended) throw new Error(describeRun(`pulumi ${args.join(" ")} ended before its wait`, ended));
      await sleep(100);
    }
  } finally {
    killProcessTree(up.pid);
  }
  expect((await up.finished).code).toBeNull(); // ended by the signal
}

function lockFiles(p: Project): number {
  try {
    const dir = join(p.cli.backendDir, ".pulumi", "locks");
    return readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith(".json")).length;
  } catch {
    return 0;
  }
}

const certificates = (orders: Record<string, object>) => ({ certificates: JSON.stringify(orders) });
const DAY_SECONDS = 86_400;

interface Case {
  what: string;
  program: "dnssec" | "tls";
  config: Record<string, string>;
  /** Brings the stack to where the killed `up` starts. */
  before(p: Project): Promise<void>;
  /** The `up` that is killed, and the one that recovers. */
  up: string[];
  /** The request that starts the wait. */
  starts(r: LoggedRequest): boolean;
  /** The path the wait polls. */
  polled(p: Project): Promise<string>;
  /** Emulated seconds after which the wait's object is done. */
  lasts: number;
  /** What the recovering `up` prints when it finds the killed run's work under way. */
  resumes: RegExp;
  /** What the API holds once recovered. */
  check(dump: Dump, log: LoggedRequest[]): void;
}

const web = {
  sku: "dv-multi",
  commonName: "www.example.org",
  dnsNames: ["shop.example.org"],
  validityDays: 90,
};
/** The first `up` of a certificate, its issuance brought about by moving the clock. */
const issued = (p: Project) =>
  runMovingClock(p, ["up", "--yes", "--skip-preview"], () => newestOrder(p), 120).then(() => {});

const cases: Case[] = [
  {
    what: "a DNSSEC job",
    program: "dnssec",
    config: {},
    before: async () => {},
    up: ["up", "--yes", "--skip-preview"],
    starts: (r) => r.method === "PUT" && r.path === "/dns/example.net/dnssec",
    polled: async () => "/dns/example.net/dnssec",
    lasts: 4000,
    resumes: /DNSSEC of example\.net: pending, job \d+ \(enable provider\)/,
    check(dump, log) {
      for (const domain of ["example.net", "example.info"]) {
        const dnssec = dump.dnssec.find((d) => d.domain === domain);
        expect([domain, dnssec?.jobs.length, dnssec?.dnssec_state]).toEqual([domain, 1, "active"]);
        expect([domain, count(log, "PUT", new RegExp(`^/dns/${domain}/dnssec$`))]).toEqual([domain, 1]);
      }
    },
  },
  {
    what: "a certificate order's validation",
    program: "tls",
    config: certificates({ web }),
    before: async () => {},
    up: ["up", "--yes", "--skip-preview"],
    starts: (r) => r.method === "POST" && r.path === "/tls/certificate",
    polled: newestOrder,
    lasts: 120,
    resumes: /order crt-\d+ \((pending|issued)\) carries this CSR's key: taking it back/,
    check(dump, log) {
      expect(dump.tls.certificates.map((c) => [c.status, c.version])).toEqual([["issued", 1]]);
      expect(count(log, "POST", /^\/tls\/certificate$/)).toBe(1);
    },
  },
  {
    what: "a reissue",
    program: "tls",
    config: certificates({ web }),
    async before(p) {
      await issued(p);
      // A new key: a new CSR, which the issued order takes by a reissue.
      const rsa = { ...web, keyAlgorithm: "rsa-2048" };
      expectSuccess(
        "pulumi config set",
        await p.cli.run(["config", "set", "certificates", JSON.stringify({ web: rsa })]),
      );
    },
    up: ["up", "--yes", "--skip-preview"],
    starts: (r) => r.method === "POST" && /^\/tls\/certificate\/[^/]+\/reissue$/.test(r.path),
    polled: newestOrder,
    lasts: 120,
    resumes: /holds a (pending|issued) reissue the state does not record/,
    check(dump, log) {
      expect(dump.tls.certificates.map((c) => [c.status, c.version, c.reissue_pending])).toEqual([
        ["issued", 2, false],
      ]);
      expect(count(log, "POST", /^\/tls\/certificate$/)).toBe(1);
      expect(count(log, "POST", /\/reissue$/)).toBe(1);
    },
  },
  {
    what: "a renewal",
    program: "tls",
    config: certificates({ web }),
    async before(p) {
      await issued(p);
      // Into the renewal window of the 90-day certificate (30 days before its end).
      await p.admin.advanceClock(65 * DAY_SECONDS);
    },
    // As the README renews: the refresh's reads tell the provider the API's time.
    up: ["up", "--refresh", "--yes"],
    starts: (r) => r.method === "POST" && r.path === "/tls/certificate",
    polled: newestOrder,
    lasts: 120,
    resumes: /order crt-\d+ \((pending|issued)\) carries this CSR's key: taking it back/,
    check(dump, log) {
      const [first, renewal] = dump.tls.certificates;
      expect(dump.tls.certificates).toHaveLength(2);
      expect(renewal).toMatchObject({ status: "issued", renewal_of_certificate_id: first?.id });
      expect(first).toMatchObject({ status: "issued", renewed_by_certificate_id: renewal?.id });
      expect(count(log, "POST", /^\/tls\/certificate$/)).toBe(2);
    },
  },
];

describe.each(cases)("pulumi up killed with SIGKILL while it waits for $what", (c) => {
  test("pulumi cancel and one pulumi up converge: one of each, no DCV record left, a clean preview", async () => {
    const p = await project(c.program, c.config);
    try {
      await c.before(p);
      await killWhileWaiting(p, c.up, c.starts, () => c.polled(p));

      // docs/interrupted-up.md: `pulumi cancel` while the lock remains, then one `pulumi up`.
      if (lockFiles(p) > 0) expectSuccess("pulumi cancel", await p.cli.run(["cancel", "--yes"]));
      const interrupted = await pendingOperations(p.cli);
      expect(interrupted.length).toBeGreaterThan(0);
      const recovery = await runMovingClock(p, c.up, () => c.polled(p), c.lasts);
      expect(recovery.stdout).toMatch(c.resumes);
      // What the document says Pulumi shows and keeps: a warning only in an `up` without a
      // refresh; an interrupted create's entry stays after it, until cleared
      // (crash-recovery.test.ts clears them as the document says).
      expect({ warned: (recovery.stdout + recovery.stderr).includes(PENDING_OPERATIONS_WARNING) }).toEqual({
        warned: !c.up.includes("--refresh"),
      });
      expect(await pendingOperations(p.cli)).toEqual(interrupted.filter((op) => op.startsWith("creating ")));

      const dump = await p.dump();
      c.check(dump, await p.admin.requests());
      expect(dcvRecords(dump)).toEqual([]);
      const preview = await p.cli.run(["preview", "--expect-no-changes"]);
      expect(describeRun("pulumi preview --expect-no-changes", preview)).toContain("exited with 0");
      console.log(
        `killed while waiting for ${c.what} (left ${interrupted.join(", ")}); ` +
          `the recovery printed "${recovery.stdout.match(c.resumes)?.[0]}"; ` +
          `DNSSEC jobs ${dump.dnssec.map((d) => `${d.domain} ${d.jobs.length}`).join(", ")}; ` +
          `orders ${dump.tls.certificates.map((o) => `${o.id} ${o.status} v${o.version}`).join(", ") || "none"}`,
      );
    } finally {
      await p.dispose();
    }
  });
});
