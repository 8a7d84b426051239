import { recordOfKey } from "../../../../provider/dns/zone-keys";
import {
  changesExisting,
  type Holder,
  type LiveRecord,
  type LiveZone,
  zoneChangeSet,
} from "../../../../provider/resources/dns-zone/change-set";

const zone = "example.com.";
const me = { stack: "aaaaaaaa", resource: "bbbbbbbb" };

function live(entries: [Holder, string, Partial<LiveRecord>?][]): LiveZone {
  const byHolder = {
    mine: new Map(),
    unmanaged: new Map(),
    stack: new Map(),
    otherStack: new Map(),
    service: new Map(),
    ignored: new Map(),
  };
  entries.forEach(([holder, key, extra], index) => {
    const owner = holder === "mine" ? me : holder === "stack" ? { ...me, resource: "cccccccc" } : undefined;
    byHolder[holder].set(key, {
      ...recordOfKey(key, zone),
      recordId: String(index + 1),
      ...(owner ? { owner } : {}),
      ...extra,
    });
  });
  return { byHolder, total: entries.length };
}
const plan = (zoneNow: LiveZone, keys: (string | { key: string; ttl?: number })[], removeUnmanaged = false) =>
  zoneChangeSet(
    zone,
    zoneNow,
    keys.map((k) => (typeof k === "string" ? { key: k } : k)),
    {
      ownerResource: me.resource,
      removeUnmanaged,
    },
  );
const summary = (p: ReturnType<typeof plan>) =>
  p.writes.map((w) => `${w.kind} ${w.key}${w.kind === "create" ? "" : ` #${w.id}`}`);

test("nothing to write when the zone holds what is declared", () => {
  expect(
    plan(live([["mine", "www A 192.0.2.1", { ttl: 300 }]]), [{ key: "www A 192.0.2.1", ttl: 300 }]).writes,
  ).toEqual([]);
});

test("a ttl change updates; a new value at the same name and type updates in place; the rest is created or deleted", () => {
  const zoneNow = live([
    ["mine", "www A 192.0.2.1", { ttl: 300 }],
    ["mine", "api A 192.0.2.2"],
    ["mine", "old TXT gone"],
  ]);
  const p = plan(zoneNow, [{ key: "www A 192.0.2.1", ttl: 600 }, "api A 192.0.2.3", "new TXT here"]);
  expect(summary(p)).toEqual([
    "update www A 192.0.2.1 #1",
    "update api A 192.0.2.3 #2",
    "create new TXT here",
    "delete old TXT gone #3",
  ]);
  expect(changesExisting(p).map((w) => w.kind)).toEqual(["update", "update", "delete"]);
});

test("an unmanaged record with a declared key is taken over, which the change ratio does not count", () => {
  const p = plan(live([["unmanaged", "www A 192.0.2.1"]]), ["www A 192.0.2.1"]);
  expect(summary(p)).toEqual(["update www A 192.0.2.1 #1"]);
  expect(changesExisting(p)).toEqual([]);
});

test("unmanaged records go only when asked; others' records never", () => {
  const zoneNow = live([
    ["unmanaged", "hand A 192.0.2.9"],
    ["stack", "rec A 192.0.2.8"],
    ["otherStack", "far A 192.0.2.7"],
    ["service", "_dcv CNAME dcv.ca.test."],
  ]);
  expect(plan(zoneNow, []).writes).toEqual([]);
  expect(summary(plan(zoneNow, [], true))).toEqual(["delete hand A 192.0.2.9 #1"]);
});

test("a declared record another resource or stack holds is named, not written", () => {
  const zoneNow = live([
    ["stack", "rec A 192.0.2.8"],
    ["otherStack", "far A 192.0.2.7"],
  ]);
  const p = plan(zoneNow, ["rec A 192.0.2.8", "far A 192.0.2.7"]);
  expect(p.writes).toEqual([]);
  expect(p.heldElsewhere).toEqual([
    { key: "rec A 192.0.2.8", holder: "stack", id: "1" },
    { key: "far A 192.0.2.7", holder: "otherStack", id: "2" },
  ]);
});
