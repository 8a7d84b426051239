import { check } from "../../../provider/resources/dns-record";
import { unknownValue } from "../../../provider/resources/unknown";

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

  test("an empty annotation means none", async () => {
    expect(
      await inputs({ name: "a.example.com", type: "A", data: "192.0.2.1", annotation: "" }),
    ).not.toHaveProperty("annotation");
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
