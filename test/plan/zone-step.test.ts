import { zoneStep } from "../../plan/zone-step";
import { unknownValue } from "../../provider/common/unknown";
import { statesOf, stepOf } from "./support/previews";

// A DnsZone's step as `up` takes it, planned by the provider's zoneStepChanges from recorded
// previews (and from their states changed where a case needs what no recording shows).

describe("an update", () => {
  const { olds, news } = statesOf(stepOf("change", "DnsZone"));

  test("names each record created, changed in place, changed in ttl, deleted", () => {
    const { zone, subject } = zoneStep("update", olds, news);
    expect(subject).toBe("example.org.");
    expect(zone.records).toEqual([
      { op: "create", key: "new A 192.0.2.5", changes: [] },
      { op: "update", key: "h0 A 192.0.2.100", changes: [{ field: "ttl", from: 300, to: 600 }] },
      // A new target at the same name and type: one update in place, not a delete and a create.
      { op: "update", key: "alias CNAME new.example.", from: "alias CNAME old.example.", changes: [] },
      { op: "delete", key: "old TXT bye", changes: [] },
    ]);
    expect(zone.counts).toEqual({ create: 1, update: 2, delete: 1 });
  });

  test("the unmanaged record added by hand since the last up is the next baseline", () => {
    expect(zoneStep("update", olds, news).zone.outside).toEqual({
      added: ["hand A 192.0.2.99"],
      removed: [],
    });
  });

  test("the preview ran the guard (every record known): within the shares", () => {
    expect(zoneStep("update", olds, news).zone.guard).toEqual({
      verdict: "within",
      updates: 2,
      deletes: 1,
      base: 11,
      shares: { update: 0.3, delete: 0.3 },
      exceeded: [],
      minimumRecords: 10,
    });
  });

  test("a record the program declares that exists unmanaged is taken over: its marker only", () => {
    const declared = { ...news, records: { ...news.records, "www A 192.0.2.30": {} } };
    const { zone } = zoneStep("update", olds, declared);
    expect(zone.records).toContainEqual({
      op: "update",
      key: "www A 192.0.2.30",
      changes: [],
      markerOnly: true,
    });
    // Taking a record over changes nothing the guard counts.
    expect(zone.guard?.updates).toBe(2);
  });

  test("a ttl the program starts to manage, and an annotation, show as set", () => {
    const records = { ...news.records, "www A 192.0.2.1": { ttl: 120, annotation: "web" } };
    const { zone } = zoneStep("update", olds, { ...news, records });
    expect(zone.records).toContainEqual({
      op: "update",
      key: "www A 192.0.2.1",
      changes: [
        { field: "ttl", to: 120 },
        { field: "annotation", to: "web" },
      ],
    });
  });

  test("unmanaged: remove deletes the records nobody declared, each marked", () => {
    const { olds: before, news: after } = statesOf(stepOf("delete", "DnsZone"));
    const { zone, changes } = zoneStep("update", before, after);
    expect(changes).toContainEqual({ field: "unmanaged", from: "report", to: "remove" });
    const unmanaged = zone.records.filter((r) => r.unmanaged).map((r) => r.key);
    expect(unmanaged.sort()).toEqual(Object.keys(before.unmanagedRecords).sort());
    expect(zone.records.filter((r) => r.op === "delete" && !r.unmanaged).map((r) => r.key)).toEqual([
      "_certificate TXT crt-1003",
      "alias CNAME www.example.org.",
      "h0 A 192.0.2.100",
      "new A 192.0.2.5",
    ]);
    expect(zone.guard).toMatchObject({ verdict: "within", deletes: 11, base: 12, shares: { delete: 1 } });
  });
});

describe("records computed from another resource, unknown until up", () => {
  test("a new one is created, keyed by its place in the list", () => {
    const { olds, news } = statesOf(stepOf("reissue", "DnsZone"));
    const { zone } = zoneStep("update", olds, news);
    expect(zone.records).toEqual([
      { op: "create", key: "_certificate TXT (records[4] unknown)", changes: [], unknown: true },
    ]);
  });

  test("one the state holds changes (it is not deleted); the guard is up's, counted on the known records", () => {
    const { olds, news } = statesOf(stepOf("renewal", "DnsZone"));
    const { zone } = zoneStep("update", olds, news);
    expect(zone.records).toEqual([
      { op: "update", key: "_certificate TXT crt-1002", changes: [], unknown: true },
    ]);
    expect(zone.counts).toEqual({ create: 0, update: 1, delete: 0 });
    expect(zone.guard).toMatchObject({ verdict: "at-up", updates: 0, deletes: 0, base: 12 });
  });
});

describe("the change limits", () => {
  const { olds, news } = statesOf(stepOf("allowed", "DnsZone"));

  test("beyond the resource's shares in a preview that passed: allowed for this run", () => {
    expect(zoneStep("update", olds, news).zone.guard).toEqual({
      verdict: "allowed",
      updates: 2,
      deletes: 0,
      base: 11,
      shares: { update: 0.1, delete: 0.1 },
      exceeded: ["update"],
      minimumRecords: 10,
    });
  });

  test("shares still unknown are applied during up", () => {
    const guard = zoneStep("update", olds, { ...news, maxUpdateRatio: unknownValue }).zone.guard;
    expect(guard?.verdict).toBe("at-up");
  });
});

test("a create plans every declared record as created; the listing during up decides take-overs and the guard", () => {
  const { news } = statesOf(stepOf("create", "DnsZone"));
  const step = zoneStep("create", undefined, news);
  expect(step.zone.records).toEqual([
    { op: "create", key: "alias CNAME old.example.", changes: [] },
    { op: "create", key: "h0 A 192.0.2.100", changes: [] },
    { op: "create", key: "old TXT bye", changes: [] },
    { op: "create", key: "www A 192.0.2.1", changes: [] },
  ]);
  expect(step.changes).toEqual([]);
  expect(step.zone.guard?.verdict).toBe("at-up");
  expect(step.notes).toEqual([expect.stringContaining("taken over")]);
});

test("a delete deletes the records the resource manages, with no limit", () => {
  const { olds } = statesOf(stepOf("change", "DnsZone"));
  const step = zoneStep("delete", olds, undefined);
  expect(step.zone.records.map((r) => `${r.op} ${r.key}`)).toEqual([
    "delete alias CNAME old.example.",
    "delete h0 A 192.0.2.100",
    "delete old TXT bye",
    "delete www A 192.0.2.1",
  ]);
  expect(step.zone.guard).toBeUndefined();
});

test("a replace (another zone) creates the new zone's records and deletes the old ones'", () => {
  const { olds, news } = statesOf(stepOf("change", "DnsZone"));
  const moved = { ...news, zone: "example.net.", records: { "www A 192.0.2.1": {} } };
  const step = zoneStep("replace", olds, moved);
  expect(step.zone.records).toEqual([{ op: "create", key: "www A 192.0.2.1", changes: [] }]);
  expect(step.notes).toContain("the 4 records it manages in example.org. are deleted");
});

test("records unknown as a whole are known only during up", () => {
  const { olds, news } = statesOf(stepOf("change", "DnsZone"));
  const step = zoneStep("update", olds, { ...news, records: unknownValue });
  expect(step.zone.records).toEqual([]);
  expect(step.zone.guard?.verdict).toBe("at-up");
  expect(step.notes).toEqual(["its records are known only during `up`"]);
});
