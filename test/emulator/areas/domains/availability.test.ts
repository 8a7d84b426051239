import { z } from "zod";
import { defaultFixtures, ManualClock } from "../../../../emulator";
import { domainAvailabilityResponse } from "../../../../provider/contract/domains";
import { type InProcessEmulator, startTestEmulator } from "../../../support/emulator-harness";
import { expectError, expectSuccess } from "../../support/shapes";

const THIRD_KEY = "emulator-third-key";
let emu: InProcessEmulator;

beforeAll(async () => {
  const fixtures = defaultFixtures();
  fixtures.keys = [...(fixtures.keys ?? []), { id: "third", key: THIRD_KEY, scopes: ["domain:read"] }];
  emu = await startTestEmulator({ clock: new ManualClock(), fixtures });
});
afterAll(() => emu.stop());
beforeEach(() => emu.admin.reset());

const check = (name: string, key?: string | null) =>
  emu.call("GET", `/domains/availability/${name}`, { key });
const availability = async (name: string) => expectSuccess(await check(name), domainAvailabilityResponse);
const outages = z.array(z.object({ domain: z.string(), times: z.int(), remaining: z.int() }).loose());

describe("GET /domains/availability/{domain}", () => {
  test("200: a registrable name nobody holds is available", async () => {
    expect(await availability("free-example.com")).toEqual({
      domain: "free-example.com",
      available: true,
      public_suffix: "com",
    });
    expect(await availability("Free-Example.CO.UK.")).toEqual({
      domain: "free-example.co.uk",
      available: true,
      public_suffix: "co.uk",
    });
    // The ICANN section decides: github.io is a name registered under io.
    expect(await availability("github.io")).toMatchObject({ domain: "github.io", public_suffix: "io" });
    // Exception rule of the list: *.ck is a suffix, but www.ck is registrable.
    expect(await availability("www.ck")).toMatchObject({ domain: "www.ck", public_suffix: "ck" });
  });

  test("200: names of the account and the registry's registered names are taken", async () => {
    expect(await availability("example.com")).toMatchObject({ available: false });
    expect(await availability("EXAMPLE.co.uk")).toMatchObject({ available: false, public_suffix: "co.uk" });
    expect(await availability("registered-example.com")).toMatchObject({ available: false });
    expect(await availability("taken-example.co.uk")).toMatchObject({ available: false });
  });

  test("IDNs are checked and answered as A-labels", async () => {
    expect(await availability(encodeURIComponent("bücher.de"))).toEqual({
      domain: "xn--bcher-kva.de",
      available: false,
      public_suffix: "de",
    });
    expect(await availability(encodeURIComponent("bücher-frei.de"))).toMatchObject({
      domain: "xn--bcher-frei-9db.de",
      available: true,
    });
  });

  test.each([
    ["www.example.com", /not a registrable name; its registrable domain is example\.com/],
    ["foo.github.io", /registrable domain is github\.io/],
    ["com", /is a public suffix/],
    ["co.uk", /is a public suffix/],
    ["anything.ck", /is a public suffix/],
    ["example.test", /not under a public suffix/],
    ["example.invalid", /not under a public suffix/],
    ["localhost", /not under a public suffix/],
    ["192.0.2.1", /IP address/],
    ["-bad.com", /not a valid domain name/],
    ["bad-.com", /not a valid domain name/],
    ["exa_mple.com", /not a valid domain name/],
    ["ab--cd.com", /not a valid domain name/],
    ["a..com", /not a valid domain name/],
    [`${"a".repeat(64)}.com`, /not a valid domain name/],
    [encodeURIComponent("a b.com"), /not a valid domain name/],
    ["co.uk.", /is a public suffix/],
  ])("400 for %s", async (name, message) => {
    expectError(await check(name), 400, message);
  });

  test("401 without a valid key; 403 without domain:read", async () => {
    expectError(await check("free-example.com", null), 401);
    expectError(await check("free-example.com", "emulator-acme-key"), 403);
    expect((await check("free-example.com", "emulator-readonly-key")).status).toBe(200);
  });
});

describe("limits: 60 per minute per key, 120 per minute for the account", () => {
  test("the 61st check of a key within a sliding minute is 429 with Retry-After", async () => {
    for (let i = 0; i < 30; i++) expect((await check(`free-${i}.com`)).status).toBe(200);
    await emu.admin.send("POST", "/clock", { advanceSeconds: 20 });
    // Invalid names count too: the call was admitted.
    for (let i = 0; i < 30; i++) expect((await check("not-registrable.test")).status).toBe(400);
    const refused = await check("free-example.com");
    expectError(refused, 429, /60 availability checks per minute.*API key/);
    expect(refused.headers["retry-after"]).toBe("40");
    // Another key still has its own minute.
    expect((await check("free-example.com", "emulator-readonly-key")).status).toBe(200);
    await emu.admin.send("POST", "/clock", { advanceSeconds: 39 });
    const still = await check("free-example.com");
    expectError(still, 429);
    expect(still.headers["retry-after"]).toBe("1");
    await emu.admin.send("POST", "/clock", { advanceSeconds: 1 });
    // The first 30 have left the window; the refused calls were not counted.
    for (let i = 0; i < 30; i++) expect((await check(`again-${i}.com`)).status).toBe(200);
    expectError(await check("free-example.com"), 429);
  });

  test("120 checks across the keys exhaust the account's minute, whatever the key", async () => {
    for (let i = 0; i < 60; i++) expect((await check(`a-${i}.com`)).status).toBe(200);
    await emu.admin.send("POST", "/clock", { advanceSeconds: 10 });
    for (let i = 0; i < 60; i++)
      expect((await check(`b-${i}.com`, "emulator-readonly-key")).status).toBe(200);
    const refused = await check("c.com", THIRD_KEY);
    expectError(refused, 429, /120 availability checks per minute.*account/);
    expect(refused.headers["retry-after"]).toBe("50");
    await emu.admin.send("POST", "/clock", { advanceSeconds: 50 });
    expect((await check("c.com", THIRD_KEY)).status).toBe(200);
  });

  test("a reset clears the counts", async () => {
    for (let i = 0; i < 60; i++) await check(`a-${i}.com`);
    expectError(await check("free-example.com"), 429);
    await emu.admin.reset();
    expect((await check("free-example.com")).status).toBe(200);
  });
});

describe("registry outages (POST /__emulator/registry/outages)", () => {
  test("502 while the registry of the name is unreachable, never 'taken'; then answered again", async () => {
    const added = await emu.admin.send("POST", "/registry/outages", {
      outages: [{ domain: "free-example.com", times: 2 }],
    });
    expect(expectSuccess(added, outages)).toEqual([{ domain: "free-example.com.", times: 2, remaining: 2 }]);
    expectError(await check("free-example.com"), 502, /availability of free-example\.com undetermined/);
    expect(expectSuccess(await emu.admin.send("GET", "/registry/outages"), outages)[0]?.remaining).toBe(1);
    expectError(await check("FREE-EXAMPLE.com."), 502);
    expect(await availability("free-example.com")).toMatchObject({ available: true });
    expect(expectSuccess(await emu.admin.send("GET", "/registry/outages"), outages)).toEqual([]);
  });

  test("an outage of a suffix covers every name below it, taken names included", async () => {
    await emu.admin.send("POST", "/registry/outages", {
      outages: [{ domain: "co.uk", operation: "availability", times: 3 }],
    });
    expectError(await check("taken-example.co.uk"), 502);
    expectError(await check("free-example.co.uk"), 502);
    expect((await check("free-example.com")).status).toBe(200);
    expectError(await check("example.co.uk"), 502);
    expect((await check("example.co.uk")).status).toBe(200);
  });

  test("a DNSSEC outage leaves availability alone; DELETE and reset clear outages", async () => {
    await emu.admin.send("POST", "/registry/outages", { outages: [{ domain: "com", operation: "dnssec" }] });
    expect((await check("free-example.com")).status).toBe(200);
    await emu.admin.send("POST", "/registry/outages", { outages: [{ domain: "com", times: 5 }] });
    expect(expectSuccess(await emu.admin.send("DELETE", "/registry/outages"), outages)).toEqual([]);
    expect((await check("free-example.com")).status).toBe(200);
    await emu.admin.send("POST", "/registry/outages", { outages: [{ domain: "com", times: 5 }] });
    await emu.admin.reset();
    expect((await check("free-example.com")).status).toBe(200);
  });

  test("name syntax (400) comes before the registry, and a 502 still counts toward the limits", async () => {
    await emu.admin.send("POST", "/registry/outages", { outages: [{ domain: "com", times: 100 }] });
    expectError(await check("www.example.com"), 400);
    for (let i = 0; i < 59; i++) expectError(await check(`x-${i}.com`), 502);
    expectError(await check("free-example.com"), 429);
  });

  test.each([
    [{}, /outages/],
    [{ outages: [] }, /outages/],
    [{ outages: [{ domain: "a b.com" }] }, /outages\.0\.domain/],
    [{ outages: [{ domain: "com", operation: "transfer" }] }, /outages\.0\.operation/],
    [{ outages: [{ domain: "com", times: 0 }] }, /outages\.0\.times/],
    [{ outages: [{ domain: "com", extra: true }] }, /outages\.0/],
  ])("400 for the admin body %j", async (body, message) => {
    expectError(await emu.admin.send("POST", "/registry/outages", body), 400, message);
  });
});
