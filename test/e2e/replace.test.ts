import type { InProcessEmulator } from "../support/emulator-harness";
import { startTestEmulator } from "../support/emulator-harness";
import { expectSuccess } from "./support/processes";
import { type FrontEnd, type ProgramStack, programStack } from "./support/program-stack";

// Replacements through the real CLI, through each front end (test/e2e/programs/replace): pending
// certificates (waitForIssuance: false) and a DNS record. A new resource that takes over what the
// old one holds (by the CSR's key, by the record's value and owner tag) keeps it: the old one's
// delete, later in the same `up` and the same provider process, leaves it as it is and says so.
// A replacement that places a new order cancels the old one, as does a delete-before-replace,
// whose delete runs while no resource holds the order yet.

interface Order {
  sku: string;
  commonName: string;
  request?: string;
  deleteBeforeReplace?: boolean;
}

const { moved, ...others } = {
  /** `pulumi up --replace`: the new resource takes the order back by its CSR's key. */
  replaced: { sku: "dv-single", commonName: "www.example.info" },
  /** Renamed (another URN: created, and the old one deleted), with the same CertificateRequest. */
  moved: { sku: "dv-single", commonName: "mail.example.info" },
  /** Another sku replaces: the same CSR and mark, but another product is another order. */
  resized: { sku: "dv-single", commonName: "shop.example.info" },
  /** `--replace` with deleteBeforeReplace: cancelled first, then ordered anew. */
  deletedFirst: { sku: "dv-single", commonName: "api.example.info", deleteBeforeReplace: true },
} satisfies Record<string, Order>;
const orders: Record<string, Order> = { ...others, moved };
const changed: Record<string, Order> = {
  ...others,
  renamed: { ...moved, request: "moved-key" },
  resized: { ...others.resized, sku: "dv-multi" },
};

interface Certificate {
  urn: string;
  certificateId: string;
  status: string;
}
interface Outputs {
  certificates: Record<string, Certificate>;
  recordUrn: string;
  recordId: string;
  timedUrn: string;
  timedId: string;
}

describe.each<FrontEnd>(["dynamic", "plugin"])("replacements through the %s front end", (frontEnd) => {
  let emulator: InProcessEmulator;
  let stack: ProgramStack;
  beforeAll(async () => {
    emulator = await startTestEmulator({ clockRate: 1 });
    stack = await programStack("replace", emulator, {
      stack: "replace",
      frontEnd,
      config: { certificates: JSON.stringify(orders) },
    });
  });
  afterAll(async () => {
    stack?.dispose();
    await emulator?.stop();
  });

  /** `pulumi up`, its output. */
  const up = async (args: string[] = []) =>
    expectSuccess("pulumi up", await stack.cli.run(["up", "--yes", "--skip-preview", ...args])).stdout;
  const outputs = async (): Promise<Outputs> =>
    JSON.parse(expectSuccess("outputs", await stack.cli.run(["stack", "output", "--json"])).stdout);
  /** Successful POSTs: new orders, and cancellations by order id. */
  const posts = async () => {
    const ok = (await emulator.admin.requests()).filter(
      (r) => r.method === "POST" && (r.status ?? 500) < 300,
    );
    return {
      orders: ok.filter((r) => r.path === "/tls/certificate").length,
      cancelled: ok
        .flatMap((r) => /^\/tls\/certificate\/([^/]+)\/(?:order-)?cancel$/.exec(r.path)?.[1] ?? [])
        .sort(),
    };
  };

  test("each order a resource holds stays live, each placed once; the record stays", async () => {
    await up();
    const before = await outputs();
    const id = (name: string) => before.certificates[name]?.certificateId as string;
    expect(await posts()).toEqual({ orders: 4, cancelled: [] });

    expectSuccess("config", await stack.cli.run(["config", "set", "certificates", JSON.stringify(changed)]));
    const replaceUrns = [
      before.certificates.replaced?.urn,
      before.certificates.deletedFirst?.urn,
      before.recordUrn,
    ];
    const said = await up(replaceUrns.flatMap((urn) => ["--replace", urn as string]));
    const after = await outputs();

    // Taken over: the same orders and record, not cancelled, not deleted; one line each says so.
    for (const [name, was] of [
      ["replaced", "replaced"],
      ["renamed", "moved"],
    ] as const) {
      expect([name, after.certificates[name]?.certificateId]).toEqual([name, id(was)]);
      expect(said).toContain(
        `TLS certificate order ${id(was)} left as it is: the resource that replaces this one took it over in this run`,
      );
    }
    expect(after.recordId).toBe(before.recordId);
    expect(said).toContain(`DNS record ${before.recordId} left as it is`);
    expect(await emulator.api.record(after.recordId)).toMatchObject({ data: "192.0.2.40" });
    // Ordered anew: another product, and a delete-before-replace (cancelled before the create).
    for (const name of ["resized", "deletedFirst"])
      expect([name, after.certificates[name]?.certificateId]).not.toEqual([name, id(name)]);
    expect(await posts()).toEqual({ orders: 6, cancelled: [id("resized"), id("deletedFirst")].sort() });
    // Every order the state holds is live.
    for (const [name, certificate] of Object.entries(after.certificates))
      expect([name, (await emulator.api.certificate(certificate.certificateId)).status]).toEqual([
        name,
        "pending",
      ]);

    // The next `up` continues each with its order: no order placed, none cancelled.
    await up();
    expect((await outputs()).certificates).toEqual(after.certificates);
    expect(await posts()).toEqual({ orders: 6, cancelled: [id("resized"), id("deletedFirst")].sort() });
  });

  test("replaceOnChanges: a change of the input it names replaces the resource", async () => {
    const { timedUrn, timedId } = await outputs();
    expectSuccess("config", await stack.cli.run(["config", "set", "ttl", "600"]));
    const preview = JSON.parse(
      expectSuccess("pulumi preview", await stack.cli.run(["preview", "--json"])).stdout,
    ) as { steps: { op: string; urn: string }[] };
    const ops = preview.steps.filter((step) => step.urn === timedUrn).map((step) => step.op);
    expect(ops).toContain("replace");
    // The new record takes the old one over (its value and owner tag), with the new ttl.
    const said = await up();
    expect(said).toContain(`DNS record ${timedId} left as it is`);
    expect((await outputs()).timedId).toBe(timedId);
    expect(await emulator.api.record(timedId)).toMatchObject({ data: "192.0.2.41", ttl: 600 });
    // The option rides with the inputs through the dynamic front end: it is never a change. (The
    // pending certificates of this program are changes still to make, as their page says.)
    const refreshed = JSON.parse(
      expectSuccess("pulumi preview --refresh", await stack.cli.run(["preview", "--refresh", "--json"]))
        .stdout,
    ) as { steps: { op: string; urn: string }[] };
    const recordOps = refreshed.steps.filter((step) => step.urn === timedUrn).map((step) => step.op);
    // A preview's JSON lists the steps that do something: the record's refresh, and no change.
    expect(recordOps).toEqual(["refresh"]);
  });
});
