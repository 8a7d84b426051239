import { setTimeout as sleep } from "node:timers/promises";
import { request } from "undici";
import { z } from "zod";
import { ManualClock } from "../../../emulator";
import { recordResponse } from "../../../provider/contract/dns";
import { type InProcessEmulator, startTestEmulator } from "../../support/emulator-harness";
import { expectError, expectSuccess } from "../support/shapes";

let emu: InProcessEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ clock: new ManualClock() });
});
afterAll(() => emu.stop());
beforeEach(() => emu.admin.reset());

const anything = z.any();
const newRecord = { name: "admin.example.com.", type: "A", data: "192.0.2.200" };

describe("POST /__emulator/reset", () => {
  test("restores the fixtures (ids restart) and clears the log and faults", async () => {
    const first = expectSuccess(await emu.call("POST", "/dns/rr", { body: newRecord }), recordResponse);
    await emu.admin.send("POST", "/faults", { faults: [{ path: "^/dns/zones$", status: 503 }] });
    expectSuccess(await emu.admin.send("POST", "/reset"), anything);
    expectError(await emu.call("GET", `/dns/rr/${first.id}`), 404);
    expectSuccess(await emu.call("GET", "/dns/zones"), anything); // the fault is gone
    const again = expectSuccess(await emu.call("POST", "/dns/rr", { body: newRecord }), recordResponse);
    expect(again.id).toBe(first.id);
    expectSuccess(await emu.admin.send("POST", "/reset"), anything);
    expect(expectSuccess(await emu.admin.send("GET", "/requests"), z.array(anything))).toEqual([]);
  });
});

describe("/__emulator/clock", () => {
  test("advances the clock by whole or fractional seconds", async () => {
    const start = expectSuccess(await emu.admin.send("GET", "/clock"), anything).now;
    const moved = expectSuccess(await emu.admin.send("POST", "/clock", { advanceSeconds: 90.5 }), anything);
    expect(Date.parse(moved.now) - Date.parse(start)).toBe(90_500);
    expect(emu.clock.now().toISOString()).toBe(moved.now);
    expect(moved.rate).toBe(0); // a manual clock stands still between advances
  });

  test.each([
    [{}],
    [{ advanceSeconds: -1 }],
    [{ advanceSeconds: "5" }],
    [{ advanceSeconds: 1, extra: 1 }],
    [[]],
  ])("400 for %j", async (body) => {
    expectError(await emu.admin.send("POST", "/clock", body), 400, /advanceSeconds/);
  });
});

describe("/__emulator/requests", () => {
  test("logs API requests (method, path without query, status, clock time, key id), not admin ones", async () => {
    await emu.call("GET", "/dns/zones?verbose=1");
    await emu.call("POST", "/dns/rr", { body: newRecord, key: "emulator-readonly-key" });
    await emu.call("GET", "/meta/token", { key: "unknown" });
    await emu.call("GET", "/meta/token", { key: null });
    await emu.admin.send("GET", "/state");
    const log = expectSuccess(await emu.admin.send("GET", "/requests"), z.array(anything));
    const time = emu.clock.now().toISOString();
    expect(log).toEqual([
      { method: "GET", path: "/dns/zones", status: 200, time, keyId: "default", inFlight: 1 },
      { method: "POST", path: "/dns/rr", status: 403, time, keyId: "readonly", inFlight: 1 },
      { method: "GET", path: "/meta/token", status: 401, time, keyId: null, inFlight: 1 },
      { method: "GET", path: "/meta/token", status: 401, time, keyId: null, inFlight: 1 },
    ]);
    expectSuccess(await emu.admin.send("DELETE", "/requests"), anything);
    expect(expectSuccess(await emu.admin.send("GET", "/requests"), z.array(anything))).toEqual([]);
  });

  describe("inFlight: API requests being handled when the request arrived, itself included", () => {
    const log = async () => expectSuccess(await emu.admin.send("GET", "/requests"), z.array(anything));
    const faults = (...list: unknown[]) => emu.admin.send("POST", "/faults", { faults: list });
    /** A request on its own connection, so a dropped socket cannot disturb the others. */
    const own = (method: string, path: string, signal?: AbortSignal) =>
      request(`${emu.url}${path}`, {
        method: method as "GET",
        headers: { "x-api-key": emu.apiKey, "content-type": "application/json" },
        body: method === "POST" ? JSON.stringify(newRecord) : undefined,
        reset: true,
        signal,
      }).then((res) => res.body.text());

    test("concurrent requests delayed by a fault see each other; the count then falls back to 1", async () => {
      await faults({ path: "^/dns/zones$", action: "delay", delayMs: 300, times: 5 });
      const answers = await Promise.all(Array.from({ length: 5 }, () => emu.call("GET", "/dns/zones")));
      for (const res of answers) expectSuccess(res, anything);
      await emu.call("GET", "/meta/token");
      const entries = await log();
      const concurrent = entries.filter((e) => e.path === "/dns/zones").map((e) => e.inFlight);
      expect(concurrent).toHaveLength(5);
      expect(Math.max(...concurrent)).toBeGreaterThanOrEqual(2);
      expect(Math.min(...concurrent)).toBeGreaterThanOrEqual(1);
      expect(entries.at(-1)).toMatchObject({ path: "/meta/token", inFlight: 1 });
    });

    test("sequential requests are each alone, after errors, faults, drops and abandoned requests", async () => {
      await faults(
        { method: "POST", path: "^/dns/rr$", action: "drop-before" },
        { method: "POST", path: "^/dns/rr$", action: "drop-after" },
        { method: "GET", path: "^/dns/zones$", status: 503 },
        { method: "GET", path: "^/meta/token$", action: "delay", delayMs: 500 },
      );
      await expect(own("POST", "/dns/rr")).rejects.toThrow(); // drop-before
      await expect(own("POST", "/dns/rr")).rejects.toThrow(); // drop-after
      expectError(await emu.call("GET", "/dns/zones"), 503);
      // Abandoned by its client once it has arrived, while the fault delays it.
      const abandon = new AbortController();
      const abandoned = own("GET", "/meta/token", abandon.signal);
      while (!(await log()).some((e) => e.path === "/meta/token")) await sleep(10);
      abandon.abort();
      await expect(abandoned).rejects.toThrow();
      await sleep(600); // the delay ends, with nobody left to answer
      expectError(await emu.call("GET", "/no/such/path"), 404);
      expectError(await emu.call("POST", "/dns/rr", { rawBody: "{" }), 400);
      expectError(await emu.call("GET", "/dns/zones", { key: null }), 401);
      expectSuccess(await emu.call("GET", "/dns/zones"), anything);
      const entries = await log();
      expect(entries.map((e) => [e.path, e.status])).toEqual([
        ["/dns/rr", null],
        ["/dns/rr", null],
        ["/dns/zones", 503],
        ["/meta/token", null],
        ["/no/such/path", 404],
        ["/dns/rr", 400],
        ["/dns/zones", 401],
        ["/dns/zones", 200],
      ]);
      expect(entries.map((e) => e.inFlight)).toEqual(entries.map(() => 1));
    });
  });
});

describe("GET /__emulator/state", () => {
  test("dumps the account without secrets", async () => {
    await emu.call("POST", "/dns/rr", { body: newRecord });
    const res = await emu.admin.send("GET", "/state");
    const state = expectSuccess(res, anything);
    expect(state.account).toEqual({ id: "acct-demo", name: "Demo Account" });
    expect(state.zones.map((zone: { name: string }) => zone.name)).toEqual([
      "example.com.",
      "example.net.",
      "example.org.",
    ]);
    const com = state.zones[0];
    expect(com.records).toContainEqual(expect.objectContaining({ ...newRecord, zone: "example.com." }));
    expect(state.domains.map((d: { name: string }) => d.name)).toEqual(
      expect.arrayContaining(["example.com", "example.net", "example.org"]),
    );
    expect(state.vanityNameserverSets.length).toBeGreaterThan(0);
    expect(state.hostingPackages[0].databases.length).toBeGreaterThan(0);
    expect(state.keys.map((k: { id: string }) => k.id)).toContain("default");
    expect(res.text).not.toContain("emulator-key");
    expect(res.text).not.toContain("password");
  });
});

test("admin paths answer 404 and 405 with the Error body, and need no key", async () => {
  expectError(await emu.admin.send("GET", "/nothing"), 404);
  const wrong = await emu.admin.send("PUT", "/reset");
  expectError(wrong, 405);
  expect(wrong.headers.allow).toBe("POST");
});
