import type { RecordResponse, RegistrarClient } from "../../provider/client";
import { type InProcessEmulator, useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";
import { createTestStack, type TestStack } from "./support/test-stack";

const longTxt = `v=spf1 ${Array.from({ length: 30 }, (_, i) => `ip4:198.51.100.${i}`).join(" ")} -all`;

/** Every record type, with inputs that need normalization to match what the API returns. */
const records = {
  web: { name: "App.Example.com", type: "A", data: "192.0.2.10", ttl: 300 },
  web6: { name: "app.example.com.", type: "AAAA", data: "2001:DB8:0:0:0:0:0:10" },
  www: { name: "www-e2e", zone: "example.com", type: "CNAME", data: "App.Example.com" },
  edge: { name: "edge.example.net", type: "ALIAS", data: "app.example.com" },
  mail: { name: "Mail-e2e.example.org", type: "MX", data: "MX1.example.org", priority: 10 },
  spf: { name: "spf-e2e.example.com", type: "TXT", data: longTxt },
  caa: { name: "ca-e2e.example.org", type: "CAA", data: '0 issuewild "letsencrypt.org"' },
  switch: { name: "switch.example.com", type: "A", data: "192.0.2.20" },
  rename: { name: "old-name.example.com", type: "A", data: "192.0.2.30", annotation: "managed by e2e" },
};

let emulator: InProcessEmulator;
let client: RegistrarClient;
let test_: TestStack;

const zones = ["example.com", "example.net", "example.org"];
const zoneRecords = async (): Promise<Record<string, RecordResponse[]>> =>
  Object.fromEntries(await Promise.all(zones.map(async (zone) => [zone, await client.listRecords(zone)])));
const setRecords = (value: object) => test_.stack.setConfig("records", { value: JSON.stringify(value) });
const ids = async () => (await test_.stack.outputs()).recordIds?.value as Record<string, string>;

useEmulator({}, (started) => {
  emulator = started;
  ({ client } = started);
});
beforeAll(async () => {
  test_ = await createTestStack("records", {
    "registrar:baseUrl": { value: emulator.url },
    "registrar:apiKey": { value: emulator.apiKey, secret: true },
    records: { value: JSON.stringify(records) },
  });
});
afterAll(async () => {
  await test_?.dispose();
});

test("the whole life of DNS records through the real CLI", async () => {
  const before = await zoneRecords();

  // Create all seven types; the canonical inputs then match the API exactly.
  const up = await test_.stack.up();
  expect(up.summary.resourceChanges).toEqual({ create: Object.keys(records).length + 1 });
  await test_.stack.preview({ expectNoChanges: true });
  const created = await ids();
  expect((await client.getRecord(created.web6 as string)).data.toLowerCase()).toContain("2001:db8");
  expect((await client.getRecord(created.spf as string)).data).toBe(longTxt);

  // A change made outside Pulumi is drift: preview --refresh shows it, up --refresh restores it.
  await client.patchRecordByID(created.web as string, {
    name: "app.example.com.",
    type: "A",
    data: "192.0.2.99",
    ttl: 300,
  });
  const drift = await test_.stack.preview({ refresh: true });
  expect(drift.changeSummary.update).toBe(1);
  await test_.stack.up({ refresh: true });
  expect((await client.getRecord(created.web as string)).data).toBe("192.0.2.10");
  await test_.stack.preview({ expectNoChanges: true, refresh: true });

  // A record deleted outside Pulumi is created again.
  await client.deleteRecord(created.mail as string);
  const recreate = await test_.stack.up({ refresh: true });
  expect(recreate.summary.resourceChanges?.create).toBe(1);
  const mail = (await ids()).mail as string;
  expect(mail).not.toBe(created.mail);
  expect((await client.getRecord(mail)).priority).toBe(10);

  // A→CNAME and a rename update in place: same record ids.
  await setRecords({
    ...records,
    switch: { name: "switch.example.com", type: "CNAME", data: "app.example.com" },
    rename: { ...records.rename, name: "new-name.example.com" },
  });
  const change = await test_.stack.up();
  expect(change.summary.resourceChanges).toEqual({ same: Object.keys(records).length - 1, update: 2 });
  const after = await ids();
  expect(after.switch).toBe(created.switch);
  expect(after.rename).toBe(created.rename);
  expect(await client.getRecord(after.switch as string)).toMatchObject({
    type: "CNAME",
    data: "app.example.com.",
  });
  expect(await client.getRecord(after.rename as string)).toMatchObject({ name: "new-name.example.com." });
  await test_.stack.preview({ expectNoChanges: true });

  // Destroy leaves every zone as the fixtures had it.
  await test_.stack.destroy();
  expect(await zoneRecords()).toEqual(before);
});

test("a create whose response is lost leaves each record exactly once", async () => {
  const admin = emulator.admin;
  await setRecords(records);
  await admin.faults([{ method: "POST", path: "^/dns/rr$", action: "drop-after", times: 2 }]);
  const up = await test_.stack.up();
  expect(up.summary.result).toBe("succeeded");
  await admin.clearFaults();
  const all = Object.values(await zoneRecords()).flat();
  for (const record of Object.values(records)) {
    const type = record.type;
    const matches = all.filter(
      (r) => r.type === type && r.name.startsWith(record.name.toLowerCase().replace(/\.$/, "")),
    );
    expect(matches).toHaveLength(1);
  }
  const dropped = (await admin.requests()).filter((r) => r.method === "POST" && r.status === null);
  expect(dropped).toHaveLength(2);
  await test_.stack.destroy();
});

test("a write that meets a server error is sent again within the up; one that keeps failing fails it on one line, and the next up converges", async () => {
  const admin = emulator.admin;
  const two = { web: records.web, switch: records.switch };
  await setRecords(two);
  await test_.stack.up();

  // Once: the PATCH of the declared values is sent again within the same up.
  await setRecords({ ...two, web: { ...records.web, data: "192.0.2.11" } });
  await admin.faults([{ method: "PATCH", path: "^/dns/rr/", times: 1, status: 502 }]);
  const patched = await test_.stack.up();
  expect(patched.summary.resourceChanges).toEqual({ same: 2, update: 1 });
  expect(patched.stdout).toMatch(
    /PATCH \/dns\/rr\/\d+ failed with 502; sending it again in 0\.25 s \(attempt 2 of 5\)/,
  );
  const web = (await ids()).web as string;
  expect((await client.getRecord(web)).data).toBe("192.0.2.11");

  // Every attempt fails: the up fails with one line naming the record and what to do.
  const gone = (await ids()).switch as string;
  await setRecords({ web: { ...records.web, data: "192.0.2.11" } });
  await admin.faults([{ method: "DELETE", path: "^/dns/rr/", times: 100, status: 502 }]);
  const output = String((await rejection(test_.stack.up())).message);
  expect(output).toMatch(
    new RegExp(
      `DnsRecord ${gone}: delete did not complete: DELETE /dns/rr/${gone} failed with 502: injected fault \\(after 5 attempts in [\\d.]+ s\\)\\. It may have taken effect: run \`pulumi up\` again once the API answers`,
    ),
  );
  expect(output).not.toMatch(/\n\s+at /);

  // The next up converges: the record goes, nothing is left twice.
  await admin.clearFaults();
  const next = await test_.stack.up();
  expect(next.summary.resourceChanges).toEqual({ same: 2, delete: 1 });
  await expect(client.getRecord(gone)).rejects.toThrow(/404/);
  await test_.stack.preview({ expectNoChanges: true });
  await test_.stack.destroy();
});

test("bad input fails the preview per property, before any API call", async () => {
  const admin = emulator.admin;
  await setRecords({
    bad: { name: "bad..example.com", type: "A", data: "192.0.2.300", ttl: 30 },
  });
  await admin.clearRequests();
  const error = await rejection(test_.stack.preview());
  const output = String(error.message);
  expect(output).toContain("label");
  expect(output).toContain('"192.0.2.300" is not an IPv4 address');
  expect(output).toContain("must be between 60 and 86400");
  expect(await admin.requests()).toEqual([]);
});
