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
const record = { name: "fault.example.com.", type: "TXT", data: "once" };
const faults = (...list: unknown[]) => emu.admin.send("POST", "/faults", { faults: list });
const matching = async () => {
  const all = expectSuccess(await emu.call("GET", "/dns/example.com/rr"), z.array(recordResponse));
  return all.filter((r) => r.name === record.name);
};
const lastLog = async () => expectSuccess(await emu.admin.send("GET", "/requests"), z.array(anything)).at(-1);

/** A raw request on its own connection, so a dropped socket cannot disturb other requests. */
async function rawPost(): Promise<unknown> {
  return request(`${emu.url}/dns/rr`, {
    method: "POST",
    headers: { "x-api-key": emu.apiKey, "content-type": "application/json" },
    body: JSON.stringify(record),
    reset: true,
  });
}

test("drop-before: the connection is cut and nothing happens", async () => {
  expectSuccess(await faults({ method: "POST", path: "^/dns/rr$", action: "drop-before" }), anything);
  await expect(rawPost()).rejects.toThrow();
  expect(await lastLog()).toMatchObject({ method: "POST", path: "/dns/rr", status: null });
  expect(await matching()).toEqual([]);
});

test("drop-after: the record is created exactly once, but the client sees a socket error", async () => {
  await faults({ method: "post", path: "/dns/rr", action: "drop-after" });
  await expect(rawPost()).rejects.toThrow();
  expect(await matching()).toHaveLength(1);
  const log = expectSuccess(await emu.admin.send("GET", "/requests"), z.array(anything));
  expect(log.find((e) => e.method === "POST")).toMatchObject({
    path: "/dns/rr",
    status: null,
    keyId: "default",
  });
  // Only once: the next identical create is a duplicate.
  expectError(await emu.call("POST", "/dns/rr", { body: record }), 417);
});

test("delay: the request is answered normally after the pause", async () => {
  await faults({ path: "^/dns/zones$", action: "delay", delayMs: 20 });
  expectSuccess(await emu.call("GET", "/dns/zones"), anything);
});

test("status: answered with that status and the Error body, without processing", async () => {
  await faults({ method: "POST", path: "^/dns/rr$", status: 503, headers: { "retry-after": "2" } });
  const res = await emu.call("POST", "/dns/rr", { body: record });
  expectError(res, 503, /injected/);
  expect(res.headers["retry-after"]).toBe("2");
  // Marked as staged, so whoever holds answers to /openapi.yaml can set it aside.
  expect(res.headers["x-emulator-fault"]).toBe("injected");
  expect(await lastLog()).toMatchObject({ status: 503 });
  expect(await matching()).toEqual([]);
});

test("status with a custom body, after a delay", async () => {
  await faults({
    path: "^/meta/token$",
    action: "delay",
    delayMs: 5,
    status: 500,
    body: { success: false, message: "x" },
  });
  const res = await emu.call("GET", "/meta/token");
  expect(res.status).toBe(500);
  expect(res.body).toEqual({ success: false, message: "x" });
  expect(res.headers["x-emulator-fault"]).toBe("injected");
});

test("times, method and path select the requests; then the fault is spent", async () => {
  await faults({ method: "GET", path: "^/dns/zones$", status: 502, times: 2 });
  expectSuccess(await emu.call("GET", "/dns/zones/example.com"), anything); // other path
  expectSuccess(await emu.call("POST", "/dns/rr", { body: record }), anything); // other method
  expectError(await emu.call("GET", "/dns/zones"), 502);
  const listed = expectSuccess(await emu.admin.send("GET", "/faults"), z.array(anything));
  expect(listed).toEqual([expect.objectContaining({ method: "GET", times: 2, remaining: 1, status: 502 })]);
  expectError(await emu.call("GET", "/dns/zones"), 502);
  expectSuccess(await emu.call("GET", "/dns/zones"), anything);
  expect(expectSuccess(await emu.admin.send("GET", "/faults"), z.array(anything))).toEqual([]);
});

test("admin endpoints are never faulted; DELETE removes every fault", async () => {
  await faults({ status: 500, times: 5 });
  expectSuccess(await emu.admin.send("GET", "/state"), anything);
  expectSuccess(await emu.admin.send("DELETE", "/faults"), anything);
  expectSuccess(await emu.call("GET", "/dns/zones"), anything);
});

test.each([
  [{ faults: [] }, /faults/],
  [{ faults: [{ path: "x" }] }, /action or a status/],
  [{ faults: [{ action: "explode" }] }, /action/],
  [{ faults: [{ action: "delay" }] }, /delayMs/],
  [{ faults: [{ action: "drop-after", status: 500 }] }, /drop/],
  [{ faults: [{ path: "(", status: 500 }] }, /path/],
  [{ faults: [{ status: 500, times: 0 }] }, /times/],
  [{ faults: [{ status: 500, color: "red" }] }, /color|key/i],
  [{}, /faults/],
])("400 for invalid faults %j", async (body, message) => {
  expectError(await emu.admin.send("POST", "/faults", body), 400, message);
});

describe("path patterns run on RE2 (linear time)", () => {
  test("a catastrophic backtracking pattern cannot stall the emulator", async () => {
    // A backtracking engine tries about 2^40 ways to split these a's before failing: the request
    // (and this test) would never finish. RE2 answers at once.
    await faults({ path: "^/(a+)+$", status: 503 });
    expectError(await emu.call("GET", `/${"a".repeat(40)}!`), 404);
    expectError(await emu.call("GET", `/${"a".repeat(40)}`), 503); // and it still matches
  });

  test("unanchored search, as before", async () => {
    await faults({ path: "rr/\\d+", status: 502 });
    expectError(await emu.call("GET", "/dns/rr/1"), 502);
  });

  test.each([
    ["(", /faults\.0\.path: not an RE2 regular expression/],
    ["^/dns(?=/rr)", /faults\.0\.path: .*Perl syntax/], // lookahead
    ["(a)\\1", /faults\.0\.path: .*escape/], // backreference
    [".{0,1000}".repeat(10), /faults\.0\.path: pattern too complex/],
    ["x".repeat(257), /faults\.0\.path/],
  ])("400 naming the field for pattern %s", async (path, message) => {
    expectError(await emu.admin.send("POST", "/faults", { faults: [{ path, status: 500 }] }), 400, message);
    expect(expectSuccess(await emu.admin.send("GET", "/faults"), z.array(anything))).toEqual([]);
  });

  test("the second fault's bad pattern refuses the whole request", async () => {
    const body = { faults: [{ status: 500 }, { path: "[", status: 500 }] };
    expectError(await emu.admin.send("POST", "/faults", body), 400, /faults\.1\.path/);
    expect(expectSuccess(await emu.admin.send("GET", "/faults"), z.array(anything))).toEqual([]);
  });
});

describe("fault headers are validated when the fault is added", () => {
  test.each([
    [{ "bad name": "x" }, /faults\.0\.headers\.bad name: invalid header name/],
    [{ "x-ok": "a\r\nset-cookie: injected" }, /faults\.0\.headers\.x-ok: invalid header value/],
    [{ "x-ok": "nul\u0000" }, /invalid header value/],
    [{ "content-length": "5" }, /emulator sets content-length itself/],
    [{ "Transfer-Encoding": "chunked" }, /transfer-encoding/],
    [{ "Retry-After": "1", "retry-after": "2" }, /given twice/],
  ])("400 for %j, and no 500 afterwards", async (headers, message) => {
    expectError(
      await emu.admin.send("POST", "/faults", { faults: [{ status: 503, headers }] }),
      400,
      message,
    );
    expectSuccess(await emu.call("GET", "/dns/zones"), anything);
  });

  test("valid headers, any case, are sent", async () => {
    await faults({ status: 429, headers: { "Retry-After": "7", "x-trace": "tab\tis fine" } });
    const res = await emu.call("GET", "/dns/zones");
    expectError(res, 429);
    expect(res.headers["retry-after"]).toBe("7");
    expect(res.headers["x-trace"]).toBe("tab\tis fine");
  });
});
