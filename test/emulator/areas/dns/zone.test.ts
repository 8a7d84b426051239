import fc from "fast-check";
import type { StoredRecord } from "../../../../emulator/areas/dns/record";
import { type RecordHomes, Zone } from "../../../../emulator/areas/dns/zone";

const record = (id: number, name: string, zone = "example.com."): StoredRecord => ({
  id,
  zone,
  name,
  type: "TXT",
  ttl: 3600,
  data: `record ${id}`,
});
const ids = (records: readonly StoredRecord[]) => records.map((r) => r.id);

describe("Zone", () => {
  let homes: RecordHomes;
  let zone: Zone;
  beforeEach(() => {
    homes = new Map();
    zone = new Zone("example.com.", 1, homes);
  });

  test("recordsAt: the records of one name in rrid order, after puts and removes", () => {
    for (const [id, name] of [
      [1, "a.example.com."],
      [2, "b.example.com."],
      [3, "a.example.com."],
      [4, "a.example.com."],
    ] as const) {
      zone.put(record(id, name));
    }
    expect(ids(zone.recordsAt("a.example.com."))).toEqual([1, 3, 4]);
    zone.remove(3);
    expect(ids(zone.recordsAt("a.example.com."))).toEqual([1, 4]);
    zone.remove(1);
    zone.remove(4);
    expect(zone.recordsAt("a.example.com.")).toEqual([]);
    expect(ids(zone.recordsAt("b.example.com."))).toEqual([2]);
    expect(zone.recordsAt("nothing.example.com.")).toEqual([]);
  });

  test("a record renamed in place leaves its old name and joins the new one, keeping its place", () => {
    for (const id of [1, 2, 3]) zone.put(record(id, "a.example.com."));
    zone.put(record(4, "b.example.com."));
    zone.put({ ...record(2, "b.example.com."), data: "renamed" });
    expect(ids(zone.recordsAt("a.example.com."))).toEqual([1, 3]);
    expect(zone.recordsAt("b.example.com.").map((r) => [r.id, r.data])).toEqual([
      [2, "renamed"],
      [4, "record 4"],
    ]);
    expect(ids(zone.records)).toEqual([1, 2, 3, 4]);
    expect(zone.get(2)?.name).toBe("b.example.com.");
    expect(zone.size).toBe(4);
  });

  test("records stay in rrid order when a record with an older id arrives", () => {
    for (const id of [2, 5, 9]) zone.put(record(id, `h${id}.example.com.`));
    expect(ids(zone.records)).toEqual([2, 5, 9]);
    zone.put(record(3, "moved.example.com.")); // as a record moved in from another zone
    expect(ids(zone.records)).toEqual([2, 3, 5, 9]);
    zone.put(record(10, "h10.example.com."));
    zone.put(record(1, "moved.example.com."));
    expect(ids(zone.records)).toEqual([1, 2, 3, 5, 9, 10]);
    expect(ids(zone.recordsAt("moved.example.com."))).toEqual([1, 3]);
  });

  test("a listing already handed out does not change with later writes", () => {
    zone.put(record(1, "a.example.com."));
    const before = zone.records;
    expect(zone.records).toBe(before); // unchanged zone: the same listing, not a new sort
    zone.put(record(2, "a.example.com."));
    zone.remove(1);
    expect(ids(before)).toEqual([1]);
    expect(ids(zone.records)).toEqual([2]);
    const at = zone.recordsAt("a.example.com.");
    zone.remove(2);
    expect(ids(at)).toEqual([2]);
  });

  test("homes: every record's zone; a zone forgets only the ids it holds", () => {
    const other = new Zone("example.net.", 1, homes);
    zone.put(record(1, "a.example.com."));
    other.put(record(2, "a.example.net.", "example.net."));
    expect(homes.get(1)).toBe(zone);
    expect(homes.get(2)).toBe(other);
    // A move: the new zone takes the id first, then the old zone lets it go.
    other.put(record(1, "b.example.net.", "example.net."));
    zone.remove(1);
    expect(homes.get(1)).toBe(other);
    zone.remove(2); // not held here: nothing happens
    expect(homes.get(2)).toBe(other);
    other.remove(2);
    expect(homes.has(2)).toBe(false);
    expect(zone.size).toBe(0);
  });

  test("bump: +1 per change, wrapping from 2^32 − 1 to 1", () => {
    zone.bump();
    expect(zone.serial).toBe(2);
    zone.serial = 4294967295;
    zone.bump();
    expect(zone.serial).toBe(1);
  });
});

/** Operations on two zones of one account, checked against a plain list searched naively. */
type Op =
  | { kind: "add"; zone: number; name: number }
  | { kind: "update"; pick: number; zone: number; name: number }
  | { kind: "remove"; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("add" as const), zone: fc.nat(1), name: fc.nat(4) }),
  fc.record({ kind: fc.constant("update" as const), pick: fc.nat(), zone: fc.nat(1), name: fc.nat(4) }),
  fc.record({ kind: fc.constant("remove" as const), pick: fc.nat() }),
);

test("indexes agree with a naive search after any sequence of adds, renames, moves and removes", () => {
  fc.assert(
    fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
      const homes: RecordHomes = new Map();
      const zones = [new Zone("example.com.", 1, homes), new Zone("example.net.", 1, homes)] as const;
      let naive: StoredRecord[] = [];
      let nextId = 1;
      const nameIn = (zone: Zone, name: number) => `h${name}.${zone.name}`;
      for (const o of ops) {
        if (o.kind === "add") {
          const zone = zones[o.zone] ?? zones[0];
          const added = record(nextId++, nameIn(zone, o.name), zone.name);
          zone.put(added);
          naive.push(added);
          continue;
        }
        const existing = naive[o.pick % Math.max(1, naive.length)];
        if (!existing) continue;
        const from = zones.find((z) => z.name === existing.zone) ?? zones[0];
        if (o.kind === "remove") {
          from.remove(existing.id);
          naive = naive.filter((r) => r.id !== existing.id);
          continue;
        }
        // The model's update: in place within a zone, remove-then-put for a move.
        const to = zones[o.zone] ?? zones[0];
        const updated = { ...existing, name: nameIn(to, o.name), zone: to.name, data: `v${nextId}` };
        if (from !== to) from.remove(existing.id);
        to.put(updated);
        naive = naive.map((r) => (r.id === existing.id ? updated : r));
      }
      for (const zone of zones) {
        const mine = naive.filter((r) => r.zone === zone.name).sort((a, b) => a.id - b.id);
        expect(zone.records).toEqual(mine);
        expect(zone.size).toBe(mine.length);
        for (let name = 0; name <= 4; name++) {
          const at = nameIn(zone, name);
          expect(zone.recordsAt(at)).toEqual(mine.filter((r) => r.name === at));
        }
      }
      expect(new Map([...homes].map(([id, zone]) => [id, zone.name]))).toEqual(
        new Map(naive.map((r) => [r.id, r.zone])),
      );
    }),
    { numRuns: 300 },
  );
});
