import { type EmulatorAdmin, type InProcessEmulator, useEmulator } from "../support/emulator";
import type { RegistrarApi } from "../support/registrar-api";
import { rejection } from "../support/rejection";
import { createTestStack, type ExportedResource, type TestStack } from "./support/test-stack";

// Registry DNSSEC (provider and external mode) and a nameserver delegation through the real CLI,
// against an emulator whose clock runs fast: jobs of about twenty emulated minutes end within
// seconds, so `up` really waits through pending. Days are crossed with the admin clock instead.
const CLOCK_RATE = 400;

let emulator: InProcessEmulator;
let admin: EmulatorAdmin;
let api: RegistrarApi;
let test_: TestStack;

const dnssecType = "pulumi-nodejs:dynamic/registrar:DnssecConfig";
const signedResource = async () =>
  (await test_.resources()).find((r) => r.type === dnssecType && r.urn.endsWith("::signed")) as
    | (ExportedResource & { initErrors?: string[] })
    | undefined;
const puts = async (path: string) =>
  (await admin.requests()).filter((r) => r.method === "PUT" && r.path === path);
/** Moves the emulator's clock just past the next UTC midnight: the daily change limits start over. */
const nextDay = async () => {
  const { now } = (await admin.advanceClock(0)) as { now: string };
  const midnight = new Date(now);
  midnight.setUTCHours(24, 0, 1, 0);
  await admin.advanceClock((midnight.getTime() - Date.parse(now)) / 1000);
};

useEmulator({ clockRate: CLOCK_RATE }, (started) => {
  emulator = started;
  ({ admin } = started);
});
beforeAll(async () => {
  api = emulator.api;
  test_ = await createTestStack("dnssec", {
    "registrar:baseUrl": { value: emulator.url },
    "registrar:apiKey": { value: emulator.apiKey, secret: true },
  });
});
afterAll(async () => {
  await test_?.dispose();
});

test("DNSSEC and a delegation: waiting, drift, resumed waits, the daily limit and destroy", async () => {
  const delegationBefore = await api.nameservers("example.com");
  expect(delegationBefore.mode).toBe("standard");
  expect((await api.dnssec("example.net")).dnssec_state).toBe("inactive");
  expect((await api.dnssec("example.info")).dnssec_state).toBe("inactive");

  // Both DNSSEC changes start jobs; `up` returns only once they are active, printing progress.
  const up = await test_.stack.up();
  expect(up.summary.resourceChanges).toEqual({ create: 4 });
  expect(up.stdout).toMatch(/DNSSEC of example\.net: pending, job \d+ \(enable provider\) in phase \w+/);
  expect(up.stdout).toMatch(/DNSSEC of example\.info: pending, job \d+ \(enable external\)/);
  expect(up.stdout).toMatch(/DNSSEC of example\.net: active \(mode provider\) after \d+s/);
  const outputs = await test_.stack.outputs();
  expect(outputs.signedState?.value).toBe("active");
  expect(outputs.externalState?.value).toBe("active");
  expect(outputs.nameservers?.value).toEqual(["ns1.dns.example.net.", "ns2.dns.example.net."]);
  const net = await api.dnssec("example.net");
  expect(net).toMatchObject({ dnssec_state: "active", pending_job: null, live_state: { zone_signed: true } });
  expect(net.live_state.records).toHaveLength(1);
  const info = await api.dnssec("example.info");
  expect(info.live_state.records).toEqual([
    expect.objectContaining({ kind: "ds", key_tag: 31589, digest: expect.stringMatching(/^3490A680/) }),
  ]);
  expect(await api.nameservers("example.com")).toMatchObject({ mode: "vanity", vanity_set_id: 1 });
  await test_.stack.preview({ expectNoChanges: true });

  // Changes made outside Pulumi are drift: preview --refresh shows both, up --refresh restores them.
  await api.putDnssec("example.net", { mode: "none", state: "disabled" });
  await api.putNameservers("example.com", null);
  const drift = await test_.stack.preview({ refresh: true });
  expect(drift.changeSummary.update).toBe(2);
  const restore = await test_.stack.up({ refresh: true });
  expect(restore.summary.resourceChanges?.update).toBe(2);
  expect((await api.dnssec("example.net")).dnssec_state).toBe("active");
  expect(await api.nameservers("example.com")).toMatchObject({ mode: "vanity", vanity_set_id: 1 });
  await test_.stack.preview({ expectNoChanges: true, refresh: true });

  // A wait shorter than the job: `up` fails but keeps the resource, with the job, in state; the
  // next `up` waits on for the same job and sends no second PUT.
  await api.putDnssec("example.net", { mode: "none", state: "disabled" });
  await admin.advanceClock(4000);
  expect((await api.dnssec("example.net")).dnssec_state).toBe("inactive");
  await test_.stack.setConfig("signedTimeoutSeconds", { value: "1" });
  await admin.clearRequests();
  const timedOut = await rejection(test_.stack.up({ refresh: true }));
  expect(String(timedOut.message)).toMatch(
    /DNSSEC of example\.net is still pending.*run `pulumi up` again to keep waiting \(no second request is sent\)/,
  );
  const kept = await signedResource();
  expect(kept?.outputs).toMatchObject({ dnssecState: "pending", pendingJob: { action: "enable" } });
  expect(kept?.initErrors).toEqual([expect.stringMatching(/is still pending/)]);
  expect(await puts("/dns/example.net/dnssec")).toHaveLength(1);

  await test_.stack.removeConfig("signedTimeoutSeconds");
  await admin.clearRequests();
  const resumed = await test_.stack.up();
  expect(resumed.summary.result).toBe("succeeded");
  expect(await puts("/dns/example.net/dnssec")).toEqual([]);
  expect((await signedResource())?.outputs).toMatchObject({ dnssecState: "active" });
  expect((await signedResource())?.initErrors ?? []).toEqual([]);
  expect((await api.dnssec("example.net")).dnssec_state).toBe("active");
  await test_.stack.preview({ expectNoChanges: true });

  // Five delegation changes a day are allowed; the sixth is refused with the API's 429 reason
  // and the delegation stays as the fifth left it.
  await nextDay();
  for (const vanitySetId of [2, 1, 2, 1, 2]) {
    await test_.stack.setConfig("vanitySetId", { value: String(vanitySetId) });
    expect((await test_.stack.up()).summary.resourceChanges?.update).toBe(1);
  }
  await test_.stack.setConfig("vanitySetId", { value: "1" });
  const limited = await rejection(test_.stack.up());
  expect(String(limited.message)).toContain("daily limit of 5 nameserver changes reached for example.com");
  expect(String(limited.message)).toContain("Nothing was changed and a daily limit is not retried");
  expect(await api.nameservers("example.com")).toMatchObject({ mode: "vanity", vanity_set_id: 2 });
  const refused = (await admin.requests()).filter(
    (r) => r.method === "PUT" && r.path === "/domains/example.com/nameservers" && r.status === 429,
  );
  expect(refused).toHaveLength(1);
  await test_.stack.setConfig("vanitySetId", { value: "2" });

  // Destroy disables DNSSEC (no DS left at the registry) and puts the delegation back; a new day,
  // or the restore would be the day's sixth change.
  await nextDay();
  await test_.stack.destroy();
  for (const domain of ["example.net", "example.info"]) {
    expect(await api.dnssec(domain)).toMatchObject({
      dnssec_state: "inactive",
      pending_job: null,
      live_state: { records: [] },
    });
  }
  expect(await api.nameservers("example.com")).toMatchObject({
    mode: delegationBefore.mode,
    vanity_set_id: delegationBefore.vanity_set_id,
    nameservers: delegationBefore.nameservers,
  });
});
