import type { RunningEmulator } from "../../emulator";
import type { RegistrarClient } from "../../provider/client";
import { type EmulatorAdmin, useEmulator } from "../support/emulator";
import type { LoggedRequest } from "../support/emulator-admin";
import { createTestStack, type TestStack } from "./support/test-stack";

// A thousand records in three zones through the real CLI, counted at the API: `up` with
// `--parallel 64` never has more requests in flight than the client's cap, its thousand checks
// read the account's zones once, preview asks nothing, and refresh reads each zone once plus one GET per record missing from its listing.

const count = 1000;
const zones = ["example.com.", "example.net.", "example.org."];
const recordType = "pulumi-nodejs:dynamic/registrar:DnsRecord";

let emulator: RunningEmulator;
let client: RegistrarClient;
let admin: EmulatorAdmin;
let test_: TestStack;

useEmulator({}, (started) => {
  emulator = started;
  ({ client, admin } = started);
});
beforeAll(async () => {
  test_ = await createTestStack("many-records", {
    "registrar:baseUrl": { value: emulator.url },
    "registrar:apiKey": { value: emulator.apiKey, secret: true },
    count: { value: String(count) },
  });
  // What this test counts is the provider's requests. The engine's checkpoint after every step is
  // most of the time of a thousand-resource command, and the README recommends skipping it for
  // large stacks (safe through the ownership markers, see zone-crash-safety.test.ts).
  test_.stack.workspace.envVars.PULUMI_SKIP_CHECKPOINTS = "true";
});
afterAll(async () => {
  await test_?.dispose();
});

const summary = (log: LoggedRequest[]) => log.map((entry) => `${entry.method} ${entry.path} ${entry.status}`);

test("a thousand records: a capped up, a silent preview, and a refresh that lists each zone", async () => {
  // An API that takes 100 ms per create, as a remote one does: the engine's 64 parallel
  // operations then overlap at the provider, and only its cap keeps them from the API.
  await admin.faults([{ method: "POST", path: "^/dns/rr$", action: "delay", delayMs: 100, times: count }]);
  const up = await test_.stack.up({ parallel: 64 });
  expect(up.summary.resourceChanges).toEqual({ create: count + 1 });
  const upLog = await admin.requests();
  expect(summary(upLog).filter((line) => line === "POST /dns/rr 200")).toHaveLength(count);
  // Besides the creates, one read for every check: the account's zones, which the records name.
  expect(summary(upLog).filter((line) => line !== "POST /dns/rr 200")).toEqual(["GET /dns/zones 200"]);
  // The engine hands the provider up to 64 operations at once; the API sees the default cap.
  const peak = Math.max(...upLog.map((entry) => entry.inFlight ?? Number.NaN));
  expect(peak).toBe(8);

  await admin.clearRequests();
  await test_.stack.preview({ expectNoChanges: true });
  expect(await admin.requests()).toEqual([]);

  // Drift made outside Pulumi: one record changed, one deleted.
  const state = await test_.resources();
  const idOf = (name: string) =>
    state.find((r) => r.type === recordType && r.urn.endsWith(`::${name}`))?.id ?? "";
  const changed = idOf("record-3");
  const deleted = idOf("record-4");
  await client.patchRecordByID(changed, {
    name: "record-3.example.com.",
    type: "TXT",
    data: "changed outside",
  });
  await client.deleteRecord(deleted);

  await admin.clearRequests();
  await test_.stack.refresh();
  const refreshLog = summary(await admin.requests());
  const listings = refreshLog.filter((line) => / \/dns\/[^/]+\/rr 200$/.test(line));
  for (const zone of zones) {
    const ofZone = listings.filter((line) => line === `GET /dns/${zone}/rr 200`);
    expect(ofZone.length).toBeGreaterThanOrEqual(1);
    expect(ofZone.length).toBeLessThanOrEqual(3);
  }
  // Everything else: the one record missing from its listing, confirmed gone by its own GET.
  expect(refreshLog.filter((line) => !listings.includes(line))).toEqual([`GET /dns/rr/${deleted} 404`]);

  const after = (await test_.resources()).filter((r) => r.type === recordType);
  expect(after).toHaveLength(count - 1);
  expect(after.find((r) => r.id === changed)?.outputs?.data).toBe("changed outside");
  expect(after.find((r) => r.id === deleted)).toBeUndefined();
});
