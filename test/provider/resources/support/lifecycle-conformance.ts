import type { DiffResult } from "@pulumi/pulumi/dynamic";
import type { DynamicProvider as LifecycleProvider } from "../../../../dynamic/resource-provider";
import { ManualClock } from "../../../../emulator";
import type { RegistrarClient } from "../../../../provider/client";
import { clock } from "../../../../provider/common/clock";
import { unknownValue } from "../../../../provider/common/unknown";
import type { ResourceKind } from "../../../../provider/resources/kinds";
import { usePluginProviders } from "../../../plugin/support/plugin-provider";
import { type EmulatorAdmin, type InProcessEmulator, useEmulator } from "../../../support/emulator";
import type { Fault } from "../../../support/emulator-admin";
import { rejection } from "../../../support/rejection";
import { outputProblems } from "./declared-properties";

type Raw = Record<string, unknown>;

/** What the suite needs to know about one resource; everything else is the shared lifecycle. */
export interface ConformanceCase<Inputs, Outputs> {
  /** The resource's class name, for test titles; the plugin serves it as `registrar:index:<kind>`. */
  kind: ResourceKind;
  /** Its provider module (provider/resources/<name>.ts), which the plugin serves too. */
  provider: LifecycleProvider<Inputs, Outputs>;
  /** Inputs as a program passes them, before check; valid in the default fixtures. */
  inputs: Raw;
  /** Part of the outputs create returns for `inputs`, given the new object's id. */
  created(id: string): Partial<Outputs>;
  /** Inputs the SDK class takes as plain values, never as an Output: they are never unknown. */
  plainInputs?: string[];
  /**
   * The inputs (of `inputs`) whose change makes a new object, and whether diff asks to delete the
   * old one first (unset: diff leaves it to the engine): unknown during preview, each replaces.
   */
  replaces: { properties: string[]; deleteBeforeReplace?: boolean };
  /** Inputs check must reject, and the property its failure names. */
  invalid: { inputs: Raw; property: string };
  /** Other inputs the resource updates in place, and part of the outputs they lead to. */
  update: { inputs: Raw; outputs: Partial<Outputs> };
  /** The request that creates the object, for fault injection (a regex on the path). */
  createRequest: { method: string; path: string };
  /** A change made outside Pulumi through the API, and part of what read reports afterwards. */
  outOfBand: {
    change(client: RegistrarClient, id: string, outs: Outputs): Promise<void>;
    read: Partial<Outputs>;
  };
  /** Removes the object outside Pulumi, where the API can. */
  removeOutOfBand?(client: RegistrarClient, id: string): Promise<void>;
  /** Delete only forgets the object, because the API has no way to delete it (say so in the README). */
  deleteForgets?: boolean;
  /**
   * The object outlives delete (a domain's setting put back, not removed): read still finds it,
   * and `count` drops. Default: read reports it gone.
   */
  readAfterDelete?: "gone" | "found";
  /**
   * The resource waits for the API (DNSSEC jobs): the emulator runs on a manual clock that the
   * provider's waits advance (provider/common/clock.ts), so nothing sleeps.
   */
  manualClock?: boolean;
  /** How many objects of this kind exist where the suite creates them. */
  count(client: RegistrarClient): Promise<number>;
  /** Where the resource can adopt: makes an object outside Pulumi (its id), and inputs that adopt it. */
  adoption?: { existing(client: RegistrarClient): Promise<string>; inputs: Raw };
}

/**
 * Declares the lifecycle tests every resource must pass, against an emulator started in this
 * process; the emulator's request log shows what the provider sent. Each test runs through both
 * front ends of the same recipe: `dynamic`, the provider module as the TypeScript classes' dynamic
 * provider calls it, and `plugin`, the provider plugin's gRPC service over the wire as the engine
 * calls it. Call it at the top level of a test file
 * (test/provider/resources/<name>.conformance.test.ts).
 */
export function lifecycleConformance<Inputs, Outputs>(spec: ConformanceCase<Inputs, Outputs>): void {
  let started: InProcessEmulator;
  const time = new ManualClock("2025-03-01T00:00:00Z");

  describe(`${spec.kind}: the shared lifecycle`, () => {
    // The provider's own client comes from the settings, as in a provider process; the plugin's
    // from its Configure, with the same settings. One emulator (and clock) serves both.
    useEmulator(
      { ...(spec.manualClock ? { clock: time } : {}), providerSettings: true, resetEachTest: true },
      (emulator) => {
        started = emulator;
      },
    );
    const plugin = usePluginProviders(() => started.options);
    beforeEach(() => {
      jest.spyOn(console, "log").mockImplementation(() => undefined);
      if (spec.manualClock) {
        jest.spyOn(clock, "now").mockImplementation(() => time.now().getTime());
        jest.spyOn(clock, "sleep").mockImplementation(async (ms) => time.advance(ms / 1000));
      }
    });
    afterEach(() => jest.restoreAllMocks());

    describe("dynamic", () => lifecycleTests(spec, spec.provider, () => started));
    describe("plugin", () =>
      lifecycleTests(spec, plugin.provider<Inputs, Outputs>(spec.kind), () => started));
  });
}

/** The tests of one front end: `provider` is the resource as that front end runs it. */
function lifecycleTests<Inputs, Outputs>(
  spec: ConformanceCase<Inputs, Outputs>,
  provider: LifecycleProvider<Inputs, Outputs>,
  emulator: () => InProcessEmulator,
): void {
  let client: RegistrarClient;
  let admin: EmulatorAdmin;
  beforeEach(() => ({ client, admin } = emulator()));

  /**
   * Checked inputs, as the engine hands them to diff, create and update; `olds`: the old inputs
   * it passes for an object it holds (none for a new one).
   */
  const checked = async (raw: Raw, olds: Raw = {}): Promise<Inputs> => {
    const { inputs, failures } = await provider.check(olds, raw);
    expect(failures ?? []).toEqual([]);
    return inputs as Inputs;
  };
  const create = async (raw: Raw) => {
    const { id, outs } = await provider.create(await checked(raw));
    return { id, outs: outs as Outputs };
  };
  const read = async (id: string, props: Outputs) => (await provider.read(id, props)).props as Outputs;

  // A DnsZone not created yet reads its zone once in check (its records are validated with those
  // already there); an object the state holds never calls the API in check or diff.
  test("check of an object the state holds and diff make no API call, with bad and with unknown inputs", async () => {
    const { outs } = await create(spec.inputs);
    await admin.clearRequests();

    const bad = await provider.check({}, spec.invalid.inputs);
    expect(bad.failures?.map((failure) => failure.property)).toContain(spec.invalid.property);
    expect(await provider.diff("id", outs, await checked(spec.update.inputs, spec.inputs))).toMatchObject({
      changes: true,
    });
    // During preview any input may be unknown: check passes it on and diff calls it a change,
    // a replacement when the input is one the object cannot change in place.
    // The engine reads a false deleteBeforeReplace as unset (the wire has no unset).
    const { properties, deleteBeforeReplace } = spec.replaces;
    const replacement = (key: string) => ({
      changes: true,
      replaces: [key],
      ...(deleteBeforeReplace ? { deleteBeforeReplace } : {}),
    });
    const asEngineReads = ({ deleteBeforeReplace, ...diff }: DiffResult) =>
      deleteBeforeReplace ? { ...diff, deleteBeforeReplace } : diff;
    for (const key of Object.keys(spec.inputs).filter((k) => !spec.plainInputs?.includes(k))) {
      const news = await checked({ ...spec.inputs, [key]: unknownValue }, spec.inputs);
      expect({ key, diff: asEngineReads(await provider.diff("id", outs, news)) }).toEqual({
        key,
        diff: properties.includes(key) ? replacement(key) : { changes: true },
      });
    }
    expect(await admin.requests()).toEqual([]);
  });

  test("create, read, update in place, delete, delete again", async () => {
    const before = await spec.count(client);
    const created = await create(spec.inputs);
    expect(created.outs).toMatchObject(spec.created(created.id));
    expect(outputProblems(spec.kind, created.outs as object)).toEqual([]);
    expect(await spec.count(client)).toBe(before + 1);
    // Read gives back the form create returned, and the program's inputs show no change.
    expect(await read(created.id, created.outs)).toEqual(created.outs);
    expect(await provider.diff(created.id, created.outs, await checked(spec.inputs))).toMatchObject({
      changes: false,
    });

    const news = await checked(spec.update.inputs);
    const diff = await provider.diff(created.id, created.outs, news);
    expect(diff).toMatchObject({ changes: true });
    expect(diff.replaces ?? []).toEqual([]);
    const updated = (await provider.update(created.id, created.outs, news)).outs as Outputs;
    expect(updated).toMatchObject(spec.update.outputs);
    expect(outputProblems(spec.kind, updated as object)).toEqual([]);
    expect(await read(created.id, updated)).toEqual(updated);
    expect(await spec.count(client)).toBe(before + 1);

    await admin.clearRequests();
    await provider.delete(created.id, updated);
    if (spec.deleteForgets) {
      expect((await admin.requests()).filter((r) => r.method !== "GET")).toEqual([]);
      expect(await spec.count(client)).toBe(before + 1);
    } else if (spec.readAfterDelete === "found") {
      expect((await provider.read(created.id, updated)).id).toBe(created.id);
      expect(await spec.count(client)).toBe(before);
    } else {
      expect(await provider.read(created.id, updated)).toEqual({});
      expect(await spec.count(client)).toBe(before);
    }
    await expect(provider.delete(created.id, updated)).resolves.toBeUndefined();
  });

  test.each<[string, Pick<Fault, "action" | "status">]>([
    ["the response is lost after the object was stored", { action: "drop-after" }],
    ["the connection is cut before anything was stored", { action: "drop-before" }],
    ["the server answers 503", { status: 503 }],
  ])("create makes exactly one object when %s", async (_case, fault) => {
    const before = await spec.count(client);
    await admin.faults([{ ...spec.createRequest, times: 1, ...fault }]);
    const created = await create(spec.inputs);
    expect(await spec.count(client)).toBe(before + 1);
    expect(await read(created.id, created.outs)).toEqual(created.outs);
    // The fault did hit the first create request (a dropped connection logs no status).
    const path = new RegExp(spec.createRequest.path);
    const sent = (await admin.requests()).filter(
      (r) => r.method === spec.createRequest.method && path.test(r.path),
    );
    expect(sent[0]?.status).toBe(fault.status ?? null);
    // A write that took effect is found by the lookup, never sent again.
    if (fault.action === "drop-after") expect(sent).toHaveLength(1);
  });

  test("read after a change made outside Pulumi reports it, and update puts it back", async () => {
    const created = await create(spec.inputs);
    await spec.outOfBand.change(client, created.id, created.outs);
    const drifted = await read(created.id, created.outs);
    expect(drifted).toMatchObject(spec.outOfBand.read);
    expect(drifted).not.toEqual(created.outs);

    const news = await checked(spec.inputs);
    expect(await provider.diff(created.id, drifted, news)).toMatchObject({ changes: true });
    const restored = (await provider.update(created.id, drifted, news)).outs as Outputs;
    expect(restored).toEqual(created.outs);
    expect(await read(created.id, restored)).toEqual(created.outs);
  });

  if (spec.removeOutOfBand) {
    const remove = spec.removeOutOfBand;
    test("an object removed outside Pulumi reads as gone, and update says to refresh", async () => {
      const created = await create(spec.inputs);
      await remove(client, created.id);
      expect(await provider.read(created.id, created.outs)).toEqual({});
      const error = await rejection(
        provider.update(created.id, created.outs, await checked(spec.update.inputs)),
      );
      expect(error.message).toContain(`${spec.kind} ${created.id} no longer exists`);
      expect(error.message).toContain("pulumi refresh");
    });
  }

  if (spec.adoption) {
    const adoption = spec.adoption;
    test("adoption takes over the existing object instead of making another", async () => {
      const existing = await adoption.existing(client);
      const before = await spec.count(client);
      const adopted = await create(adoption.inputs);
      expect(adopted.id).toBe(existing);
      expect(await spec.count(client)).toBe(before);
      expect(await read(adopted.id, adopted.outs)).toEqual(adopted.outs);
    });
  }
}
