import { zoneFileFindings } from "../../import/zone-file-findings";
import type { ZoneRecord } from "../../provider/dns/validators";

const ZONE = "shop.example.";
const r = (name: string, type: string, data: string): ZoneRecord => ({ name: `${name}${ZONE}`, type, data });

test("the file's own findings, without the account", () => {
  const file = [r("", "TXT", "v=spf1 -all"), r("", "TXT", "v=spf1 mx -all")];
  expect(zoneFileFindings(ZONE, file)).toEqual([
    expect.stringMatching(/^warning duplicate-spf shop\.example\. TXT/),
  ]);
});

test("what the file collides with in the account: other data at a name and type, a second SPF, CNAME beside other data", () => {
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
  const lines = zoneFileFindings(ZONE, file, account);
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
});

test("records the account already holds as the file has them are no collision", () => {
  const same = [r("", "TXT", "v=spf1 -all"), r("www.", "A", "192.0.2.1")];
  expect(zoneFileFindings(ZONE, same, same)).toEqual([]);
});
