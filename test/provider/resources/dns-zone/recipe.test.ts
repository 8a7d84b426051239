import * as dnsZone from "../../../../dynamic/dns-zone";
import type { RegistrarClient } from "../../../../provider/client";
import { RegistrarApi } from "../../../../provider/client/api";
import { DEFAULT_MAX_CONCURRENT_REQUESTS } from "../../../../provider/client/option-checks";
import { recipeSettings } from "../../../../provider/config";
import type { DnsZoneInputs } from "../../../../provider/resources/dns-zone/inputs";
import type { DnsZoneOutputs } from "../../../../provider/resources/dns-zone/outputs";
import { recipe } from "../../../../provider/resources/dns-zone/recipe";
import type { Step } from "../../../../provider/resources/runner/recipe";
import { type EmulatorAdmin, useEmulator } from "../../../support/emulator";
import { rejection } from "../../../support/rejection";

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

/** Checked inputs; `olds`: the old inputs the engine passes for a zone it holds (none for a new one). */
async function inputs(raw: object, olds: object = {}): Promise<DnsZoneInputs> {
  const { inputs, failures } = await dnsZone.check(olds, { ...base, ...raw });
  expect(failures).toBeUndefined();
  return inputs as DnsZoneInputs;
}

/** `pulumi up` of `raw` over `olds` (none: a create), as the engine runs it: check, diff, then the write. */
async function up(raw: object, olds?: DnsZoneOutputs): Promise<DnsZoneOutputs> {
  const news = await inputs(raw, olds ? base : {});
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
    "@ CAA 0 issue ca.registrar.example",
    "@ CAA 0 issue letsencrypt.org",
    "@ TXT v=spf1 mx -all",
    "mail A 192.0.2.25",
    "www CNAME example.com.",
  ]);
  expect(outs.zoneRecordCount).toBe(9);
  const after = await zoneRecords();
  expect(after).toHaveLength(9);
  // Every declared record carries the marker; the others are untouched.
  const marked = after
    .filter((r) => r.annotation?.endsWith(`[pulumi:${TAG}]`))
    .map((r) => `${r.name} ${r.type}`);
  expect(marked.sort()).toEqual(["api.example.com. A", "example.com. A", "example.com. MX"]);
  // The records nobody declared, named and given as entries of `records` to paste.
  const said = logs.join("\n");
  expect(said).toContain(
    "zone example.com.: 6 records no resource of this stack manages, accepted as the drift gate's baseline (not declared: @ AAAA 2001:db8::10; ",
  );
  expect(said).toContain('\n  { name: "www", type: "CNAME", data: "example.com.", ttl: 3600 },\n');
  expect(said).toContain('\n  { name: "@", type: "CAA", data: "0 issue letsencrypt.org", ttl: 3600 },\n');
  // Pasted into the program, they declare exactly those records: a preview would take them over.
  const pasted = said
    .split("\n")
    .filter((line) => line.startsWith("  { "))
    .map((line) => Function(`return ${line.trim().replace(/,$/, "")}`)() as object);
  const adopted = await inputs({ records: pasted });
  expect(Object.keys(adopted.records as object).sort()).toEqual(Object.keys(outs.unmanagedRecords).sort());
});

test("a second up with nothing changed sends no write, and a change writes only what differs", async () => {
  const declared = [www, { name: "api", type: "A", data: "192.0.2.80", ttl: 300 }];
  const first = await up({ records: declared, unmanaged: "ignore" });
  const requestsBefore = (await admin.requests()).length;
  expect(
    await dnsZone.diff("example.com.", first, await inputs({ records: declared, unmanaged: "ignore" }, base)),
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
  expect(outs.zoneRecordCount).toBe(13);
  const news = await inputs({ records: [], unmanaged: "remove" });
  const error = await rejection(dnsZone.diff("example.com.", outs, news));
  // Counts first, then what to do, then at most 20 records.
  expect(error.message.split("\n").slice(0, 5)).toEqual([
    "zone example.com.: this update would delete 13 of its 13 records (100%), more than maxDeleteRatio 0.3 allows.",
    "If that is intended, raise maxDeleteRatio on this DnsZone (1 allows any change), or allow it for one run with REGISTRAR_MAX_CHANGE_RATIO=1 (or `pulumi up -c registrar:maxChangeRatio=1`).",
    "The 0 to change and 13 to delete:",
    "  delete @ A 192.0.2.10",
    "  delete @ AAAA 2001:db8::10",
  ]);
  expect(error.stack).toBe(error.message);
  const writesBefore = (await writes()).length;
  await expect(dnsZone.update("example.com.", outs, news)).rejects.toThrow(/more than maxDeleteRatio/);
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

  await addHosts(0, 1);
  const nine = await up({ records: [], unmanaged: "report" });
  expect(nine.zoneRecordCount).toBe(9);
  // Below 10 records no guard: all 9 may go.
  expect((await dnsZone.diff("example.com.", nine, await removingAllBut([]))).changes).toBe(true);

  await addHosts(1, 9);
  const outs = (await dnsZone.read("example.com.", nine)).props as DnsZoneOutputs;
  expect(outs.zoneRecordCount).toBe(17);
  // 17 records: 5 deletions (29 %) pass, 6 (35 %) do not.
  const caa = { name: "@", type: "CAA", data: '0 issue "ca.registrar.example"' };
  const fiveGo = await removingAllBut([
    ...hosts(0, 9),
    www,
    caa,
    { name: "mail", type: "A", data: "192.0.2.25" },
  ]);
  expect((await dnsZone.diff("example.com.", outs, fiveGo)).changes).toBe(true);
  const sixGo = await removingAllBut([...hosts(0, 9), www, caa]);
  await expect(dnsZone.diff("example.com.", outs, sixGo)).rejects.toThrow(
    "would delete 6 of its 17 records (35%), more than maxDeleteRatio 0.3 allows",
  );
});

test("updates and deletes have shares of their own; creates and ignored records never count", async () => {
  const hosts = (count: number, data = (i: number) => `192.0.2.${100 + i}`) =>
    Array.from({ length: count }, (_, i) => ({ name: `h${i}`, type: "A", data: data(i) }));
  // 8 demo records and 12 hosts: 20, all this resource's.
  const demo = (await zoneRecords()).map((r) => ({
    name: r.name === "example.com." ? "@" : r.name.replace(".example.com.", ""),
    type: r.type,
    data: r.type === "CAA" ? `${r.flags} ${r.tag} ${r.data}` : r.data,
    ...(r.type === "MX" ? { priority: r.priority } : {}),
  }));
  const outs = await up({ records: [...demo, ...hosts(12)], unmanaged: "remove" });
  expect(outs.zoneRecordCount).toBe(20);
  // 6 of 20 changed in place (30 %) and 6 deleted (30 %): each within its share; 30 created never count.
  const sixChanged = hosts(12, (i) => (i < 6 ? `198.51.100.${i}` : `192.0.2.${100 + i}`)).slice(0, 6);
  const many = Array.from({ length: 30 }, (_, i) => ({ name: `new${i}`, type: "A", data: "192.0.2.1" }));
  const mixed = await inputs({ records: [...demo, ...sixChanged, ...many], unmanaged: "remove" });
  expect((await dnsZone.diff("example.com.", outs, mixed)).changes).toBe(true);
  // A seventh change is over the update share only, and the message says which.
  const seven = hosts(12, (i) => (i < 7 ? `198.51.100.${i}` : `192.0.2.${100 + i}`)).slice(0, 7);
  const over = await rejection(
    dnsZone.diff("example.com.", outs, await inputs({ records: [...demo, ...seven], unmanaged: "remove" })),
  );
  expect(over.message).toContain(
    "would update 7 of its 20 records (35%), more than maxUpdateRatio 0.3 allows.",
  );
  expect(over.message).not.toContain("maxDeleteRatio");
  // The delete share set apart lets the deletions through, not the updates.
  const lenient = await inputs({ records: [...demo, ...seven], unmanaged: "remove", maxUpdateRatio: 0.4 });
  expect((await dnsZone.diff("example.com.", outs, lenient)).changes).toBe(true);
  // Records an ignore rule matches are neither deleted nor counted: 12 hosts ignored leave a base of 8.
  const ignoring = await inputs({ records: demo, unmanaged: "remove", ignore: [{ name: "h*" }] });
  expect((await dnsZone.diff("example.com.", outs, ignoring)).changes).toBe(true);
  const updated = (await dnsZone.update("example.com.", outs, ignoring)).outs as DnsZoneOutputs;
  expect(Object.keys(updated.ignoredRecords)).toHaveLength(12);
  expect(await zoneRecords()).toHaveLength(20);
});

test("report: a refresh's drift is the unmanaged records that differ from those the last up accepted", async () => {
  await client.addRecord({ name: "old.example.com.", type: "TXT", data: "there before" });
  const outs = await up({ records: [www], unmanaged: "report" });
  expect(outs.unmanagedBaseline).toEqual(outs.unmanagedRecords);
  const news = await inputs({ records: [www], unmanaged: "report" });
  // Unmanaged records present, none changed: no drift, before or after a refresh.
  expect((await dnsZone.diff("example.com.", outs, news)).changes).toBe(false);
  const same = (await dnsZone.read("example.com.", outs)).props as DnsZoneOutputs;
  expect((await dnsZone.diff("example.com.", same, news)).changes).toBe(false);

  // One added and one removed outside Pulumi: drift, named as such, shown without a `-`.
  const hand = await client.addRecord({ name: "hand.example.com.", type: "A", data: "192.0.2.99" });
  const old = (await zoneRecords()).find((r) => r.name === "old.example.com.");
  await client.deleteRecord(String(old?.id));
  const read = await dnsZone.read("example.com.", outs);
  const refreshed = read.props as DnsZoneOutputs;
  expect(refreshed.unmanagedBaseline).toEqual(outs.unmanagedBaseline);
  expect(refreshed.unmanagedRecords).toHaveProperty(["hand A 192.0.2.99"], String(hand.id));
  expect((await dnsZone.diff("example.com.", refreshed, news)).changes).toBe(true);
  expect(logs).toContain(
    "zone example.com.: unmanaged records changed since the last up (added outside Pulumi: hand A 192.0.2.99; removed outside Pulumi: old TXT there before); an up accepts them as the drift gate's baseline, changing no record",
  );
  const oldInputs = read.inputs as unknown as Record<string, unknown>;
  expect(oldInputs.recordsOutsidePulumi).toMatchObject({
    "hand A 192.0.2.99": "new since the last up",
    "old TXT there before": "gone since the last up",
  });
  const shown = (await dnsZone.check(oldInputs, { ...base, records: [www], unmanaged: "report" })).inputs;
  expect(shown?.recordsOutsidePulumi).toMatchObject({
    "hand A 192.0.2.99": "added outside Pulumi",
    "old TXT there before": "removed outside Pulumi",
  });
  // Checked again from its own result (the state after that up), the view stays as it is.
  const again = await dnsZone.check(shown, { ...base, records: [www], unmanaged: "report" });
  expect(again.inputs?.recordsOutsidePulumi).toEqual(shown?.recordsOutsidePulumi);

  // The next up writes nothing and takes them as the baseline; then the gate is green again.
  await admin.clearRequests();
  const accepted = (await dnsZone.update("example.com.", refreshed, news)).outs as DnsZoneOutputs;
  expect(await writes()).toEqual([]);
  expect(accepted.unmanagedBaseline).toEqual(refreshed.unmanagedRecords);
  expect(logs.join("\n")).toContain(
    "accepted as the drift gate's baseline (added outside Pulumi: hand A 192.0.2.99; removed outside Pulumi: old TXT there before)",
  );
  const after = (await dnsZone.read("example.com.", accepted)).props as DnsZoneOutputs;
  expect((await dnsZone.diff("example.com.", after, news)).changes).toBe(false);

  // remove: the same record is deleted, and the preview shows it as deleted.
  const removing = await inputs({ records: [www], unmanaged: "remove" });
  expect((await dnsZone.diff("example.com.", after, removing)).changes).toBe(true);
  const removed = (await dnsZone.update("example.com.", after, removing)).outs as DnsZoneOutputs;
  expect(removed.unmanagedRecords).toEqual({});
  expect((await zoneRecords()).map((r) => r.name)).not.toContain("hand.example.com.");
  // ignore: nothing unmanaged is seen.
  await client.addRecord({ name: "later.example.com.", type: "A", data: "192.0.2.98" });
  const ignoring = await inputs({ records: [www], unmanaged: "ignore" });
  const ignored = (await dnsZone.update("example.com.", removed, ignoring)).outs as DnsZoneOutputs;
  const reread = (await dnsZone.read("example.com.", ignored)).props as DnsZoneOutputs;
  expect((await dnsZone.diff("example.com.", reread, ignoring)).changes).toBe(false);
});

test("ignore rules: matched records are never reported, deleted or taken; external-dns's are found by its TXT records", async () => {
  const add = (name: string, type: "A" | "TXT" | "CNAME", data: string) =>
    client.addRecord({ name: `${name}.example.com.`, type, data });
  await add("_acme-challenge.www", "TXT", "token-1");
  await add("_acme-challenge.api.dev", "TXT", "token-2");
  await add("app", "A", "192.0.2.50");
  await add(
    "a-app",
    "TXT",
    "heritage=external-dns,external-dns/owner=cluster-1,external-dns/resource=service/web",
  );
  await add("legacy", "A", "192.0.2.52");
  await add("legacy", "TXT", '"heritage=external-dns,external-dns/owner=cluster-1"');
  await add("theirs", "A", "192.0.2.51");
  await add("a-theirs", "TXT", "heritage=external-dns,external-dns/owner=cluster-2");
  const ignore = [
    { name: "_acme-challenge.**", type: "TXT" },
    { externalDns: true, owner: "cluster-1" },
  ];
  const outs = await up({ records: [www], unmanaged: "remove", maxChangeRatio: 1, ignore });
  expect(Object.keys(outs.ignoredRecords).sort()).toEqual([
    "_acme-challenge.api.dev TXT token-2",
    "_acme-challenge.www TXT token-1",
    "a-app TXT heritage=external-dns,external-dns/owner=cluster-1,external-dns/resource=service/web",
    "app A 192.0.2.50",
    "legacy A 192.0.2.52",
    'legacy TXT "heritage=external-dns,external-dns/owner=cluster-1"',
  ]);
  const left = (await zoneRecords()).map((r) => r.name).sort();
  // cluster-2's records are not this rule's: removed like any unmanaged record.
  expect(left).toEqual([
    "_acme-challenge.api.dev.example.com.",
    "_acme-challenge.www.example.com.",
    "a-app.example.com.",
    "app.example.com.",
    "legacy.example.com.",
    "legacy.example.com.",
    "www.example.com.",
  ]);
  expect(outs.unmanagedRecords).toEqual({});
  // A record external-dns owns that the program also declares is refused, naming it.
  const declaring = await inputs({ records: [www, { name: "app", type: "A", data: "192.0.2.50" }], ignore });
  await expect(dnsZone.diff("example.com.", outs, declaring)).rejects.toThrow(
    "zone example.com.: the ignore rules match records the program declares (app A 192.0.2.50): remove them from records, or set allowDeclared: true",
  );
});

test("a record unknown in preview shows in the place of the record it changes", async () => {
  const outs = await up({
    records: [www, { name: "api", type: "A", data: "192.0.2.80" }],
    unmanaged: "ignore",
  });
  const oldInputs = { ...base, records: { "www CNAME example.com.": {}, "api A 192.0.2.80": {} } };
  const { inputs: news } = await dnsZone.check(oldInputs, {
    ...base,
    unmanaged: "ignore",
    records: [www, { name: "api", type: "A", data: "04da6b54-80e4-46f7-96ec-b56ff0331ba9" }],
  });
  expect(news?.records).toEqual({
    "www CNAME example.com.": {},
    "api A 192.0.2.80": { newValue: "04da6b54-80e4-46f7-96ec-b56ff0331ba9" },
  });
  expect((await dnsZone.diff("example.com.", outs, news as DnsZoneInputs)).changes).toBe(true);
});

test("a value changed in place shows under the record it changes, and up updates that record", async () => {
  const outs = await up({
    records: [www, { name: "api", type: "A", data: "192.0.2.80", ttl: 300 }],
    unmanaged: "ignore",
  });
  const oldInputs = { ...base, records: { "www CNAME example.com.": {}, "api A 192.0.2.80": { ttl: 300 } } };
  const raw = {
    ...base,
    unmanaged: "ignore",
    records: [www, { name: "api", type: "A", data: "192.0.2.81", ttl: 600 }],
  };
  const news = (await dnsZone.check(oldInputs, raw)).inputs as DnsZoneInputs;
  expect(news.records).toEqual({
    "www CNAME example.com.": {},
    "api A 192.0.2.80": { ttl: 600, newValue: "192.0.2.81" },
  });
  // Checked again over its own result (the state's inputs after the up), it stays the same.
  expect((await dnsZone.check(news, raw)).inputs?.records).toEqual(news.records);
  const id = outs.records["api A 192.0.2.80"]?.id;
  const updated = (await dnsZone.update("example.com.", outs, news)).outs as DnsZoneOutputs;
  expect(updated.records).toEqual({
    "api A 192.0.2.81": { id, ttl: 600 },
    "www CNAME example.com.": { id: expect.any(String) },
  });
  expect((await dnsZone.diff("example.com.", updated, news)).changes).toBe(false);
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

test("a zone hands the client no more writes at once than the client sends at once", async () => {
  // More would wait in the client's queue ahead of every other resource's requests.
  const addRecord = RegistrarApi.prototype.addRecord;
  let underWay = 0;
  let most = 0;
  jest.spyOn(RegistrarApi.prototype, "addRecord").mockImplementation(async function (
    this: RegistrarApi,
    body,
  ) {
    underWay++;
    most = Math.max(most, underWay);
    try {
      return await addRecord.call(this, body);
    } finally {
      underWay--;
    }
  });
  const records = Array.from({ length: 40 }, (_, i) => ({ name: `host-${i}`, type: "A", data: "192.0.2.1" }));
  const outs = await up({ records, unmanaged: "ignore" });
  expect(Object.keys(outs.records)).toHaveLength(40);
  expect(most).toBe(DEFAULT_MAX_CONCURRENT_REQUESTS);
});

test("delete removes this resource's records and nothing else", async () => {
  const outs = await up({
    records: [{ name: "gone", type: "A", data: "192.0.2.7" }, www],
    unmanaged: "report",
  });
  await dnsZone.delete("example.com.", outs);
  const left = (await zoneRecords()).map((r) => `${r.name} ${r.type}`).sort();
  expect(left).toHaveLength(7);
  expect(left).not.toContain("gone.example.com. A");
  expect(left).not.toContain("www.example.com. CNAME");
});

test("a zone the account does not have is an error naming the zone and the lookup", async () => {
  // Check refuses it as create would (account-check.test.ts): preview fails before `up` sends anything.
  const { failures } = await dnsZone.check({}, { ...base, zone: "example.xyz", records: [] });
  expect(failures?.[0]?.reason).toMatch(
    /^zone: the account has no zone example\.xyz\. \(.*\): add the zone to the account/,
  );
});

test("a replacement takes the zone's records of its owner over: the old resource's delete leaves them", async () => {
  const raw = { records: [www, { name: "api", type: "A", data: "192.0.2.80" }] };
  const old = await up(raw);
  const replacement = await up(raw); // `pulumi up --replace`: the new resource first, then the old one's delete
  expect(replacement.records).toEqual(old.records);
  await admin.clearRequests();
  await dnsZone.delete("example.com.", old);
  expect(await writes()).toEqual([]);
  const names = (await zoneRecords()).map((r) => `${r.name} ${r.type}`);
  expect(names).toEqual(expect.arrayContaining(["www.example.com. CNAME", "api.example.com. A"]));
  expect(logs).toContainEqual(
    `the part of zone ${old.zone} this resource manages (owner tag ${TAG}) left as it is: the resource that replaces this one took it over in this run`,
  );
});

test("a change names the inputs that differ: the records when one is written, each setting", async () => {
  const declared = [www, { name: "api", type: "A", data: "192.0.2.80", ttl: 300 }];
  const first = await up({ records: declared, unmanaged: "ignore" });
  const step = { settings: recipeSettings(() => undefined), log: { info: () => {}, warn: () => {} } };
  // diff calls no API: its step has no client.
  const noClient = step as unknown as Step;
  const same = await inputs({ records: declared, unmanaged: "ignore" }, base);
  expect(recipe.diff(noClient, first, same)).toEqual({ changes: false, changed: [] });
  const next = await inputs({ records: [www], unmanaged: "ignore", maxDeleteRatio: 0.9 }, base);
  expect(recipe.diff(noClient, first, next)).toEqual({
    changes: true,
    changed: ["records", "maxDeleteRatio"],
  });
});
