import * as dnssecConfig from "../../../../dynamic/dnssec-config";
import { ManualClock } from "../../../../emulator";
import type { RegistrarClient } from "../../../../provider/client";
import { clock } from "../../../../provider/common/clock";
import { recipe } from "../../../../provider/resources/dnssec-config/recipe";
import type { Step } from "../../../../provider/resources/runner/recipe";
import { NotConvergedError } from "../../../../provider/resources/runner/recipe";
import { type EmulatorAdmin, useEmulator } from "../../../support/emulator";
import { rejection } from "../../../support/rejection";

type Outputs = dnssecConfig.DnssecConfigOutputs;

// The provider against the emulator over loopback, on one manual clock that the provider's waits
// advance: DNSSEC jobs take emulated minutes, and nothing sleeps.
let client: RegistrarClient;
let admin: EmulatorAdmin;
let log: jest.SpyInstance;
const time = new ManualClock("2025-03-01T00:00:00Z");

useEmulator(
  { clock: time, providerSettings: true, resetEachTest: true },
  (started) => ({ client, admin } = started),
);
beforeEach(() => {
  log = jest.spyOn(console, "log").mockImplementation(() => undefined);
  jest.spyOn(clock, "now").mockImplementation(() => time.now().getTime());
  jest.spyOn(clock, "sleep").mockImplementation(async (ms) => time.advance(ms / 1000));
});
afterEach(() => jest.restoreAllMocks());

const checked = async (raw: object) => {
  const { inputs, failures } = await dnssecConfig.check({}, raw);
  expect(failures).toBeUndefined();
  return inputs as dnssecConfig.DnssecConfigInputs;
};
const create = async (raw: object) => {
  const { id, outs } = await dnssecConfig.create(await checked(raw));
  return { id, outs: outs as Outputs };
};
const read = async (id: string, props: Outputs) => (await dnssecConfig.read(id, props)).props as Outputs;
const logged = () => log.mock.calls.map((call) => String(call[0]));
const puts = async () => (await admin.requests()).filter((r) => r.method === "PUT");
const recorded = (error: unknown) => {
  expect(error).toBeInstanceOf(NotConvergedError);
  return (error as NotConvergedError).properties as unknown as Outputs;
};
const outage = async (domain: string, times: number) => {
  await admin.registryOutages([{ domain, operation: "dnssec", times }]);
};

test("create enables provider DNSSEC with one PUT, waits with progress lines until active; refresh shows no change", async () => {
  const { id, outs } = await create({ domain: "Example.NET.", mode: "provider" });
  expect(id).toBe("example.net");
  expect(outs).toMatchObject({
    domain: "example.net",
    mode: "provider",
    state: "enabled",
    dnssecState: "active",
    desiredState: { mode: "provider", state: "enabled" },
    liveState: { mode: "provider", state: "enabled", zoneSigned: true },
  });
  expect(outs.pendingJob).toBeUndefined();
  expect(outs.dsRecords).toEqual([
    {
      keyTag: expect.any(Number),
      algorithm: 13,
      digestType: 2,
      digest: expect.stringMatching(/^[0-9A-F]{64}$/),
    },
  ]);
  expect(await puts()).toHaveLength(1);
  // Progress lines carry the state and the elapsed time; the verify ended propagation early.
  expect(logged()).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /^DNSSEC of example\.net: pending, job \d+ \(enable provider\) in phase signing, 0s elapsed$/,
      ),
      expect.stringMatching(/^DNSSEC of example\.net: active \(mode provider\) after \d+s$/),
    ]),
  );
  expect((await admin.requests()).some((r) => r.method === "POST" && r.path.endsWith("/dnssec/verify"))).toBe(
    true,
  );
  expect(await read(id, outs)).toEqual(outs);
  expect(
    await dnssecConfig.diff(id, outs, await checked({ domain: "example.net", mode: "provider" })),
  ).toEqual({
    changes: false,
  });
});

test("a configuration the API already shows is not sent again (example.com is active in provider mode)", async () => {
  await admin.clearRequests();
  const { outs } = await create({ domain: "example.com", mode: "provider" });
  expect(outs.dnssecState).toBe("active");
  expect(await puts()).toEqual([]);
});

test("a change names the inputs that differ; waiting on a job names none", async () => {
  const { outs } = await create({ domain: "example.com", mode: "provider" });
  const step = {} as Step;
  const news = await checked({
    domain: "example.com",
    mode: "provider",
    state: "disabled",
    timeoutSeconds: 60,
  });
  expect(recipe.diff(step, outs, news)).toEqual({ changes: true, changed: ["state", "timeoutSeconds"] });
  const pending = { ...outs, dnssecState: "pending" as const };
  const same = await checked({ domain: "example.com", mode: "provider" });
  expect(recipe.diff(step, pending, same)).toEqual({ changes: true, changed: [] });
});

test("at the deadline a NotConvergedError keeps the resource; the next up resumes waiting without a second PUT", async () => {
  const error = await rejection(
    dnssecConfig.create(await checked({ domain: "example.net", mode: "provider", timeoutSeconds: 100 })),
  );
  const props = recorded(error);
  expect(error.id).toBe("example.net");
  expect(error.message).toMatch(
    /^DNSSEC of example\.net is still pending, job \d+ \(enable provider\) in phase \w+ after \d+s \(timeoutSeconds 100/,
  );
  expect(error.message).toContain("run `pulumi up` again to keep waiting (no second request is sent)");
  expect(props).toMatchObject({ dnssecState: "pending", pendingJob: { action: "enable" } });

  const news = await checked({ domain: "example.net", mode: "provider" });
  expect(await dnssecConfig.diff(error.id, props, news)).toEqual({ changes: true });
  const outs = (await dnssecConfig.update(error.id, props, news)).outs as Outputs;
  expect(outs.dnssecState).toBe("active");
  expect(await puts()).toHaveLength(1);
});

test('waitFor "accepted" returns once the registry holds the DS; diff is then settled', async () => {
  const { id, outs } = await create({ domain: "example.net", mode: "provider", waitFor: "accepted" });
  expect(outs).toMatchObject({ dnssecState: "pending", pendingJob: { phase: "propagation" } });
  expect(outs.liveState.records).toEqual([expect.objectContaining({ kind: "ds" })]);
  const news = await checked({ domain: "example.net", mode: "provider", waitFor: "accepted" });
  expect(await dnssecConfig.diff(id, outs, news)).toEqual({ changes: false });
});

test("a job already running is waited for, not cancelled, and the PUT is skipped when it leads to the wanted state", async () => {
  // example.org runs a provider enable job from the fixtures.
  const { outs } = await create({ domain: "example.org", mode: "provider" });
  expect(outs.dnssecState).toBe("active");
  const requests = await admin.requests();
  expect(requests.filter((r) => r.method === "PUT" || r.path.endsWith("/cancel"))).toEqual([]);
});

test("a job towards another configuration is waited for, then the change is sent", async () => {
  await client.putDNSSECByDomain("example.com", { mode: "none", state: "disabled" });
  await admin.clearRequests();
  // Two jobs one after the other take longer than the default timeout.
  const { outs } = await create({ domain: "example.com", mode: "provider", timeoutSeconds: 3600 });
  expect(outs.dnssecState).toBe("active");
  expect((await admin.requests()).filter((r) => r.path.endsWith("/cancel"))).toEqual([]);
  expect(await puts()).toHaveLength(1);
  expect(logged()).toContainEqual(
    expect.stringMatching(/job \d+ \(disable provider\) is running; waiting for it to end/),
  );
});

test("409 in provider mode says the domain must be on the service's nameservers", async () => {
  const error = await rejection(create({ domain: "example.info", mode: "provider" }));
  expect(error.message).toMatch(/^mode: enabling DNSSEC in mode "provider" for example\.info was refused/);
  expect(error.message).toContain("NameserverDelegation");
  expect(error).not.toBeInstanceOf(NotConvergedError);
});

test("417 names records and says what to check", async () => {
  const records = [{ kind: "ds", keyTag: 1, algorithm: 5, digestType: 2, digest: "a".repeat(64) }];
  const error = await rejection(create({ domain: "example.info", mode: "external", records }));
  expect(error.message).toMatch(/^records: the registry refused the record set of example\.info/);
  expect(error.message).toContain("dnssec-dsfromkey");
});

test("502 says nothing changed and to run up again; the state is unchanged", async () => {
  await outage("example.net", 3);
  const error = await rejection(create({ domain: "example.net", mode: "provider" }));
  expect(error.message).toMatch(
    /^the registry did not take enabling DNSSEC in mode "provider" for example\.net/,
  );
  expect(error.message).toContain("nothing changed: run `pulumi up` again later");
  expect((await client.getDNSSECByDomain("example.net")).dnssec_state).toBe("inactive");
});

test("external records: spelling, case, field order and record order never show as a diff", async () => {
  const a = {
    kind: "DS",
    keyTag: 2371,
    algorithm: 13,
    digestType: 2,
    digest: `${"ab".repeat(16)} ${"CD".repeat(16)}`,
  };
  const b = { digest: "ef".repeat(32), digestType: 2, algorithm: 13, keyTag: 5, kind: "ds" };
  const { id, outs } = await create({ domain: "example.info", mode: "external", records: [a, b] });
  expect(outs.records).toEqual([
    { kind: "ds", keyTag: 5, algorithm: 13, digestType: 2, digest: "EF".repeat(32) },
    {
      kind: "ds",
      keyTag: 2371,
      algorithm: 13,
      digestType: 2,
      digest: `${"AB".repeat(16)}${"CD".repeat(16)}`,
    },
  ]);
  const respelled = await checked({
    domain: "example.info",
    mode: "external",
    records: [
      { ...b, digest: "EF".repeat(32) },
      { ...a, digest: a.digest.toLowerCase().replace(" ", "\n") },
    ],
  });
  expect(await dnssecConfig.diff(id, await read(id, outs), respelled)).toEqual({ changes: false });
});

test("read shows DNSSEC disabled outside Pulumi as drift; update enables it again", async () => {
  const { id, outs } = await create({ domain: "example.net", mode: "provider" });
  await client.putDNSSECByDomain("example.net", { mode: "none", state: "disabled" });
  const drifted = await read(id, outs);
  expect(drifted).toMatchObject({ state: "disabled", dnssecState: "pending" });
  const news = await checked({ domain: "example.net", mode: "provider", timeoutSeconds: 3600 });
  expect(await dnssecConfig.diff(id, drifted, news)).toEqual({ changes: true });
  const restored = (await dnssecConfig.update(id, drifted, news)).outs as Outputs;
  expect(restored).toMatchObject({ state: "enabled", dnssecState: "active" });
});

test("delete disables and waits until inactive; delete of an unknown domain is done", async () => {
  const { id, outs } = await create({ domain: "example.net", mode: "provider" });
  await admin.clearRequests();
  await dnssecConfig.delete(id, outs);
  const now = await client.getDNSSECByDomain("example.net");
  expect(now).toMatchObject({
    dnssec_state: "inactive",
    pending_job: null,
    desired_state: { state: "disabled" },
  });
  expect(await puts()).toHaveLength(1);
  await expect(
    dnssecConfig.delete("nowhere.example", { ...outs, domain: "nowhere.example" }),
  ).resolves.toBeUndefined();
});

test("a delete that reaches its deadline fails saying to run destroy again; the next one only waits", async () => {
  const { id, outs } = await create({ domain: "example.net", mode: "provider" });
  const error = await rejection(dnssecConfig.delete(id, { ...outs, timeoutSeconds: 60 }));
  expect(error.message).toMatch(/^DNSSEC of example\.net is still pending, job \d+ \(disable provider\)/);
  expect(error.message).toContain("run `pulumi destroy` again to keep waiting");
  await admin.clearRequests();
  await dnssecConfig.delete(id, outs);
  expect(await puts()).toEqual([]);
  expect((await client.getDNSSECByDomain("example.net")).dnssec_state).toBe("inactive");
});

test("the end of a job the API times is read a second after the instant it announced", async () => {
  // Without verifies, only time ends a phase: signing 60 s, registry 120 s, propagation 1800 s.
  await create({ domain: "example.net", mode: "provider", verifyAfterApply: false, timeoutSeconds: 3600 });
  const log = await admin.requests();
  const put = Date.parse(log.find((r) => r.method === "PUT")?.time ?? "");
  const reads = log
    .filter((r) => r.method === "GET" && Date.parse(r.time) > put)
    .map((r) => (Date.parse(r.time) - put) / 1000);
  // The job ends at 1980 s; the backoff's steps would read it at 1984.4 s. A poll at least every
  // 30 s meanwhile.
  expect(reads.at(-1)).toBeGreaterThanOrEqual(1980);
  expect(reads.at(-1)).toBeLessThanOrEqual(1981);
  expect(Math.max(...reads.map((t, i) => t - (reads[i - 1] ?? 0)))).toBeLessThanOrEqual(30);
});

test("a replacement takes the domain's DNSSEC over: the old resource's delete leaves it, in one line", async () => {
  const raw = { domain: "example.net", mode: "provider" };
  const old = await create(raw);
  await create(raw); // `pulumi up --replace`: the new resource first, then the old one's delete
  await admin.clearRequests();
  await dnssecConfig.delete(old.id, old.outs);
  expect(await puts()).toEqual([]);
  expect((await client.getDNSSECByDomain("example.net")).dnssec_state).toBe("active");
  expect(logged()).toContainEqual(
    "DNSSEC of example.net left as it is: the resource that replaces this one took it over in this run",
  );
});
