import type { RegistrarClient } from "../../../provider/client";
import * as dnsZone from "../../../provider/resources/dns-zone";
import type { DnsZoneInputs } from "../../../provider/resources/dns-zone-inputs";
import type { DnsZoneOutputs } from "../../../provider/resources/dns-zone-outputs";
import { type EmulatorAdmin, useEmulator } from "../../support/emulator";
import { rejection } from "../../support/rejection";

// DnsZone against the emulator over loopback, its steps called as the engine calls them.
let client: RegistrarClient;
let admin: EmulatorAdmin;

useEmulator({ providerSettings: true, resetEachTest: true }, (started) => ({ client, admin } = started));
let logs: string[];
beforeEach(() => {
  logs = [];
  jest.spyOn(console, "log").mockImplementation((line: string) => void logs.push(line));
});
afterEach(() => jest.restoreAllMocks());

const TAG = "1a2b3c4d.5e6f7a8b";
const base = { zone: "example.com", ownerTag: TAG };
const www = { name: "www", type: "CNAME", data: "example.com" };

async function inputs(raw: object): Promise<DnsZoneInputs> {
  const { inputs, failures } = await dnsZone.check({}, { ...base, ...raw });
  expect(failures).toBeUndefined();
  return inputs as DnsZoneInputs;
}

/** `pulumi up` of `raw` over `olds` (none: a create), as the engine runs it: check, diff, then the write. */
async function up(raw: object, olds?: DnsZoneOutputs): Promise<DnsZoneOutputs> {
  const news = await inputs(raw);
  if (!olds) return (await dnsZone.create(news)).outs as DnsZoneOutputs;
  const diff = await dnsZone.diff("example.com.", olds, news);
  if (!diff.changes) return olds;
  return (await dnsZone.update("example.com.", olds, news)).outs as DnsZoneOutputs;
}

const zoneRecords = () => client.listRecords("example.com");
const writes = async () => (await admin.requests()).filter((r) => r.method !== "GET");

test("a create takes over the declared records already there, creates the rest and reports the others", async () => {
  const before = await zoneRecords();
  const apex = before.find((r) => r.type === "A" && r.name === "example.com.");
  const outs = await up({
    records: [
      { name: "@", type: "A", data: "192.0.2.10" },
      { name: "api", type: "A", data: "192.0.2.80", ttl: 300 },
      { name: "@", type: "MX", data: "mail", priority: 10 },
    ],
  });
  expect(outs.records["@ A 192.0.2.10"]).toEqual({ id: String(apex?.id) });
  expect(outs.records["api A 192.0.2.80"]).toMatchObject({ ttl: 300 });
  expect(Object.keys(outs.records)).toEqual([
    "@ A 192.0.2.10",
    "@ MX 10 mail.example.com.",
    "api A 192.0.2.80",
  ]);
  expect(Object.keys(outs.unmanagedRecords).sort()).toEqual([
    "@ AAAA 2001:db8::10",
    "@ CAA 0 issue letsencrypt.org",
    "@ TXT v=spf1 mx -all",
    "mail A 192.0.2.25",
    "www CNAME example.com.",
  ]);
  expect(outs.zoneRecordCount).toBe(8);
  const after = await zoneRecords();
  expect(after).toHaveLength(8);
  // Every declared record carries the marker; the others are untouched.
  const marked = after
    .filter((r) => r.annotation?.endsWith(`[pulumi:${TAG}]`))
    .map((r) => `${r.name} ${r.type}`);
  expect(marked.sort()).toEqual(["api.example.com. A", "example.com. A", "example.com. MX"]);
  expect(logs.join("\n")).toContain("zone example.com. holds 5 records no resource of this stack manages");
});

test("a second up with nothing changed sends no write, and a change writes only what differs", async () => {
  const declared = [www, { name: "api", type: "A", data: "192.0.2.80", ttl: 300 }];
  const first = await up({ records: declared, unmanaged: "ignore" });
  const requestsBefore = (await admin.requests()).length;
  expect(
    await dnsZone.diff("example.com.", first, await inputs({ records: declared, unmanaged: "ignore" })),
  ).toEqual({
    changes: false,
  });
  expect((await admin.requests()).length).toBe(requestsBefore);

  const apiId = first.records["api A 192.0.2.80"]?.id;
  const changed = await up(
    {
      records: [www, { name: "api", type: "A", data: "192.0.2.81", ttl: 600 }],
      unmanaged: "ignore",
    },
    first,
  );
  // A new value at the same name and type is the same record changed in place: its id stays.
  expect(changed.records["api A 192.0.2.81"]).toEqual({ id: apiId, ttl: 600 });
  expect((await writes()).map((r) => `${r.method} ${r.path}`).slice(-1)).toEqual([`PATCH /dns/rr/${apiId}`]);
});

test("remove deletes the records nobody declared, never another stack's, another resource's or a DCV token", async () => {
  const add = (name: string, annotation?: string) =>
    client.addRecord({ name, type: "TXT", data: name, ...(annotation ? { annotation } : {}) });
  await add("other-stack.example.com.", "[pulumi:99999999.12345678]");
  await add("same-stack.example.com.", "[pulumi:1a2b3c4d.00000000]");
  await add("_dcv.example.com.").then((r) =>
    client.patchRecordByID(String(r.id), {
      name: "_dcv.example.com.",
      type: "CNAME",
      data: "dcv.ca.test.",
      annotation: "pulumi-registrar: DCV token of TLS certificate order crt-1, removed after issuance",
    }),
  );
  const outs = await up({ records: [www], unmanaged: "remove", maxChangeRatio: 1 });
  const left = (await zoneRecords()).map((r) => `${r.name} ${r.type}`).sort();
  expect(left).toEqual([
    "_dcv.example.com. CNAME",
    "other-stack.example.com. TXT",
    "same-stack.example.com. TXT",
    "www.example.com. CNAME",
  ]);
  expect(outs.otherStackRecords).toEqual({ "other-stack TXT other-stack.example.com.": expect.any(String) });
  expect(logs).toContain(
    "zone example.com. holds 1 record another Pulumi stack manages, left as they are: other-stack TXT other-stack.example.com.",
  );
  expect(outs.unmanagedRecords).toEqual({});
});

test("more changes than maxChangeRatio allows fail in diff and in update before any write", async () => {
  for (let i = 0; i < 5; i++)
    await client.addRecord({ name: `h${i}.example.com.`, type: "A", data: `192.0.2.${100 + i}` });
  const outs = await up({ records: [], unmanaged: "report" });
  expect(outs.zoneRecordCount).toBe(12);
  const news = await inputs({ records: [], unmanaged: "remove" });
  const error = await rejection(dnsZone.diff("example.com.", outs, news));
  expect(error.message).toMatch(
    /^zone example\.com\.: this update would change or delete 12 of its 12 records \(100%\), more than maxChangeRatio 0\.3 allows \(delete @ A 192\.0\.2\.10; .*\)\. If that is intended, raise maxChangeRatio on this DnsZone \(1 allows any change\), or allow it for one run with REGISTRAR_MAX_CHANGE_RATIO=1/,
  );
  expect(error.stack).toBe(error.message);
  const writesBefore = (await writes()).length;
  await expect(dnsZone.update("example.com.", outs, news)).rejects.toThrow(/more than maxChangeRatio/);
  expect((await writes()).length).toBe(writesBefore);

  process.env.REGISTRAR_MAX_CHANGE_RATIO = "1";
  try {
    await dnsZone.update("example.com.", outs, news);
  } finally {
    delete process.env.REGISTRAR_MAX_CHANGE_RATIO;
  }
  expect(await zoneRecords()).toEqual([]);
});

test("the guard starts at 10 records and allows exactly the ratio", async () => {
  const addHosts = async (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      await client.addRecord({ name: `h${i}.example.com.`, type: "A", data: `192.0.2.${100 + i}` });
    }
  };
  const hosts = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, k) => ({
      name: `h${from + k}`,
      type: "A",
      data: `192.0.2.${100 + from + k}`,
    }));
  const removingAllBut = async (kept: object[]) => inputs({ records: kept, unmanaged: "remove" });

  await addHosts(0, 2);
  const nine = await up({ records: [], unmanaged: "report" });
  expect(nine.zoneRecordCount).toBe(9);
  // Below 10 records no guard: all 9 may go.
  expect((await dnsZone.diff("example.com.", nine, await removingAllBut([]))).changes).toBe(true);

  await addHosts(2, 10);
  const outs = (await dnsZone.read("example.com.", nine)).props as DnsZoneOutputs;
  expect(outs.zoneRecordCount).toBe(17);
  // 17 records: 5 deletions (29 %) pass, 6 (35 %) do not.
  const fiveGo = await removingAllBut([
    ...hosts(0, 10),
    www,
    { name: "mail", type: "A", data: "192.0.2.25" },
  ]);
  expect((await dnsZone.diff("example.com.", outs, fiveGo)).changes).toBe(true);
  const sixGo = await removingAllBut([...hosts(0, 10), www]);
  await expect(dnsZone.diff("example.com.", outs, sixGo)).rejects.toThrow(
    "would change or delete 6 of its 17 records (35%)",
  );
});

test("a refresh sees a hand-added record as drift the next preview shows by key", async () => {
  const outs = await up({ records: [www], unmanaged: "ignore" });
  const reporting = await up({ records: [www], unmanaged: "report" }, outs);
  await client.addRecord({ name: "hand.example.com.", type: "A", data: "192.0.2.99" });
  const read = await dnsZone.read("example.com.", reporting);
  expect(read.props?.unmanagedRecords).toHaveProperty(["hand A 192.0.2.99"]);
  expect((read.inputs as unknown as Record<string, unknown>).unmanagedRecords).toHaveProperty([
    "hand A 192.0.2.99",
  ]);
  const news = await inputs({ records: [www], unmanaged: "report" });
  expect((await dnsZone.diff("example.com.", read.props as DnsZoneOutputs, news)).changes).toBe(true);
  const ignoring = await inputs({ records: [www], unmanaged: "ignore" });
  const ignored = { ...(read.props as DnsZoneOutputs), unmanaged: "ignore" as const, unmanagedRecords: {} };
  expect((await dnsZone.diff("example.com.", ignored, ignoring)).changes).toBe(false);
});

test("a create killed halfway is finished by the next create without duplicates", async () => {
  const declared = Array.from({ length: 40 }, (_, i) => ({ name: `n${i}`, type: "A", data: `192.0.2.${i}` }));
  // Ten creates are refused: the run fails, the records made so far carry the marker.
  await admin.faults([{ method: "POST", path: "^/dns/rr$", times: 10, status: 400 }]);
  await expect(up({ records: declared, unmanaged: "ignore" })).rejects.toThrow(/writes failed/);
  await admin.clearFaults();
  const outs = await up({ records: declared, unmanaged: "ignore" });
  expect(Object.keys(outs.records)).toHaveLength(40);
  const names = (await zoneRecords()).map((r) => `${r.name} ${r.data}`);
  expect(new Set(names).size).toBe(names.length);
  expect(names.filter((n) => n.startsWith("n"))).toHaveLength(40);
});

test("delete removes this resource's records and nothing else", async () => {
  const outs = await up({
    records: [{ name: "gone", type: "A", data: "192.0.2.7" }, www],
    unmanaged: "report",
  });
  await dnsZone.delete("example.com.", outs);
  const left = (await zoneRecords()).map((r) => `${r.name} ${r.type}`).sort();
  expect(left).toHaveLength(6);
  expect(left).not.toContain("gone.example.com. A");
  expect(left).not.toContain("www.example.com. CNAME");
});

test("a zone the account does not have is an error naming the zone and the lookup", async () => {
  const error = await rejection(dnsZone.create(await inputs({ zone: "example.xyz", records: [] })));
  expect(error.message).toMatch(
    /^zone: the account has no zone example\.xyz\. \(.*\): add the zone to the account/,
  );
});
