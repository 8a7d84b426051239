import type { DynamicProvider as LifecycleProvider } from "../../../dynamic/resource-provider";
import { ManualClock } from "../../../emulator";
import type { RegistrarClient } from "../../../provider/client";
import { clock } from "../../../provider/common/clock";
import type { ResourceKind } from "../../../provider/resources/kinds";
import { NotConvergedError } from "../../../provider/resources/runner/recipe";
import { usePluginProviders } from "../../plugin/support/plugin-provider";
import { type EmulatorAdmin, useEmulator } from "../../support/emulator";
import {
  type FaultName,
  faults,
  makeCsrs,
  type Scenario,
  type Step,
  scenarios,
  type Write,
} from "./support/fault-scenarios";

// Every write of every resource meets each fault once, in an engine's order: create, update,
// delete, each step run again as the next `up` would when it failed. The provider's methods run
// in this process against the emulator over loopback; one manual clock is the time of both.
let client: RegistrarClient;
let admin: EmulatorAdmin;
let settings: { baseUrl: string; apiKey: string };
const time = new ManualClock("2025-03-01T00:00:00Z");

useEmulator({ clock: time, providerSettings: true, resetEachTest: true }, (started) => {
  ({ client, admin, options: settings } = started);
});
// The plugin's gRPC service, in this process: its recipes share the manual clock.
const plugin = usePluginProviders(() => settings);
beforeAll(makeCsrs);
beforeEach(() => {
  jest.spyOn(console, "log").mockImplementation(() => undefined);
  jest.spyOn(clock, "now").mockImplementation(() => time.now().getTime());
  jest.spyOn(clock, "sleep").mockImplementation(async (ms) => time.advance(ms / 1000));
});
afterEach(() => jest.restoreAllMocks());

type Raw = Record<string, unknown>;
type Outcome = "succeeded" | "failed once";

const cases = scenarios.flatMap((scenario) =>
  scenario.writes.flatMap((write) =>
    (Object.keys(faults) as FaultName[]).map(
      (fault) =>
        [
          `${scenario.kind}: ${write.step}, ${write.method} ${write.path}, ${fault}`,
          scenario,
          write,
          fault,
        ] as const,
    ),
  ),
);

/**
 * The plugin, the other front end of the same recipes, meets one fault of each API area's table
 * over the wire, as the engine calls it: its failure as the engine receives it (the message, or
 * the object not converged with its properties), the same outcomes.
 */
const pluginCases: [kind: ResourceKind, step: Step, path: string, fault: FaultName][] = [
  ["DnsRecord", "create", "^/dns/rr$", "drop-after"],
  ["DnssecConfig", "update", "^/dns/example\\.info/dnssec$", "502"],
  ["NameserverDelegation", "delete", "^/domains/example\\.com/nameservers$", "drop-before"],
  ["TlsCertificate", "create", "^/tls/certificate$", "500"],
];

/** The outcome of each step: a step fails once only where its write declares it for the fault. */
async function expectOutcomes(
  provider: LifecycleProvider<unknown, unknown>,
  scenario: Scenario,
  write: Write,
  fault: FaultName,
): Promise<void> {
  const outcomes = await throughLifecycle(provider, scenario, write, fault);
  const expected = (step: Step): Outcome =>
    step === write.step && write.failsOnce?.includes(fault) ? "failed once" : "succeeded";
  expect(outcomes).toEqual({
    create: expected("create"),
    update: expected("update"),
    delete: expected("delete"),
  });
}

test.each(cases)(
  "%s",
  (_title, scenario, write, fault) => expectOutcomes(scenario.provider, scenario, write, fault),
  60_000,
);

test.each(pluginCases)(
  "through the plugin: %s, %s, %s, %s",
  async (kind, step, path, fault) => {
    const scenario = scenarios.find((s) => s.kind === kind);
    const write = scenario?.writes.find((w) => w.step === step && w.path === path);
    if (!scenario || !write) throw new Error(`the fault table has no ${kind} ${step} write to ${path}`);
    await expectOutcomes(plugin.provider(kind), scenario, write, fault);
  },
  60_000,
);

/** Create, update and delete as the engine runs them, the fault armed before `write`'s step. */
async function throughLifecycle(
  // biome-ignore lint/suspicious/noExplicitAny: the engine hands every provider untyped properties
  provider: LifecycleProvider<any, any>,
  scenario: Scenario,
  write: Write,
  fault: FaultName,
): Promise<Record<Step, Outcome>> {
  const checked = async (raw: Raw) => {
    const { inputs, failures } = await provider.check({}, raw);
    expect(failures ?? []).toEqual([]);
    return inputs;
  };
  /** Runs a step; when it fails, checks the message and runs it again, as the next `up` would. */
  const step = async (name: Step, run: () => Promise<void>, again: (error: unknown) => Promise<void>) => {
    await admin.clearRequests();
    if (name === write.step) {
      await admin.faults([{ method: write.method, path: write.path, times: 1, ...faults[fault] }]);
    }
    let outcome: Outcome = "succeeded";
    try {
      await run();
    } catch (error) {
      expectOneLine(error, scenario.names, name);
      outcome = "failed once";
      await again(error);
    }
    if (name === write.step) await expectFaultHit(write, fault);
    // No duplicate and no leftover: the account holds what the step should leave.
    expect({ [name]: await scenario.holds(client) }).toEqual({ [name]: scenario.expected[name] });
    return outcome;
  };

  let id = "";
  let outs: Raw = {};
  const first = await checked(scenario.first());
  const create = async () => {
    ({ id, outs } = await provider.create(first));
  };
  const created = await step("create", create, async (error) => {
    // A resource recorded with its init error is updated by the next `up`; else it is created.
    if (!(error instanceof NotConvergedError)) return create();
    id = error.id;
    outs = (await provider.update(id, error.properties, first)).outs;
  });
  await expectNoWriteNeeded(provider, id, outs, first);

  const second = await checked(scenario.second());
  expect((await provider.diff(id, outs, second)).changes).toBe(true);
  const update = async () => {
    outs = (await provider.update(id, outs, second)).outs;
  };
  const updated = await step("update", update, async (error) => {
    if (error instanceof NotConvergedError) outs = error.properties;
    await update();
  });
  await expectNoWriteNeeded(provider, id, outs, second);

  const remove = () => provider.delete(id, outs);
  const deleted = await step("delete", remove, remove);
  return { create: created, update: updated, delete: deleted };
}

/** The fault met the first request of the write in its step (a dropped connection logs no status). */
async function expectFaultHit(write: Write, fault: FaultName): Promise<void> {
  const path = new RegExp(write.path);
  const sent = (await admin.requests()).filter((r) => r.method === write.method && path.test(r.path));
  const injected = faults[fault];
  expect(sent[0]?.status).toBe("status" in injected ? injected.status : null);
}

/** The next `up`: a refresh reads the object and diff finds nothing to do, so no write is sent. */
async function expectNoWriteNeeded(
  provider: LifecycleProvider<Raw, Raw>,
  id: string,
  outs: Raw,
  news: Raw,
): Promise<void> {
  await admin.clearRequests();
  const read = await provider.read(id, outs);
  expect(read.id).toBe(id);
  expect(await provider.diff(id, read.props as Raw, news)).toMatchObject({ changes: false });
  expect((await admin.requests()).filter((r) => r.method !== "GET")).toEqual([]);
}

/** One line, naming the resource, saying what happened and what to do; no stack frames. */
function expectOneLine(error: unknown, names: RegExp, step: Step): void {
  expect(error).toBeInstanceOf(Error);
  const { message, stack } = error as Error;
  expect(message).not.toContain("\n");
  expect(message).toMatch(names);
  expect(message).toMatch(/fail|refus|lost|did not|may have|no answer/);
  expect(message).toMatch(/run `pulumi up`/i);
  // The provider host prints a failed delete with its stack: it must hold the message only.
  if (step === "delete") expect(stack).toBe(message);
}
