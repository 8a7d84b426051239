import { zoneFileCollisions } from "../../import/zone-file-collisions";
import type { ZoneRecord } from "../../provider/dns/validators";

// What a zone file's records would collide with among the account's records of the zone.

const ZONE = "shop.example.";
const r = (name: string, type: string, data: string): ZoneRecord => ({ name: `${name}${ZONE}`, type, data });

test("other data at a name and type, a second SPF, a CNAME beside other data", () => {
  const file = [
    r("", "TXT", "v=spf1 include:new.example -all"),
    r("www.", "CNAME", "shop.example."),
    r("api.", "A", "192.0.2.2"),
  ];
  const account = [
    r("", "TXT", "v=spf1 include:old.example -all"),
    r("www.", "A", "192.0.2.1"),
    r("api.", "A", "192.0.2.1"),
  ];
  const lines = zoneFileCollisions(ZONE, file, account);
  expect(lines).toEqual([
    expect.stringMatching(
      /^collision shop\.example\. TXT "v=spf1 include:new\.example -all": the zone already holds .*old\.example/,
    ),
    expect.stringMatching(
      /^collision api\.shop\.example\. A 192\.0\.2\.2: the zone already holds api\.shop\.example\. A 192\.0\.2\.1/,
    ),
    expect.stringMatching(/^collision warning duplicate-spf .*\(in the account\)/),
    expect.stringMatching(/^collision error cname-and-other-data www\.shop\.example\. CNAME/),
  ]);
  // The settings apply: a rule turned off finds nothing across them either.
  expect(
    zoneFileCollisions(ZONE, file, account, { rules: { "duplicate-spf": "off" } }).some((line) =>
      line.includes("duplicate-spf"),
    ),
  ).toBe(false);
});

test("records the account already holds as the file has them are no collision", () => {
  const same = [r("", "TXT", "v=spf1 -all"), r("www.", "A", "192.0.2.1")];
  expect(zoneFileCollisions(ZONE, same, same)).toEqual([]);
});
