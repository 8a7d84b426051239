import { defaultFixtures, loadFixtures, ManualClock, ModelError } from "../../../../emulator";
import { areas } from "../../../../emulator/areas";
import {
  addRecord,
  deleteRecord,
  getRecord,
  getZone,
  patchRecord,
  patchRecordByID,
} from "../../../../emulator/areas/dns/model";
import type { StoredRecord } from "../../../../emulator/areas/dns/record";
import { Account } from "../../../../emulator/core/account";

let account: Account;
beforeEach(() => {
  account = new Account(loadFixtures(defaultFixtures()), new ManualClock("2025-01-01T00:00:00Z"), { areas });
});

const ids = (zone: string) => getZone(account, zone).records.map((r) => r.id);
const at = (zone: string, name: string) => getZone(account, zone).recordsAt(name);
/** The status of the ModelError `fn` throws. */
function statusOf(fn: () => unknown): number {
  try {
    fn();
  } catch (err) {
    if (err instanceof ModelError) return err.status;
    throw err;
  }
  throw new Error("no error thrown");
}

describe("records by id", () => {
  test("fixture records are found by id in their zones (ids 1–8, 9–12, 13–18)", () => {
    expect(getRecord(account, 1)).toMatchObject({ zone: "example.com.", name: "example.com.", type: "A" });
    expect(getRecord(account, 9)).toMatchObject({ zone: "example.net.", type: "ALIAS" });
    expect(getRecord(account, 18)).toMatchObject({ zone: "example.org.", type: "CAA" });
    expect(statusOf(() => getRecord(account, 19))).toBe(404);
  });

  test("a record moved to another zone by PATCH is found by id and listed in the new zone only", () => {
    const moved = patchRecordByID(account, 5, { name: "mail.example.org." });
    expect(moved).toMatchObject({ id: 5, zone: "example.org." });
    expect(getRecord(account, 5)).toEqual(moved);
    expect(ids("example.com.")).toEqual([1, 2, 3, 4, 6, 7, 8]);
    expect(ids("example.org.")).toEqual([5, 13, 14, 15, 16, 17, 18]); // rrid order, not arrival order
    expect(at("example.com.", "mail.example.com.")).toEqual([]);
    expect(at("example.org.", "mail.example.org.")).toEqual([moved]);
    // Updated and deleted where it now lives.
    expect(patchRecordByID(account, 5, { ttl: 600 })).toMatchObject({ zone: "example.org.", ttl: 600 });
    expect(ids("example.org.")).toEqual([5, 13, 14, 15, 16, 17, 18]);
    deleteRecord(account, 5);
    expect(statusOf(() => getRecord(account, 5))).toBe(404);
    expect(ids("example.org.")).toEqual([13, 14, 15, 16, 17, 18]);
    expect(ids("example.com.")).toEqual([1, 2, 3, 4, 6, 7, 8]);
  });

  test("listings stay in rrid order across moves back and forth and in-place changes", () => {
    const added = addRecord(account, { name: "late.example.com.", type: "TXT", data: "late" });
    expect(added.id).toBe(19);
    patchRecordByID(account, 2, { name: "example.net.", type: "TXT", data: "moved" });
    patchRecordByID(account, 19, { name: "late.example.net." });
    patchRecordByID(account, 1, { ttl: 300 }); // in place
    expect(ids("example.com.")).toEqual([1, 3, 4, 5, 6, 7, 8]);
    expect(ids("example.net.")).toEqual([2, 9, 10, 11, 12, 19]);
    patchRecordByID(account, 2, { name: "v6.example.com.", type: "AAAA", data: "2001:db8::2" });
    expect(ids("example.com.")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ids("example.net.")).toEqual([9, 10, 11, 12, 19]);
    expect(getRecord(account, 2)).toMatchObject({ zone: "example.com.", name: "v6.example.com." });
  });

  test("a new account (reset) has its own index: records of the old one are not found", () => {
    addRecord(account, { name: "gone.example.com.", type: "TXT", data: "x" });
    const fresh = new Account(loadFixtures(defaultFixtures()), new ManualClock(), { areas });
    expect(statusOf(() => getRecord(fresh, 19))).toBe(404);
    expect(getRecord(fresh, 3)).toMatchObject({ name: "www.example.com." });
  });
});

describe("records by name", () => {
  test("a rename frees the old name and occupies the new one", () => {
    // www.example.com. holds a CNAME (id 3): nothing may be added beside it.
    const beside = { name: "www.example.com.", type: "TXT", data: "beside" };
    expect(statusOf(() => addRecord(account, beside))).toBe(417);
    patchRecordByID(account, 3, { name: "web.example.com." });
    expect(addRecord(account, beside)).toMatchObject({ name: "www.example.com." });
    expect(statusOf(() => addRecord(account, { ...beside, name: "web.example.com." }))).toBe(417);
    expect(at("example.com.", "web.example.com.").map((r) => r.type)).toEqual(["CNAME"]);
  });

  test("PATCH /dns/rr finds the record where a move put it", () => {
    patchRecordByID(account, 5, { name: "mail.example.org." });
    expect(patchRecord(account, { name: "mail.example.org.", type: "A", ttl: 120 })).toMatchObject({
      id: 5,
      ttl: 120,
    });
    expect(statusOf(() => patchRecord(account, { name: "mail.example.com.", type: "A", ttl: 120 }))).toBe(
      404,
    );
  });

  test("PATCH /dns/rr names several matches in rrid order", () => {
    const second = addRecord(account, { name: "multi.example.com.", type: "TXT", data: "two" });
    const first = patchRecordByID(account, 6, { name: "multi.example.com." }); // older id, renamed later
    expect(() => patchRecord(account, { name: "multi.example.com.", type: "TXT", ttl: 60 })).toThrow(
      `ids ${first.id}, ${second.id}`,
    );
  });
});

describe("zone constraints through the index", () => {
  const add = (body: Record<string, unknown>): StoredRecord => addRecord(account, body);

  test("identical record: refused at its name, also after the twin moved in from another zone", () => {
    const txt = { name: "dup.example.net.", type: "TXT", data: "same" };
    add(txt);
    expect(statusOf(() => add(txt))).toBe(417);
    const other = add({ name: "dup.example.org.", type: "TXT", data: "same" });
    expect(statusOf(() => patchRecordByID(account, other.id, { name: "dup.example.net." }))).toBe(417);
    expect(getRecord(account, other.id).zone).toBe("example.org."); // a refused move changes nothing
    deleteRecord(account, other.id);
    expect(ids("example.org.")).not.toContain(other.id);
  });

  test("CNAME exclusivity in either order, and not at the apex", () => {
    add({ name: "c.example.com.", type: "A", data: "192.0.2.1" });
    expect(statusOf(() => add({ name: "c.example.com.", type: "CNAME", data: "t.example.net." }))).toBe(417);
    const cname = add({ name: "d.example.com.", type: "CNAME", data: "t.example.net." });
    expect(statusOf(() => add({ name: "d.example.com.", type: "A", data: "192.0.2.1" }))).toBe(417);
    expect(statusOf(() => patchRecordByID(account, cname.id, { name: "c.example.com." }))).toBe(417);
    expect(statusOf(() => patchRecordByID(account, cname.id, { name: "example.com." }))).toBe(417);
    // The CNAME may change in place: it is not compared with itself.
    expect(patchRecordByID(account, cname.id, { data: "u.example.net." })).toMatchObject({ id: cname.id });
  });

  test("ALIAS rules: one per name, never beside A or AAAA, also when moved there", () => {
    // example.net. holds an ALIAS at its apex (id 9).
    expect(statusOf(() => add({ name: "example.net.", type: "ALIAS", data: "x.example.org." }))).toBe(417);
    expect(statusOf(() => add({ name: "example.net.", type: "A", data: "192.0.2.1" }))).toBe(417);
    const a = add({ name: "a.example.org.", type: "A", data: "192.0.2.9" });
    expect(statusOf(() => patchRecordByID(account, a.id, { name: "example.net." }))).toBe(417);
    expect(statusOf(() => patchRecordByID(account, 9, { name: "example.org." }))).toBe(417); // A there
    // Renamed away, the ALIAS no longer blocks the apex: an A joins it, and the ALIAS cannot return.
    patchRecordByID(account, 9, { name: "edge.example.net." });
    expect(add({ name: "example.net.", type: "A", data: "192.0.2.1" })).toMatchObject({
      zone: "example.net.",
    });
    expect(statusOf(() => patchRecordByID(account, 9, { name: "example.net." }))).toBe(417);
    expect(at("example.net.", "example.net.").map((r) => r.type)).toEqual(["MX", "A"]);
  });
});
