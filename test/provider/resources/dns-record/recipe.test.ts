import * as dnsRecord from "../../../../dynamic/dns-record";
import type { RegistrarClient } from "../../../../provider/client";
import type { DnsRecordInputs } from "../../../../provider/resources/dns-record/inputs";
import { type EmulatorAdmin, useEmulator } from "../../../support/emulator";
import { rejection } from "../../../support/rejection";

// DnsRecord's own behaviour against the emulator over loopback; what every resource shares
// (CRUD, faults, drift, adoption in general) is in conformance.test.ts.
let client: RegistrarClient;
let admin: EmulatorAdmin;

useEmulator({ providerSettings: true, resetEachTest: true }, (started) => ({ client, admin } = started));
silenceConsole();

const inputs = async (raw: object) => {
  const { inputs, failures } = await dnsRecord.check({}, raw);
  expect(failures).toBeUndefined();
  return inputs as DnsRecordInputs;
};
const recordsNamed = async (name: string) =>
  (await client.listRecords("example.com")).filter((record) => record.name === name);

test("an existing identical record is a clear error unless adoptExisting takes it over", async () => {
  const raw = { name: "mail.example.com", type: "A", data: "192.0.2.25", ttl: 900 };
  const [fixture] = await recordsNamed("mail.example.com.");
  const error = await rejection(dnsRecord.create(await inputs(raw)));
  expect(error.status).toBe(417);
  expect(error.message).toContain(
    `record ${fixture?.id} has this value; if another resource of this program manages it, declare it once, otherwise set adoptExisting: true`,
  );

  const adopted = await dnsRecord.create(await inputs({ ...raw, adoptExisting: true }));
  expect(adopted.id).toBe(String(fixture?.id));
  expect(adopted.outs).toMatchObject({ ttl: 900, adoptExisting: true });
  expect(await recordsNamed("mail.example.com.")).toHaveLength(1);
});

test("adoptExisting takes over the CNAME at a name even with another target", async () => {
  const [fixture] = await recordsNamed("www.example.com.");
  const adopted = await dnsRecord.create(
    await inputs({ name: "www.example.com", type: "CNAME", data: "app.example.net", adoptExisting: true }),
  );
  expect(adopted.id).toBe(String(fixture?.id));
  expect((await client.getRecord(adopted.id)).data).toBe("app.example.net.");
});

test("a name in no zone of the account names the zone looked for and the lookup that lists the zones", async () => {
  // Check refuses it as create would (account-check.test.ts): preview fails before `up` sends anything.
  const refusal = async (raw: object) => (await dnsRecord.check({}, raw)).failures?.[0]?.reason;
  expect(await refusal({ name: "www", zone: "example.xyz", type: "A", data: "192.0.2.1" })).toMatch(
    /^name: the account has no zone example\.xyz\. \(.*\): add the zone to the account, or correct name and zone \(getDnsZones lists the account's zones\)$/,
  );
  expect(
    await refusal({ name: "www.example.xyz", type: "A", data: "192.0.2.1", adoptExisting: true }),
  ).toMatch(/^name: the account has no zone holding www\.example\.xyz\. \(/);
  expect((await admin.requests()).filter((r) => r.method !== "GET")).toEqual([]);
});

test("a create that never reaches the server is an error, not a hang", async () => {
  await admin.faults([{ method: "POST", path: "^/dns/rr$", times: 10, status: 503 }]);
  const error = await rejection(
    dnsRecord.create(await inputs({ name: "down.example.com", type: "A", data: "192.0.2.9" })),
  );
  expect(error.status).toBe(503);
  expect(await recordsNamed("down.example.com.")).toEqual([]);
});

function silenceConsole(): void {
  let spy: jest.SpyInstance;
  beforeEach(() => {
    spy = jest.spyOn(console, "log").mockImplementation(() => undefined);
  });
  afterEach(() => spy.mockRestore());
}

test("the state stores the API's id once, as the resource's id: no output repeats it", async () => {
  const created = await dnsRecord.create(
    await inputs({ name: "once.example.com", type: "A", data: "192.0.2.40", ownerTag: "0123abcd.4567ef89" }),
  );
  expect(created.id).toMatch(/^\d+$/);
  expect(Object.keys(created.outs ?? {}).sort()).toEqual(["data", "name", "ownerTag", "ttl", "type", "zone"]);
  const read = await dnsRecord.read(created.id, created.outs);
  expect(read).toEqual({ id: created.id, props: created.outs });
});

test("a replacement takes the record over by its value and owner; the old resource's delete leaves it", async () => {
  const raw = { name: "kept.example.com", type: "A", data: "192.0.2.41", ownerTag: "0123abcd.4567ef89" };
  const old = await dnsRecord.create(await inputs(raw));
  // `pulumi up --replace`: the new resource is created first, then the old one deleted.
  const replacement = await dnsRecord.create(await inputs(raw));
  expect(replacement.id).toBe(old.id);
  const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
  await dnsRecord.delete(old.id, old.outs as dnsRecord.DnsRecordOutputs);
  expect(log.mock.calls.map(([line]) => String(line))).toContainEqual(
    expect.stringContaining(
      `DNS record ${old.id} left as it is: the resource that replaces this one took it over in this run`,
    ),
  );
  expect((await recordsNamed("kept.example.com.")).map((record) => String(record.id))).toEqual([old.id]);
});
