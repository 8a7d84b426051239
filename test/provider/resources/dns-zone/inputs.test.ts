import * as dnsZone from "../../../../dynamic/dns-zone";
import { unknownValue } from "../../../../provider/common/unknown";

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
    ignore: [],
    maxChangeRatio: 0.5,
    maxUpdateRatio: 0.5,
    maxDeleteRatio: 0.5,
  });
});

test("defaults: unmanaged records reported, at most 30 % of a zone changed and 30 % deleted per run", async () => {
  const { inputs } = await check({});
  expect(inputs).toEqual({
    zone: "example.com.",
    records: {},
    unmanaged: "report",
    ignore: [],
    maxUpdateRatio: 0.3,
    maxDeleteRatio: 0.3,
  });
});

test("the update and delete shares are set apart, each over the one share", async () => {
  const { inputs } = await check({ maxChangeRatio: 0.5, maxDeleteRatio: 0.1 });
  expect(inputs).toMatchObject({ maxChangeRatio: 0.5, maxUpdateRatio: 0.5, maxDeleteRatio: 0.1 });
  const { failures } = await check({ maxUpdateRatio: -1, maxDeleteRatio: 2 });
  expect(failures).toEqual([
    { property: "maxUpdateRatio", reason: "maxUpdateRatio: must be a number from 0 to 1" },
    { property: "maxDeleteRatio", reason: "maxDeleteRatio: must be a number from 0 to 1" },
  ]);
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

test("a record unknown during preview is unknown alone; the known ones show; the rest is still checked", async () => {
  const { inputs, failures } = await check({
    records: [
      { name: "a", type: "A", data: unknownValue },
      unknownValue,
      { name: "b", type: "A", data: "192.0.2.2" },
    ],
  });
  expect(failures).toBeUndefined();
  expect(inputs?.records).toEqual({
    "a A (records[0] unknown)": unknownValue,
    "records[1] (unknown)": unknownValue,
    "b A 192.0.2.2": {},
  });
  expect((await check({ records: unknownValue })).inputs?.records).toBe(unknownValue);
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

describe("ignore rules", () => {
  test("are checked part by part, each failure naming ignore[i]", async () => {
    const { failures } = await check({
      ignore: [
        { name: "_acme-challenge.**", type: "TXT" },
        { name: "[a-" },
        { type: "SRV" },
        { name: "www.example.com." },
        {},
        { externalDns: true, name: "x" },
        { name: "x", owner: "me" },
        { value: "{a,b" },
      ],
    });
    expect(failures).toEqual([
      { property: "", reason: 'ignore[1].name: "[a-" opens a class with [ that no ] closes' },
      {
        property: "",
        reason:
          'ignore[2].type: "SRV" is not one of the API\'s record types (A, AAAA, CNAME, CAA, ALIAS, MX, TXT); list them with commas, or "*" for all',
      },
      {
        property: "",
        reason:
          'ignore[3].name: "www.example.com." is absolute: names are relative to the zone (write "www", "@" for the apex)',
      },
      {
        property: "",
        reason: "ignore[4]: must name a name, type or value to match (or be { externalDns: true })",
      },
      { property: "", reason: "ignore[5]: an externalDns rule takes no name: write a rule of its own" },
      { property: "", reason: "ignore[6].owner: belongs to an externalDns rule only" },
      { property: "", reason: 'ignore[7].value: "{a,b" opens an alternative with { that no } closes' },
    ]);
  });

  test("a rule matching a declared record fails once, naming both, unless it allows it", async () => {
    const records = [
      { name: "www", type: "A", data: "192.0.2.1" },
      { name: "_acme-challenge.www", type: "TXT", data: "token" },
    ];
    const { failures } = await check({ records, ignore: [{ name: "_acme-challenge.**" }] });
    expect(failures).toEqual([
      {
        property: "",
        reason:
          "ignore[0]: matches records[1] (_acme-challenge.www TXT token), which the program declares: narrow the rule, or set allowDeclared: true on it to manage the records the program declares",
      },
    ]);
    const allowed = await check({ records, ignore: [{ name: "_acme-challenge.**", allowDeclared: true }] });
    expect(allowed.failures).toBeUndefined();
    expect(allowed.inputs?.ignore).toEqual([{ name: "_acme-challenge.**", allowDeclared: true }]);
  });
});
