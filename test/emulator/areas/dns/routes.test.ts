import { z } from "zod";
import { defaultFixtures, ManualClock } from "../../../../emulator";
import { recordResponse, zoneDetail, zoneExport, zoneSummary } from "../../../../provider/contract/dns";
import { type InProcessEmulator, startTestEmulator } from "../../../support/emulator-harness";
import { expectError, expectSuccess } from "../../support/shapes";

let emu: InProcessEmulator;
const fixtures = defaultFixtures();
// An empty sub-zone: longest-suffix detection and an ALIAS at an empty apex.
fixtures.zones = [...(fixtures.zones ?? []), { name: "sub.example.com.", records: [] }];

beforeAll(async () => {
  emu = await startTestEmulator({ clock: new ManualClock(), fixtures });
});
afterAll(() => emu.stop());
beforeEach(() => emu.admin.reset());

const post = (body: unknown, key?: string | null) => emu.call("POST", "/dns/rr", { body, key });
const created = async (body: unknown) => expectSuccess(await post(body), recordResponse);
const serialOf = async (zone: string) =>
  expectSuccess(await emu.call("GET", `/dns/zones/${zone}`), zoneDetail).serial;

describe("POST /dns/rr", () => {
  test("200: the record with a new integer id, its zone and defaults", async () => {
    const res = await post({ name: "api.example.com.", type: "A", data: "192.0.2.7" });
    const record = expectSuccess(res, recordResponse);
    expect(res.body.response).toEqual({
      id: expect.any(Number),
      zone: "example.com.",
      name: "api.example.com.",
      type: "A",
      ttl: 3600,
      data: "192.0.2.7",
      annotation: null,
    });
    expect(Number.isInteger(res.body.response.id)).toBe(true);
    const again = await emu.call("GET", `/dns/rr/${record.id}`);
    expect(expectSuccess(again, recordResponse)).toEqual(record);
  });

  test.each([
    [{ name: "a.example.com.", type: "A", data: "192.0.2.1", ttl: 300, annotation: "note" }, {}],
    [{ name: "a.example.com.", type: "AAAA", data: "2001:DB8:0:0::1" }, { data: "2001:DB8:0:0::1" }],
    [{ name: "a.example.com.", type: "CNAME", data: "Target.Example.NET." }, { data: "target.example.net." }],
    [{ name: "a.example.com.", type: "ALIAS", data: "lb.example.net." }, {}],
    [{ name: "example.com.", type: "MX", data: "mx2.example.net.", priority: 0 }, {}],
    [{ name: "example.com.", type: "CAA", flags: 128, tag: "issuewild", data: ";" }, {}],
    [{ name: "example.com.", type: "CAA", flags: 0, tag: "issuevmc", data: "" }, {}],
    [{ name: "_acme-challenge.example.com.", type: "TXT", data: 'say "hi" \\ bye' }, {}],
    [{ name: "*.example.com.", type: "A", data: "192.0.2.99" }, {}],
    [{ name: "UPPER.Example.COM.", type: "A", data: "192.0.2.2" }, { name: "upper.example.com." }],
  ])("200 for a valid %j", async (body, expected) => {
    const record = await created(body);
    const { annotation: _a, ...given } = body as Record<string, unknown>;
    expect(record).toMatchObject({ ...given, ...expected });
  });

  test("every variant carries exactly its fields", async () => {
    const mx = await post({ name: "example.com.", type: "MX", data: "mx3.example.net.", priority: 5 });
    expect(Object.keys(mx.body.response).sort()).toEqual(
      ["annotation", "data", "id", "name", "priority", "ttl", "type", "zone"].sort(),
    );
    const caa = await post({
      name: "example.com.",
      type: "CAA",
      flags: 0,
      tag: "iodef",
      data: "mailto:x@y.z",
    });
    expect(caa.body.response).toMatchObject({ flags: 0, tag: "iodef" });
    expect(caa.body.response.priority).toBeUndefined();
    const txt = await post({ name: "t.example.com.", type: "TXT", data: "x" });
    for (const field of ["priority", "flags", "tag"]) expect(txt.body.response[field]).toBeUndefined();
  });

  test("type is inferred from an IPv4 or IPv6 literal, and only then", async () => {
    expect((await created({ name: "v4.example.com.", data: "192.0.2.4" })).type).toBe("A");
    expect((await created({ name: "v6.example.com.", data: "2001:db8::4" })).type).toBe("AAAA");
    expect((await created({ name: "v6b.example.com.", data: "::ffff:192.0.2.4" })).type).toBe("AAAA");
    expectError(await post({ name: "x.example.com.", data: "target.example.net." }), 400, /type is required/);
  });

  test("ttl bounds: 59 and 86401 refused, 60 and 86400 accepted", async () => {
    expectError(await post({ name: "t.example.com.", type: "A", data: "192.0.2.1", ttl: 59 }), 400, /ttl/);
    expect((await created({ name: "t.example.com.", type: "A", data: "192.0.2.1", ttl: 60 })).ttl).toBe(60);
    expect((await created({ name: "t.example.com.", type: "A", data: "192.0.2.2", ttl: 86400 })).ttl).toBe(
      86400,
    );
    expectError(await post({ name: "t.example.com.", type: "A", data: "192.0.2.3", ttl: 86401 }), 400, /ttl/);
  });

  const long = (n: number, c = "a") => c.repeat(n);
  test.each([
    ["name missing", { type: "A", data: "192.0.2.1" }, /name is required/],
    ["name without trailing period", { name: "a.example.com", type: "A", data: "192.0.2.1" }, /period/],
    ["label over 63", { name: `${long(64)}.example.com.`, type: "A", data: "192.0.2.1" }, /label/],
    [
      "name over 253",
      { name: `${`${long(60)}.`.repeat(4)}example.com.`, type: "A", data: "192.0.2.1" },
      /253/,
    ],
    ["invalid character", { name: "a b.example.com.", type: "A", data: "192.0.2.1" }, /label/],
    ["empty label", { name: "a..example.com.", type: "A", data: "192.0.2.1" }, /label/],
    ["inner wildcard", { name: "a.*.example.com.", type: "A", data: "192.0.2.1" }, /label/],
    ["name not a string", { name: 5, type: "A", data: "192.0.2.1" }, /name must be a string/],
    ["unknown type", { name: "a.example.com.", type: "SRV", data: "x" }, /type must be one of/],
    ["ttl as string", { name: "a.example.com.", type: "A", data: "192.0.2.1", ttl: "3600" }, /ttl/],
    ["ttl fractional", { name: "a.example.com.", type: "A", data: "192.0.2.1", ttl: 3600.5 }, /ttl/],
    [
      "annotation over 255",
      { name: "a.example.com.", type: "A", data: "192.0.2.1", annotation: long(256) },
      /annotation/,
    ],
    [
      "annotation not a string",
      { name: "a.example.com.", type: "A", data: "192.0.2.1", annotation: 1 },
      /annotation/,
    ],
    ["A octet over 255", { name: "a.example.com.", type: "A", data: "256.1.1.1" }, /IPv4/],
    ["A three octets", { name: "a.example.com.", type: "A", data: "1.2.3" }, /IPv4/],
    ["A leading zero", { name: "a.example.com.", type: "A", data: "01.2.3.4" }, /IPv4/],
    ["A given IPv6", { name: "a.example.com.", type: "A", data: "::1" }, /IPv4/],
    ["A data missing", { name: "a.example.com.", type: "A" }, /data is required/],
    ["AAAA given IPv4", { name: "a.example.com.", type: "AAAA", data: "192.0.2.1" }, /IPv6/],
    ["AAAA two ::", { name: "a.example.com.", type: "AAAA", data: "1::2::3" }, /IPv6/],
    ["AAAA zone index", { name: "a.example.com.", type: "AAAA", data: "fe80::1%eth0" }, /IPv6/],
    ["AAAA group too long", { name: "a.example.com.", type: "AAAA", data: "12345::" }, /IPv6/],
    ["AAAA nine groups", { name: "a.example.com.", type: "AAAA", data: "1:2:3:4:5:6:7:8:9" }, /IPv6/],
    ["CNAME relative target", { name: "a.example.com.", type: "CNAME", data: "t.example.com" }, /data/],
    ["CNAME bad target", { name: "a.example.com.", type: "CNAME", data: "t!.example.com." }, /data/],
    ["CNAME wildcard target", { name: "a.example.com.", type: "CNAME", data: "*.example.com." }, /data/],
    ["ALIAS not a name", { name: "a.example.com.", type: "ALIAS", data: "not a name" }, /data/],
    [
      "MX priority missing",
      { name: "a.example.com.", type: "MX", data: "mx.example.net." },
      /priority is required/,
    ],
    [
      "MX priority 65536",
      { name: "a.example.com.", type: "MX", data: "mx.example.net.", priority: 65536 },
      /priority/,
    ],
    [
      "MX priority -1",
      { name: "a.example.com.", type: "MX", data: "mx.example.net.", priority: -1 },
      /priority/,
    ],
    ["MX relative target", { name: "a.example.com.", type: "MX", data: "mx", priority: 1 }, /data/],
    [
      "CAA flags 256",
      { name: "a.example.com.", type: "CAA", flags: 256, tag: "issue", data: "ca.test" },
      /flags/,
    ],
    [
      "CAA flags missing",
      { name: "a.example.com.", type: "CAA", tag: "issue", data: "ca.test" },
      /flags is required/,
    ],
    [
      "CAA unknown tag",
      { name: "a.example.com.", type: "CAA", flags: 0, tag: "bogus", data: "ca.test" },
      /tag must/,
    ],
    [
      "CAA tag missing",
      { name: "a.example.com.", type: "CAA", flags: 0, data: "ca.test" },
      /tag is required/,
    ],
    [
      "CAA control char",
      { name: "a.example.com.", type: "CAA", flags: 0, tag: "issue", data: "a\nb" },
      /data/,
    ],
    [
      "CAA value over 255",
      { name: "a.example.com.", type: "CAA", flags: 0, tag: "iodef", data: long(256) },
      /data/,
    ],
    ["TXT empty", { name: "a.example.com.", type: "TXT", data: "" }, /TXT/],
    ["TXT over 4096", { name: "a.example.com.", type: "TXT", data: long(4097) }, /TXT/],
    ["TXT control char", { name: "a.example.com.", type: "TXT", data: "a\tb" }, /TXT/],
    ["TXT non-ASCII", { name: "a.example.com.", type: "TXT", data: "caf\u00e9" }, /TXT/],
    ["TXT data not a string", { name: "a.example.com.", type: "TXT", data: 5 }, /data must be a string/],
    [
      "A with priority",
      { name: "a.example.com.", type: "A", data: "192.0.2.1", priority: 1 },
      /"priority".*type A/,
    ],
    ["TXT with tag", { name: "a.example.com.", type: "TXT", data: "x", tag: "issue" }, /"tag".*type TXT/],
    [
      "MX with flags",
      { name: "a.example.com.", type: "MX", data: "m.example.net.", priority: 1, flags: 0 },
      /"flags"/,
    ],
    [
      "unknown field",
      { name: "a.example.com.", type: "A", data: "192.0.2.1", weight: 5 },
      /unknown field "weight"/,
    ],
    ["array body", [], /JSON object/],
    ["string body", "A", /JSON object/],
  ])("400: %s", async (_label, body, message) => {
    expectError(await post(body), 400, message);
  });

  test("400: empty body and invalid JSON", async () => {
    expectError(await emu.call("POST", "/dns/rr"), 400, /JSON object/);
    expectError(await emu.call("POST", "/dns/rr", { rawBody: '{"name": ' }), 400, /not valid JSON/);
  });

  test("401: missing or invalid key; 403: key without dns:write", async () => {
    const body = { name: "a.example.com.", type: "A", data: "192.0.2.1" };
    expectError(await post(body, null), 401, /missing/);
    expectError(await post(body, "wrong-key"), 401, /invalid/);
    expectError(await post(body, "emulator-readonly-key"), 403, /dns:write/);
  });

  test("404: no zone matches the name", async () => {
    expectError(
      await post({ name: "a.example.biz.", type: "A", data: "192.0.2.1" }),
      404,
      /No matching DNS zone/,
    );
    expectError(
      await post({ name: "badexample.com.", type: "A", data: "192.0.2.1" }),
      404,
      /No matching DNS zone/,
    );
  });

  test("the zone is the longest matching suffix", async () => {
    expect((await created({ name: "a.sub.example.com.", type: "A", data: "192.0.2.1" })).zone).toBe(
      "sub.example.com.",
    );
    expect((await created({ name: "sub.example.com.", type: "A", data: "192.0.2.1" })).zone).toBe(
      "sub.example.com.",
    );
    expect((await created({ name: "b.example.com.", type: "A", data: "192.0.2.1" })).zone).toBe(
      "example.com.",
    );
  });

  test("ids are integers unique in the account and never reused", async () => {
    const a = await created({ name: "a.example.com.", type: "A", data: "192.0.2.1" });
    const b = await created({ name: "a.example.org.", type: "A", data: "192.0.2.1" });
    expect(a.id).not.toBe(b.id);
    expectSuccess(await emu.call("DELETE", `/dns/rr/${b.id}`), recordResponse);
    const c = await created({ name: "a.example.org.", type: "A", data: "192.0.2.1" });
    expect(new Set([a.id, b.id, c.id]).size).toBe(3);
  });

  describe("417: zone constraints", () => {
    test.each([
      [
        "CNAME beside an A",
        { name: "mail.example.com.", type: "CNAME", data: "x.example.net." },
        /CNAME cannot coexist/,
      ],
      ["A beside a CNAME", { name: "www.example.com.", type: "A", data: "192.0.2.1" }, /holds a CNAME/],
      ["TXT beside a CNAME", { name: "www.example.com.", type: "TXT", data: "x" }, /holds a CNAME/],
      ["second CNAME", { name: "www.example.com.", type: "CNAME", data: "other.example.net." }, /CNAME/],
      ["CNAME at the apex", { name: "sub.example.com.", type: "CNAME", data: "x.example.net." }, /apex/],
      ["second ALIAS", { name: "example.net.", type: "ALIAS", data: "other.example.org." }, /one ALIAS/],
      [
        "ALIAS beside an A",
        { name: "example.org.", type: "ALIAS", data: "x.example.net." },
        /ALIAS cannot coexist/,
      ],
      ["ALIAS beside an AAAA", { name: "example.com.", type: "ALIAS", data: "x.example.net." }, /ALIAS/],
      ["A beside an ALIAS", { name: "example.net.", type: "A", data: "192.0.2.1" }, /holds an ALIAS/],
      ["AAAA beside an ALIAS", { name: "example.net.", type: "AAAA", data: "2001:db8::1" }, /holds an ALIAS/],
      ["CNAME beside an ALIAS", { name: "example.net.", type: "CNAME", data: "x.example.org." }, /CNAME/],
      ["duplicate A", { name: "example.com.", type: "A", data: "192.0.2.10" }, /identical/],
      [
        "duplicate AAAA, other spelling",
        { name: "example.com.", type: "AAAA", data: "2001:DB8:0:0:0:0:0:10" },
        /identical/,
      ],
      [
        "duplicate MX, other case",
        { name: "example.com.", type: "MX", priority: 10, data: "MAIL.example.com." },
        /identical/,
      ],
      [
        "duplicate CAA",
        { name: "example.com.", type: "CAA", flags: 0, tag: "issue", data: "letsencrypt.org" },
        /identical/,
      ],
      ["duplicate TXT", { name: "example.com.", type: "TXT", data: "v=spf1 mx -all" }, /identical/],
      [
        "duplicate, other name case",
        { name: "MAIL.example.com.", type: "A", data: "192.0.2.25" },
        /identical/,
      ],
    ])("%s", async (_label, body, message) => {
      expectError(await post(body), 417, message);
    });

    test("ALIAS at an apex is allowed; a CNAME may follow an unrelated name", async () => {
      expect((await created({ name: "sub.example.com.", type: "ALIAS", data: "lb.example.net." })).type).toBe(
        "ALIAS",
      );
      await created({ name: "c.example.com.", type: "CNAME", data: "x.example.net." });
    });

    test("same target with another MX priority, or another TXT text, is not a duplicate", async () => {
      await created({ name: "example.com.", type: "MX", priority: 20, data: "mail.example.com." });
      await created({ name: "example.com.", type: "TXT", data: "V=SPF1 MX -ALL" });
    });
  });
});

describe("PATCH /dns/rr", () => {
  const patch = (body: unknown, key?: string | null) => emu.call("PATCH", "/dns/rr", { body, key });

  test("200: merges onto the one record with this name and type, bumping the serial", async () => {
    const before = await serialOf("example.com");
    const res = await patch({ name: "Example.com.", type: "TXT", data: "v=spf1 -all", ttl: 600 });
    expect(expectSuccess(res, recordResponse)).toMatchObject({ id: 6, data: "v=spf1 -all", ttl: 600 });
    expect(await serialOf("example.com")).toBe(before + 1);
    const mx = expectSuccess(await patch({ name: "example.com.", type: "MX", priority: 5 }), recordResponse);
    expect(mx).toMatchObject({ data: "mail.example.com.", priority: 5, ttl: 3600 });
  });

  test("type may be inferred from an IP literal", async () => {
    const res = await patch({ name: "mail.example.com.", data: "192.0.2.26" });
    expect(expectSuccess(res, recordResponse)).toMatchObject({ id: 5, type: "A", data: "192.0.2.26" });
  });

  test("404: no record with this name and type", async () => {
    expectError(
      await patch({ name: "mail.example.com.", type: "AAAA", data: "2001:db8::1" }),
      404,
      /No AAAA/,
    );
    expectError(await patch({ name: "a.example.biz.", type: "A", data: "192.0.2.1" }), 404);
  });

  test("400: several records match; the id form is named", async () => {
    await created({ name: "multi.example.com.", type: "A", data: "192.0.2.1" });
    await created({ name: "multi.example.com.", type: "A", data: "192.0.2.2" });
    expectError(
      await patch({ name: "multi.example.com.", type: "A", ttl: 60 }),
      400,
      /PATCH \/dns\/rr\/\{rrid\}/,
    );
  });

  test("400: invalid values, unknown fields, missing name", async () => {
    expectError(await patch({ name: "example.com.", type: "TXT", ttl: 59 }), 400, /ttl/);
    expectError(await patch({ name: "example.com.", type: "TXT", priority: 1 }), 400, /"priority"/);
    expectError(await patch({ name: "example.com.", type: "TXT", color: "red" }), 400, /unknown field/);
    expectError(await patch({ type: "TXT", data: "x" }), 400, /name is required/);
    expectError(await patch({ name: "example.com.", data: "not-an-ip" }), 400, /type is required/);
  });

  test("401 and 403", async () => {
    expectError(await patch({ name: "example.com.", type: "TXT", data: "x" }, null), 401);
    expectError(await patch({ name: "example.com.", type: "TXT", data: "x" }, "emulator-readonly-key"), 403);
    expectError(await patch({ name: "example.com.", type: "TXT", data: "x" }, "emulator-acme-key"), 403);
  });
});

describe("GET, PATCH, DELETE /dns/rr/{rrid}", () => {
  test("GET 200, 400 for a malformed id, 404 for an unknown one, 401, 403 for acme keys", async () => {
    const record = expectSuccess(await emu.call("GET", "/dns/rr/1"), recordResponse);
    expect(record).toMatchObject({ id: 1, zone: "example.com.", name: "example.com.", type: "A" });
    expectSuccess(await emu.call("GET", "/dns/rr/1", { key: "emulator-readonly-key" }), recordResponse);
    expectError(await emu.call("GET", "/dns/rr/abc"), 400, /rrid/);
    expectError(await emu.call("GET", "/dns/rr/0"), 400, /rrid/);
    expectError(await emu.call("GET", "/dns/rr/9999"), 404, /9999/);
    expectError(await emu.call("GET", "/dns/rr/1", { key: null }), 401);
    expectError(await emu.call("GET", "/dns/rr/1", { key: "emulator-acme-key" }), 403);
  });

  const patchId = (id: number | string, body: unknown, key?: string) =>
    emu.call("PATCH", `/dns/rr/${id}`, { body, key });

  test("PATCH merges the given fields and keeps the rest", async () => {
    const res = await patchId(3, { ttl: 120 });
    expect(expectSuccess(res, recordResponse)).toMatchObject({
      id: 3,
      name: "www.example.com.",
      type: "CNAME",
      data: "example.com.",
      ttl: 120,
      annotation: "website",
    });
  });

  test('PATCH with annotation "" clears it', async () => {
    expect(expectSuccess(await patchId(3, { annotation: "" }), recordResponse).annotation).toBeNull();
    expect(expectSuccess(await patchId(3, { annotation: "again" }), recordResponse).annotation).toBe("again");
  });

  test("PATCH changes name and type in place, dropping fields the new type lacks", async () => {
    const mx = await patchId(4, { name: "mx.example.com.", type: "A", data: "192.0.2.44" });
    expect(mx.body.response).toEqual({
      id: 4,
      zone: "example.com.",
      name: "mx.example.com.",
      type: "A",
      ttl: 3600,
      data: "192.0.2.44",
      annotation: null,
    });
    const caa = expectSuccess(
      await patchId(4, { type: "CAA", flags: 0, tag: "issue", data: "ca.test" }),
      recordResponse,
    );
    expect(caa).toMatchObject({ id: 4, type: "CAA", flags: 0, tag: "issue" });
    const back = await patchId(4, { type: "TXT", data: "plain" });
    expect(back.body.response.flags).toBeUndefined();
    expect(back.body.response.tag).toBeUndefined();
  });

  test("PATCH may move a record to another zone; both serials change", async () => {
    const [com, org] = [await serialOf("example.com"), await serialOf("example.org")];
    const moved = expectSuccess(await patchId(5, { name: "mail.example.org." }), recordResponse);
    expect(moved).toMatchObject({ id: 5, zone: "example.org.", name: "mail.example.org." });
    expect(await serialOf("example.com")).toBe(com + 1);
    expect(await serialOf("example.org")).toBe(org + 1);
  });

  test("PATCH 400: whole result re-validated; fields given for another type refused", async () => {
    expectError(await patchId(1, { type: "CNAME" }), 400, /data/); // 192.0.2.10 is no fqdn
    expectError(await patchId(1, { type: "MX", data: "mx.example.net." }), 400, /priority is required/);
    expectError(await patchId(1, { priority: 3 }), 400, /"priority".*type A/);
    expectError(await patchId(1, { type: "A", data: "192.0.2.1", tag: "issue" }), 400, /"tag"/);
    expectError(await patchId(1, { ttl: 86401 }), 400, /ttl/);
    expectError(await patchId(1, { annotation: null }), 400, /annotation/);
    expectError(await patchId(1, { id: 2 }), 400, /unknown field "id"/);
    expectError(await patchId(1, [1]), 400, /JSON object/);
  });

  test("PATCH 404 for an unknown id or a name outside every zone; 417 on a constraint", async () => {
    expectError(await patchId(9999, { ttl: 60 }), 404);
    expectError(await patchId(1, { name: "x.example.biz." }), 404, /No matching DNS zone/);
    expectError(await patchId(5, { data: "192.0.2.10", name: "example.com." }), 417, /identical/);
    expectError(await patchId(14, { name: "example.net." }), 417, /ALIAS/);
    expectError(await patchId(10, { name: "example.net." }), 417, /apex/);
  });

  test("PATCH 401 and 403", async () => {
    expectError(await emu.call("PATCH", "/dns/rr/1", { body: { ttl: 60 }, key: null }), 401);
    expectError(await patchId(1, { ttl: 60 }, "emulator-readonly-key"), 403);
  });

  test("DELETE returns the deleted record; it is gone afterwards; serial bumped", async () => {
    const before = await serialOf("example.com");
    const gone = expectSuccess(await emu.call("DELETE", "/dns/rr/6"), recordResponse);
    expect(gone).toMatchObject({ id: 6, type: "TXT", data: "v=spf1 mx -all", zone: "example.com." });
    expect(await serialOf("example.com")).toBe(before + 1);
    expectError(await emu.call("GET", "/dns/rr/6"), 404);
    expectError(await emu.call("DELETE", "/dns/rr/6"), 404);
  });

  test("DELETE 400, 401 and 403", async () => {
    expectError(await emu.call("DELETE", "/dns/rr/x"), 400);
    expectError(await emu.call("DELETE", "/dns/rr/6", { key: "nope" }), 401);
    expectError(await emu.call("DELETE", "/dns/rr/6", { key: "emulator-readonly-key" }), 403);
  });
});

describe("zones", () => {
  test("GET /dns/{domain}/rr lists the zone's records; trailing dot and case optional", async () => {
    const list = z.array(recordResponse);
    const records = expectSuccess(await emu.call("GET", "/dns/example.org/rr"), list);
    expect(records.map((r) => r.id)).toEqual([13, 14, 15, 16, 17, 18]);
    expect(records.every((r) => r.zone === "example.org.")).toBe(true);
    expect(expectSuccess(await emu.call("GET", "/dns/EXAMPLE.org./rr"), list)).toEqual(records);
    expect(expectSuccess(await emu.call("GET", "/dns/sub.example.com/rr"), list)).toEqual([]);
    expectError(await emu.call("GET", "/dns/example.biz/rr"), 404, /No matching DNS zone/);
    expectError(await emu.call("GET", "/dns/www.example.org/rr"), 404);
    expectError(await emu.call("GET", "/dns/example.org/rr", { key: null }), 401);
    expectError(await emu.call("GET", "/dns/example.org/rr", { key: "emulator-acme-key" }), 403);
  });

  test("GET /dns/zones lists zoneSummary", async () => {
    const zones = expectSuccess(await emu.call("GET", "/dns/zones"), z.array(zoneSummary));
    expect(zones.map((zone) => [zone.name, zone.record_count, zone.dnssec_state])).toEqual([
      ["example.com.", 8, "active"],
      ["example.net.", 4, "inactive"],
      ["example.org.", 6, "pending"],
      ["sub.example.com.", 0, "inactive"],
    ]);
    expectError(await emu.call("GET", "/dns/zones", { key: null }), 401);
    expectError(await emu.call("GET", "/dns/zones", { key: "emulator-acme-key" }), 403);
  });

  test("GET /dns/zones/{domain} is the zoneDetail; every change bumps the serial by one", async () => {
    const detail = expectSuccess(await emu.call("GET", "/dns/zones/example.net."), zoneDetail);
    expect(detail).toMatchObject({
      name: "example.net.",
      nameservers: ["ns1.dns.example.net.", "ns2.dns.example.net."],
    });
    expect(detail.serial).toBe(2025010100);
    expect(detail.records).toHaveLength(4);
    const com = expectSuccess(await emu.call("GET", "/dns/zones/example.com"), zoneDetail);
    expect(com.nameservers).toEqual(["ns1.registrar.test.", "ns2.registrar.test.", "ns3.registrar.test."]);
    const { id } = await created({ name: "s.example.net.", type: "TXT", data: "one" });
    await emu.call("PATCH", `/dns/rr/${id}`, { body: { data: "two" } });
    await emu.call("DELETE", `/dns/rr/${id}`);
    expect(await serialOf("example.net")).toBe(2025010103);
    expectError(await emu.call("GET", "/dns/zones/example.biz"), 404);
    expectError(await emu.call("GET", "/dns/zones/example.net", { key: null }), 401);
  });

  test("GET /dns/zones/{domain}/export is the zoneExport with the current serial", async () => {
    const exported = expectSuccess(await emu.call("GET", "/dns/zones/example.com/export"), zoneExport);
    expect(exported.name).toBe("example.com.");
    expect(exported.format).toBe("bind");
    expect(exported.zonefile).toMatch(/^\$ORIGIN example\.com\.\n/);
    expect(exported.zonefile).toMatch(/\tSOA\tns1\.registrar\.test\. hostmaster\.example\.com\. 2025010100 /);
    expectError(await emu.call("GET", "/dns/zones/example.biz/export"), 404);
    expectError(await emu.call("GET", "/dns/zones/example.com/export", { key: "bad" }), 401);
    expectError(await emu.call("GET", "/dns/zones/example.com/export", { key: "emulator-acme-key" }), 403);
  });
});
