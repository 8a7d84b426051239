import { z } from "zod";
import { ManualClock } from "../../../emulator";
import { type InProcessEmulator, startTestEmulator } from "../../support/emulator-harness";
import { expectError, expectSuccess } from "../support/shapes";

let emu: InProcessEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ clock: new ManualClock() });
});
afterAll(() => emu.stop());

test("a success is exactly { success: true, code, response } as JSON", async () => {
  const res = await emu.call("GET", "/dns/zones");
  expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
  expectSuccess(res, z.array(z.any()));
});

test("every API answer's Date header is the emulator's clock, not the wall clock", async () => {
  emu.clock.advance(400 * 86_400);
  const ok = await emu.call("GET", "/dns/zones");
  expect(ok.headers.date).toBe(emu.clock.now().toUTCString());
  const refused = await emu.call("GET", "/dns/zones", { key: "wrong" });
  expect(refused.status).toBe(401);
  expect(refused.headers.date).toBe(emu.clock.now().toUTCString());
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

describe("record ids beyond JavaScript's safe integers", () => {
  test.each(["9007199254740992", "9999999999999999", "12345678901234567890123"])(
    "%s → 404 naming the exact id (no rounding to a neighbour)",
    async (id) => {
      for (const method of ["GET", "DELETE"]) {
        const res = await emu.call(method, `/dns/rr/${id}`);
        expectError(res, 404, new RegExp(`^No record with id ${id}$`));
      }
      expectError(await emu.call("PATCH", `/dns/rr/${id}`, { body: { ttl: 60 } }), 404, new RegExp(id));
    },
  );

  test("the largest safe id is an ordinary unknown id; other forms are still 400", async () => {
    expectError(
      await emu.call("GET", "/dns/rr/9007199254740991"),
      404,
      /^No record with id 9007199254740991$/,
    );
    expectError(await emu.call("GET", "/dns/rr/007"), 400, /positive integer/);
    expectError(await emu.call("GET", "/dns/rr/1e3"), 400, /positive integer/);
    expectError(await emu.call("GET", "/dns/rr/0"), 400, /positive integer/);
  });

  test("the key is checked first", async () => {
    expectError(await emu.call("GET", "/dns/rr/9999999999999999", { key: null }), 401);
  });
});
