import { unknownValue } from "../../../provider/common/unknown";
import * as dnsZone from "../../../provider/resources/dns-zone";

const check = (raw: object) => dnsZone.check({}, { zone: "example.com", ...raw });

test("records become canonical keys with the settings the program manages", async () => {
  const { inputs, failures } = await check({
    ttl: 600,
    records: [
      { name: "@", type: "a", data: " 192.0.2.1 " },
      { name: "WWW", type: "CNAME", data: "@", ttl: 300 },
      { name: "Bücher", type: "AAAA", data: "2001:DB8:0:0::1", annotation: "" },
      { name: "@", type: "MX", data: "mail", priority: 10 },
      { name: "@", type: "CAA", data: '0 issue "letsencrypt.org"' },
      { name: "*.dev", type: "TXT", data: ["v=spf1 ", "-all"] },
    ],
    unmanaged: "remove",
    maxChangeRatio: 0.5,
  });
  expect(failures).toBeUndefined();
  expect(inputs).toEqual({
    zone: "example.com.",
    records: {
      "@ A 192.0.2.1": { ttl: 600 },
      "www CNAME example.com.": { ttl: 300 },
      "xn--bcher-kva AAAA 2001:db8::1": { ttl: 600, annotation: "" },
      "@ MX 10 mail.example.com.": { ttl: 600 },
      "@ CAA 0 issue letsencrypt.org": { ttl: 600 },
      "*.dev TXT v=spf1 -all": { ttl: 600 },
    },
    unmanaged: "remove",
    maxChangeRatio: 0.5,
  });
});

test("defaults: unmanaged records reported, at most 30 % of a zone changed per run", async () => {
  const { inputs } = await check({});
  expect(inputs).toEqual({ zone: "example.com.", records: {}, unmanaged: "report", maxChangeRatio: 0.3 });
});

test("each bad record is one failure against the resource naming its index and property", async () => {
  const { failures } = await check({
    records: [
      { name: "ok", type: "A", data: "192.0.2.1" },
      { name: "bad?", type: "A", data: "192.0.2.300" },
      { name: "mx", type: "MX", data: "mail.example.net/x", priority: 70000 },
      { name: "x", type: "A", data: "192.0.2.2", zone: "example.org", adoptExisting: true },
      "not a record",
      { name: "ok", type: "A", data: "192.0.2.1" },
      { name: "ok", type: "CNAME", data: "target.example.net" },
    ],
    unmanaged: "delete",
    maxChangeRatio: 2,
  });
  expect(failures).toEqual([
    { property: "maxChangeRatio", reason: "maxChangeRatio: must be a number from 0 to 1" },
    { property: "unmanaged", reason: 'unmanaged: must be one of "ignore", "report", "remove", got "delete"' },
    {
      property: "",
      reason: expect.stringMatching(
        /^records\[1\]\.name: .*; records\[1\]\.data: "192\.0\.2\.300" is not an IPv4 address$/,
      ),
    },
    {
      property: "",
      reason: expect.stringMatching(
        /^records\[2\]\.priority: must be between 0 and 65535; records\[2\]\.data: .*"\/"/,
      ),
    },
    {
      property: "",
      reason:
        "records[3].zone: is not an input of a zone's record (the zone is the DnsZone's); records[3].adoptExisting: is not an input of a zone's record (the zone is the DnsZone's)",
    },
    { property: "", reason: "records[4]: must be a record (an object)" },
    {
      property: "",
      reason: "records[5]: declares the same record as records[0] (ok A 192.0.2.1); declare it once",
    },
    {
      property: "",
      reason:
        "records[6]: a CNAME cannot share its name with another record: records[0] is a A at ok.example.com.",
    },
  ]);
});

test("a record unknown during preview makes the records unknown; the rest is still checked", async () => {
  const { inputs, failures } = await check({
    records: [{ name: "a", type: "A", data: unknownValue }, unknownValue],
  });
  expect(failures).toBeUndefined();
  expect(inputs?.records).toBe(unknownValue);
  const bad = await check({
    records: [
      { name: "a", type: "A", data: unknownValue },
      { name: "b", type: "A", data: "x" },
    ],
  });
  expect(bad.failures).toEqual([{ property: "", reason: 'records[1].data: "x" is not an IPv4 address' }]);
});

test("a bad zone, ttl or override of the ratio is refused before anything is sent", async () => {
  expect((await dnsZone.check({}, { records: [] })).failures).toEqual([
    { property: "zone", reason: "zone: is required" },
  ]);
  expect((await check({ zone: "bad zone", ttl: 5 })).failures?.map((f) => f.property)).toEqual([
    "zone",
    "ttl",
  ]);
  process.env.REGISTRAR_MAX_CHANGE_RATIO = "all";
  try {
    expect((await check({})).failures).toEqual([
      {
        property: "maxChangeRatio",
        reason:
          'maxChangeRatio: registrar:maxChangeRatio (or REGISTRAR_MAX_CHANGE_RATIO) must be a number from 0 to 1 (1 allows any change), got "all"',
      },
    ]);
  } finally {
    delete process.env.REGISTRAR_MAX_CHANGE_RATIO;
  }
});
