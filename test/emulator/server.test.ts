import { z } from "zod";
import { type Harness, startHarness } from "./support/harness";
import { expectError, expectSuccess } from "./support/shapes";

let emu: Harness;
beforeAll(async () => {
  emu = await startHarness();
});
afterAll(() => emu.stop());

test("a success is exactly { success: true, code, response } as JSON", async () => {
  const res = await emu.call("GET", "/dns/zones");
  expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
  expectSuccess(res, z.array(z.any()));
});

test("unknown paths answer 404 with the Error body, with or without a key", async () => {
  expectError(await emu.call("GET", "/nope"), 404, /No such path/);
  expectError(await emu.call("GET", "/nope", { key: null }), 404);
  expectError(await emu.call("GET", "/dns/zones/"), 404);
});

test("a known path with the wrong method answers 405 and lists the allowed methods", async () => {
  const res = await emu.call("PUT", "/dns/rr");
  expectError(res, 405, /PUT/);
  expect(res.headers.allow).toBe("POST, PATCH");
  expect((await emu.call("POST", "/dns/rr/1")).headers.allow).toBe("GET, PATCH, DELETE");
});

test("routing ignores the query string; path segments are percent-decoded", async () => {
  expectSuccess(await emu.call("GET", "/dns/zones?page=2"), z.array(z.any()));
  expectSuccess(await emu.call("GET", "/dns/zones/example%2Ecom"), z.any());
});

test("invalid JSON is a 400 with the Error body", async () => {
  expectError(await emu.call("POST", "/dns/rr", { rawBody: "{oops" }), 400, /not valid JSON/);
  expectError(await emu.call("PATCH", "/dns/rr/1", { rawBody: "[" }), 400, /not valid JSON/);
});

test("authentication comes before body parsing", async () => {
  expectError(await emu.call("POST", "/dns/rr", { rawBody: "{oops", key: null }), 401);
});
