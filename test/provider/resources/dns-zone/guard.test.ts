import { recordOfKey } from "../../../../provider/dns/zone-keys";
import {
  emptyHolders,
  type LiveZone,
  zoneChangeSet,
} from "../../../../provider/resources/dns-zone/change-set";
import {
  checkChangeRatio,
  guardVerdict,
  MIN_GUARDED_RECORDS,
} from "../../../../provider/resources/dns-zone/guard";

const zone = "example.com.";
const me = { stack: "aaaaaaaa", resource: "bbbbbbbb" };
const shares = { update: 0.3, delete: 0.3 };

/** A zone of `count` records of this resource's (`rN A 192.0.2.N`) and `ignored` the rules match. */
function zoneOf(count: number, ignored = 0): LiveZone {
  const byHolder = emptyHolders();
  for (let n = 1; n <= count; n++) {
    const key = `r${n} A 192.0.2.${n}`;
    byHolder.mine.set(key, { ...recordOfKey(key, zone), recordId: String(n), owner: me });
  }
  for (let n = 1; n <= ignored; n++) {
    const key = `ignored${n} TXT x`;
    byHolder.ignored.set(key, { ...recordOfKey(key, zone), recordId: `i${n}` });
  }
  return { byHolder, total: count + ignored };
}

/** The plan that keeps the first `kept` records of `live` and declares `added` new ones. */
function keeping(live: LiveZone, kept: number, added = 0) {
  const keys = [...live.byHolder.mine.keys()].slice(0, kept);
  const fresh = Array.from({ length: added }, (_, n) => `new${n} TXT y`);
  return zoneChangeSet(
    zone,
    live,
    [...keys, ...fresh].map((key) => ({ key })),
    { ownerResource: me.resource, removeUnmanaged: false },
  );
}

test("deleting more than the share of a guarded zone is refused, naming the counts and the setting", () => {
  const live = zoneOf(10);
  const plan = keeping(live, 6);
  expect(guardVerdict(plan, live, shares)).toMatchObject({
    deletes: 4,
    updates: 0,
    base: 10,
    exceeded: ["delete"],
  });
  expect(() => checkChangeRatio(zone, plan, live, shares)).toThrow(
    /^zone example\.com\.: this update would delete 4 of its 10 records \(40%\), more than maxDeleteRatio 0\.3 allows\./,
  );
});

test("creates never count, nor do zones below the guarded size", () => {
  const live = zoneOf(10);
  expect(guardVerdict(keeping(live, 10, 50), live, shares).exceeded).toEqual([]);
  const small = zoneOf(MIN_GUARDED_RECORDS - 1);
  expect(guardVerdict(keeping(small, 0), small, shares)).toMatchObject({ deletes: 9, exceeded: [] });
});

test("records the ignore rules match are not in the base", () => {
  const live = zoneOf(10, 20);
  const plan = keeping(live, 7);
  expect(guardVerdict(plan, live, shares)).toMatchObject({ deletes: 3, base: 10, exceeded: [] });
  expect(guardVerdict(plan, live, { update: 0.3, delete: 0.2 }).exceeded).toEqual(["delete"]);
});
