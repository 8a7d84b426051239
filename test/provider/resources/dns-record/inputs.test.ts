import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { DnsRecordArgs } from "../../../../classes/dns-record";
import { check } from "../../../../dynamic/dns-record";
import { CAA_TAGS } from "../../../../emulator/areas/dns/record";
import { unknownValue } from "../../../../provider/common/unknown";
import { recordTypes } from "../../../../provider/contract/dns";
import { MARKER_LENGTH } from "../../../../provider/dns/ownership";
import { caaTags } from "../../../../provider/dns/record-types";
import { parseCaaText } from "../../../../provider/dns/record-values";
import type { DnsRecordInputs } from "../../../../provider/resources/dns-record/inputs";

const inputs = async (news: object) => {
  const result = await check({}, news);
  expect(result.failures).toBeUndefined();
  return result.inputs;
};
const failures = async (news: object) => (await check({}, news)).failures;

describe("normalization to one canonical form", () => {
  test("names: lower case, trailing dot, IDN to punycode", async () => {
    expect(await inputs({ name: "WWW.Example.COM", type: "a", data: "192.0.2.1" })).toEqual({
      name: "www.example.com.",
      type: "A",
      data: "192.0.2.1",
    });
    expect((await inputs({ name: "bücher.example.com.", type: "A", data: "192.0.2.1" }))?.name).toBe(
      "xn--bcher-kva.example.com.",
    );
  });

  test("relative names and @ against a zone", async () => {
    expect(await inputs({ name: "www", zone: "Example.com", type: "CNAME", data: "web" })).toMatchObject({
      name: "www.example.com.",
      zone: "example.com.",
      data: "web.example.com.",
    });
    expect(
      (await inputs({ name: "www.example.com", zone: "example.com", type: "A", data: "192.0.2.1" }))?.name,
    ).toBe("www.example.com.");
    expect(
      (await inputs({ name: "@", zone: "example.com", type: "MX", data: "mx.example.net.", priority: 10 }))
        ?.name,
    ).toBe("example.com.");
  });

  test("IPv6 in RFC 5952 form", async () => {
    expect(
      (await inputs({ name: "v6.example.com", type: "AAAA", data: "2001:DB8:0:0:0:0:0:0001" }))?.data,
    ).toBe("2001:db8::1");
  });

  test("TXT chunks join into one logical string; long values stay whole", async () => {
    const long = "v=DKIM1; k=rsa; p=".padEnd(400, "A");
    expect((await inputs({ name: "k._domainkey.example.com", type: "TXT", data: long }))?.data).toBe(long);
    expect((await inputs({ name: "t.example.com", type: "TXT", data: ["abc", "def"] }))?.data).toBe("abcdef");
  });

  test("CAA structured, also from zone-file text", async () => {
    const structured = { flags: 0, tag: "issue", data: "letsencrypt.org" };
    expect(
      await inputs({ name: "example.com", type: "CAA", tag: "ISSUE", data: '"letsencrypt.org"' }),
    ).toMatchObject(structured);
    expect(
      await inputs({ name: "example.com", type: "CAA", data: '0 issue "letsencrypt.org"' }),
    ).toMatchObject(structured);
    expect(
      await inputs({ name: "example.com", type: "CAA", data: '128 iodef "mailto:sec@example.com"' }),
    ).toMatchObject({
      flags: 128,
      tag: "iodef",
      data: "mailto:sec@example.com",
    });
  });

  test("MX and CNAME targets become absolute", async () => {
    expect(
      await inputs({ name: "example.com", type: "MX", data: "Mail.Example.com", priority: 10 }),
    ).toMatchObject({
      data: "mail.example.com.",
      priority: 10,
    });
  });

  test("an empty annotation asks for none; a missing one is not managed", async () => {
    expect(
      (await inputs({ name: "a.example.com", type: "A", data: "192.0.2.1", annotation: "" }))?.annotation,
    ).toBe("");
    expect(await inputs({ name: "a.example.com", type: "A", data: "192.0.2.1" })).not.toHaveProperty(
      "annotation",
    );
  });

  test("the serialized provider travelling with the inputs is not an input", async () => {
    expect(
      await inputs({
        __provider: "exports.handler = …",
        name: "a.example.com",
        type: "A",
        data: "192.0.2.1",
      }),
    ).toEqual({
      name: "a.example.com.",
      type: "A",
      data: "192.0.2.1",
    });
  });

  test("values unknown during preview pass through unvalidated", async () => {
    expect(await inputs({ name: "a.example.com", type: "A", data: unknownValue })).toMatchObject({
      data: unknownValue,
    });
  });
});

describe("bad input is rejected per property", () => {
  test("every bad property is reported at once", async () => {
    const found = await failures({ name: "a..example.com", type: "MX", data: "x..y", priority: -1, ttl: 5 });
    expect(found?.map((failure) => failure.property).sort()).toEqual(["data", "name", "priority", "ttl"]);
  });

  test.each([
    [{ name: "a.example.com", type: "A", data: "192.0.2.300" }, "data", /not an IPv4 address/],
    [{ name: "a.example.com", type: "A", data: "2001:db8::1" }, "data", /not an IPv4 address/],
    [{ name: "a.example.com", type: "AAAA", data: "192.0.2.1" }, "data", /not an IPv6 address/],
    [{ name: "a..example.com", type: "A", data: "192.0.2.1" }, "name", /empty label/],
    [{ name: "a.example.com", type: "SRV", data: "x" }, "type", /must be one of A, AAAA/],
    [{ name: "a.example.com", type: "A", data: "192.0.2.1", ttl: 59 }, "ttl", /between 60 and 86400/],
    [{ name: "a.example.com", type: "A", data: "192.0.2.1", ttl: 86401 }, "ttl", /between 60 and 86400/],
    [{ name: "a.example.com", type: "A", data: "192.0.2.1", priority: 5 }, "priority", /not an input/],
    [{ name: "a.example.com", type: "MX", data: "mx.example.com" }, "priority", /./],
    [
      { name: "a.example.com", type: "MX", data: "mx.example.com", priority: 70000 },
      "priority",
      /between 0 and 65535/,
    ],
    [{ name: "a.example.com", type: "CAA", data: "letsencrypt.org" }, "tag", /required for CAA/],
    [{ name: "a.example.com", type: "CAA", tag: "is-sue", data: "x" }, "tag", /not a CAA tag/],
    [
      { name: "a.example.com", type: "CAA", tag: "issue", flags: 256, data: "x" },
      "flags",
      /between 0 and 255/,
    ],
    [{ name: "a.example.com", type: "TXT", data: "" }, "data", /must not be empty/],
    [{ name: "example.com", zone: "example.com", type: "CNAME", data: "x.example.net." }, "name", /apex/],
    [
      { name: "www.example.org.", zone: "example.com", type: "A", data: "192.0.2.1" },
      "name",
      /not inside zone/,
    ],
  ])("%o fails on %s", async (news, property, reason) => {
    const found = await failures(news);
    expect(found).toEqual(
      expect.arrayContaining([expect.objectContaining({ property, reason: expect.stringMatching(reason) })]),
    );
  });
});

describe("check refuses what the API refuses, before anything is sent", () => {
  const caa = (fields: object) => ({ name: "example.com", type: "CAA", ...fields });
  test.each([
    [
      { name: "t.example.com", type: "TXT", data: "café" },
      "data",
      /printable ASCII.*"é" \(U\+00E9\) at position 4/,
    ],
    [{ name: "t.example.com", type: "TXT", data: "a\tb" }, "data", /printable ASCII.*U\+0009 at position 2/],
    [{ name: "t.example.com", type: "TXT", data: "emoji 🙂" }, "data", /"🙂" \(U\+1F642\)/],
    [{ name: "t.example.com", type: "TXT", data: "x".repeat(4097) }, "data", /4097 characters.*at most 4096/],
    [
      { name: "t.example.com", type: "TXT", data: ["x".repeat(4000), "x".repeat(97)] },
      "data",
      /at most 4096/,
    ],
    [caa({ tag: "foo", data: "ca.example" }), "tag", /"foo" is not a CAA tag.*issue, issuewild, iodef/],
    [caa({ data: '0 foo "ca.example"' }), "tag", /"foo" is not a CAA tag/],
    [caa({ tag: "issue", data: "x".repeat(256) }), "data", /256 characters.*at most 255/],
    [caa({ data: `0 issue "${"x".repeat(256)}"` }), "data", /at most 255/],
    [caa({ tag: "iodef", data: "mailto:sécurité@example.com" }), "data", /printable ASCII/],
    [caa({ data: '0 issue "a\nb"' }), "data", /printable ASCII.*U\+000A/],
    [caa({ data: '256 issue "ca.example"' }), "data", /flags must be 0 to 255/],
    [{ name: "c.example.com", type: "CNAME", data: "*.example.net" }, "data", /wildcard/],
    [{ name: "m.example.com", type: "MX", data: "*.example.net", priority: 1 }, "data", /wildcard/],
    [{ name: "v6.example.com", type: "AAAA", data: "fe80::1%eth0" }, "data", /not an IPv6 address/],
    [{ name: "a", zone: "*.example.com", type: "A", data: "192.0.2.1" }, "zone", /wildcard/],
    [
      { name: "a.example.com", type: "A", data: "192.0.2.1", annotation: "x".repeat(256) },
      "annotation",
      /255/,
    ],
  ])("%o fails on %s", async (news, property, reason) => {
    expect(await failures(news)).toEqual([
      { property, reason: expect.stringMatching(new RegExp(`^${property}: .*${reason.source}`)) },
    ]);
  });

  test.each([256, 240])(
    "an annotation of %i characters on a marked record names the real limit at once",
    async (length) => {
      const marked = { ownerTag: "0123abcd.4567ef01", name: "a.example.com", type: "A", data: "192.0.2.1" };
      const limit = 255 - MARKER_LENGTH;
      expect(await failures({ ...marked, annotation: "x".repeat(length) })).toEqual([
        {
          property: "annotation",
          reason: `annotation: must be at most ${limit} characters (the API's 255 less Pulumi's ownership marker), got ${length}`,
        },
      ]);
      expect(await failures({ ...marked, annotation: "x".repeat(limit) })).toBeUndefined();
    },
  );

  test.each<[object]>([
    [{ name: "t.example.com", type: "TXT", data: "x".repeat(4096) }],
    [{ name: "t.example.com", type: "TXT", data: ' !"#~ printable ASCII, space to tilde ~' }],
    [{ name: "example.com", type: "CAA", tag: "issue", data: "x".repeat(255) }],
    ...["issue", "issuewild", "iodef", "contactemail", "contactphone", "issuemail", "issuevmc"].map(
      (tag): [object] => [{ name: "example.com", type: "CAA", tag, data: "ca.example" }],
    ),
    [{ name: "*.example.com", type: "A", data: "192.0.2.1" }],
  ])("%o is accepted", async (news) => {
    expect(await failures(news)).toBeUndefined();
  });
});

describe("failures: one per property, naming it", () => {
  test("several problems of one property make one failure", async () => {
    const found = await failures({ name: "t.example.com", type: "TXT", data: ["ok", 5, "x"] });
    expect(found).toEqual([{ property: "data", reason: expect.stringMatching(/^data/) }]);
  });

  test("every reason starts with its property", async () => {
    const found = await failures({
      name: "a..example.com",
      type: "MX",
      data: "x..y",
      priority: -1,
      ttl: 5,
      color: "red",
    });
    expect(found?.map((failure) => failure.property).sort()).toEqual([
      "color",
      "data",
      "name",
      "priority",
      "ttl",
    ]);
    for (const failure of found ?? []) expect(failure.reason.startsWith(`${failure.property}: `)).toBe(true);
  });
});

describe("targets (CNAME, ALIAS, MX data): a dot makes them absolute", () => {
  const target = async (data: string, zone?: string, type = "CNAME") =>
    (await inputs({ name: "t.example.com", type, data, zone, ...(type === "MX" && { priority: 10 }) }))?.data;

  test("a name with a dot is absolute, with or without the trailing dot", async () => {
    expect(await target("mx1.example.net", "example.com", "MX")).toBe("mx1.example.net.");
    expect(await target("mx1.example.net.", "example.com", "MX")).toBe("mx1.example.net.");
    expect(await target("app.example.com", "example.com", "ALIAS")).toBe("app.example.com.");
    expect(await target("Mail.Example.NET")).toBe("mail.example.net.");
    expect(await target("bücher.example")).toBe("xn--bcher-kva.example.");
  });

  test("a single label or @ is relative to zone", async () => {
    expect(await target("mail", "example.com", "MX")).toBe("mail.example.com.");
    expect(await target("web", "Example.COM.")).toBe("web.example.com.");
    expect(await target("@", "example.com", "ALIAS")).toBe("example.com.");
  });

  test("a single label with a trailing dot is absolute", async () => {
    expect(await target("localhost.", "example.com")).toBe("localhost.");
    expect(await target("localhost.")).toBe("localhost.");
  });

  test.each(["mail", "@"])(
    "without zone, %s is an error naming data and asking for the full name",
    async (data) => {
      expect(await failures({ name: "m.example.com", type: "MX", data, priority: 10 })).toEqual([
        { property: "data", reason: expect.stringMatching(/^data: .*zone is not set: write the full name/) },
      ]);
    },
  );

  test("while the zone is unknown (preview), a relative target is unknown too", async () => {
    expect(await inputs({ name: "www", zone: unknownValue, type: "CNAME", data: "web" })).toMatchObject({
      name: unknownValue,
      data: unknownValue,
      zone: unknownValue,
    });
    expect(
      (await inputs({ name: "www", zone: unknownValue, type: "CNAME", data: "web.example.net" }))?.data,
    ).toBe("web.example.net.");
  });
});

describe("record names stay relative to zone", () => {
  const named = async (name: string, zone?: string) =>
    (await inputs({ name, zone, type: "A", data: "192.0.2.1" }))?.name;

  test("a name already ending in the zone is not doubled", async () => {
    expect(await named("www.example.com", "example.com")).toBe("www.example.com.");
    expect(await named("WWW.Example.com", "example.com.")).toBe("www.example.com.");
    expect(await named("www.example.com.", "example.com")).toBe("www.example.com.");
    expect(await named("example.com", "example.com")).toBe("example.com.");
  });

  test("other names, dotted or not, lie below the zone", async () => {
    expect(await named("s1._domainkey", "example.com")).toBe("s1._domainkey.example.com.");
    expect(await named("www", "example.com")).toBe("www.example.com.");
    expect(await named("*", "example.com")).toBe("*.example.com.");
    expect(await named("@", "example.com")).toBe("example.com.");
  });

  test("without zone a name is absolute", async () => {
    expect(await named("www.example.com")).toBe("www.example.com.");
  });
});

describe("values unknown during preview are not refused", () => {
  test.each([
    [{ name: "m.example.com", type: "MX", data: "mx.example.net", priority: unknownValue }, "priority"],
    [{ name: "a.example.com", type: "A", data: "192.0.2.1", ttl: unknownValue }, "ttl"],
    [{ name: "a.example.com", type: "A", data: "192.0.2.1", adoptExisting: unknownValue }, "adoptExisting"],
    [{ name: "example.com", type: "CAA", data: unknownValue }, "tag"],
    [{ name: "t.example.com", type: "TXT", data: ["v=spf1 ", unknownValue] }, "data"],
  ])("%o", async (news, property) => {
    expect((await inputs(news))?.[property as keyof DnsRecordInputs]).toBe(unknownValue);
  });
});

describe("the CAA zone-file parser is linear", () => {
  // The old pattern backtracked over the value: 100k spaces took seconds (see bench, not asserted).
  const spaces = " ".repeat(100_000);

  test("100k characters of padding parse correctly", () => {
    expect(parseCaaText(`0 issue x${spaces}y`)).toEqual({ flags: 0, tag: "issue", data: `x${spaces}y` });
    expect(parseCaaText(`${spaces}128 IODEF${spaces}"mailto:a@example.com"${spaces}`)).toEqual({
      flags: 128,
      tag: "iodef",
      data: '"mailto:a@example.com"',
    });
    expect(parseCaaText(spaces)).toBeUndefined();
    expect(parseCaaText(`0 issue${spaces}`)).toBeUndefined();
  });

  test("a 100k-character CAA value is refused as too long", async () => {
    expect(await failures({ name: "example.com", type: "CAA", data: `0 issue x${spaces}y` })).toEqual([
      { property: "data", reason: expect.stringMatching(/at most 255/) },
    ]);
  });
});

describe("the SDK's types", () => {
  test("CAA tag is the API's set of tags, the same as the API's", () => {
    const ok: DnsRecordArgs = { name: "example.com", type: "CAA", tag: "issuewild", data: "ca.example" };
    // @ts-expect-error "foo" is not a CAA tag the API accepts
    const bad: DnsRecordArgs = { name: "example.com", type: "CAA", tag: "foo", data: "ca.example" };
    expect([ok.type, bad.type]).toEqual(["CAA", "CAA"]);
    expect([...caaTags].sort()).toEqual([...CAA_TAGS].sort());
  });
});

describe("docs/resources/dns-record.md", () => {
  const section = readFileSync(
    join(__dirname, "..", "..", "..", "..", "docs", "resources", "dns-record.md"),
    "utf8",
  );

  test("names the API's record types, all of them and no others", async () => {
    const stated = /The API manages seven record types, ([A-Z, ]+) and ([A-Z]+), and no others/.exec(section);
    // The type column, after the required one.
    const typeRow = /^\| `type` +\| [^|]*\| ([^|]+)\|/m.exec(section);
    expect({ stated: stated !== null, typeRow: typeRow !== null }).toEqual({ stated: true, typeRow: true });
    const listed = [...(stated?.[1] ?? "").split(", "), stated?.[2] ?? ""];
    const inTable = [...(typeRow?.[1] ?? "").matchAll(/`(\w+)`/g)].map((m) => m[1]);
    expect([...listed].sort()).toEqual([...recordTypes].sort());
    expect([...inTable].sort()).toEqual([...recordTypes].sort());
  });

  test.each(["SRV", "NS", "PTR"])("type %s is refused in preview, as the page says", async (type) => {
    expect(section).toContain(type);
    expect(await failures({ name: "a.example.com", type, data: "x.example.com." })).toEqual([
      { property: "type", reason: expect.stringContaining(recordTypes.join(", ")) },
    ]);
  });
});
