import { request } from "undici";
import { z } from "zod";
import { recordResponse } from "../../provider/wire/dns";
import { type Harness, startHarness } from "./support/harness";
import { expectError, expectSuccess } from "./support/shapes";

let emu: Harness;
beforeAll(async () => {
  emu = await startHarness();
});
afterAll(() => emu.stop());
beforeEach(() => emu.admin("POST", "/reset"));

const anything = z.any();
const record = { name: "fault.example.com.", type: "TXT", data: "once" };
const faults = (...list: unknown[]) => emu.admin("POST", "/faults", { faults: list });
const matching = async () => {
  const all = expectSuccess(await emu.call("GET", "/dns/example.com/rr"), z.array(recordResponse));
  return all.filter((r) => r.name === record.name);
};
const lastLog = async () => expectSuccess(await emu.admin("GET", "/requests"), z.array(anything)).at(-1);

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
  const log = expectSuccess(await emu.admin("GET", "/requests"), z.array(anything));
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
});

test("times, method and path select the requests; then the fault is spent", async () => {
  await faults({ method: "GET", path: "^/dns/zones$", status: 502, times: 2 });
  expectSuccess(await emu.call("GET", "/dns/zones/example.com"), anything); // other path
  expectSuccess(await emu.call("POST", "/dns/rr", { body: record }), anything); // other method
  expectError(await emu.call("GET", "/dns/zones"), 502);
  const listed = expectSuccess(await emu.admin("GET", "/faults"), z.array(anything));
  expect(listed).toEqual([expect.objectContaining({ method: "GET", times: 2, remaining: 1, status: 502 })]);
  expectError(await emu.call("GET", "/dns/zones"), 502);
  expectSuccess(await emu.call("GET", "/dns/zones"), anything);
  expect(expectSuccess(await emu.admin("GET", "/faults"), z.array(anything))).toEqual([]);
});

test("admin endpoints are never faulted; DELETE removes every fault", async () => {
  await faults({ status: 500, times: 5 });
  expectSuccess(await emu.admin("GET", "/state"), anything);
  expectSuccess(await emu.admin("DELETE", "/faults"), anything);
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
  expectError(await emu.admin("POST", "/faults", body), 400, message);
});
