import { defaultFixtures, ManualClock } from "../../../../emulator";
import { recordResponse } from "../../../../provider/contract/dns";
import { type InProcessEmulator, startTestEmulator } from "../../../support/emulator-harness";
import { expectError, expectSuccess } from "../../support/shapes";

let emu: InProcessEmulator;
const fixtures = defaultFixtures();
fixtures.keys = [
  ...(fixtures.keys ?? []),
  {
    id: "acme-small",
    key: "acme-small-key",
    scopes: ["acme-dns-challenge"],
    acme: { callsPerMinute: 3, zonesPerDay: 2 },
  },
];

beforeAll(async () => {
  emu = await startTestEmulator({ clock: new ManualClock(), fixtures });
});
afterAll(() => emu.stop());
beforeEach(() => emu.admin.reset());

const challenge = (zone: string, n: number | string) => ({
  name: `_acme-challenge.${zone}.`,
  type: "TXT",
  data: `token-${n}`,
  ttl: 60,
});
const acmePost = (key: string, body: unknown) => emu.call("POST", "/dns/rr", { body, key });

describe("acme-dns-challenge keys on POST /dns/rr", () => {
  test("the default limit: 10 calls per minute, then 429 with Retry-After; 60 s later it works again", async () => {
    for (let i = 0; i < 10; i++) {
      expectSuccess(await acmePost("emulator-acme-key", challenge("example.com", i)), recordResponse);
    }
    const refused = await acmePost("emulator-acme-key", challenge("example.com", 10));
    expectError(refused, 429, /10 calls per minute/);
    expect(refused.headers["retry-after"]).toBe("60");
    emu.clock.advance(59);
    expect((await acmePost("emulator-acme-key", challenge("example.com", 10))).headers["retry-after"]).toBe(
      "1",
    );
    emu.clock.advance(1);
    expectSuccess(await acmePost("emulator-acme-key", challenge("example.com", 10)), recordResponse);
  });

  test("a refused body still counts as a call; a 429 does not", async () => {
    expectError(await acmePost("acme-small-key", { name: "bad" }), 400);
    expectSuccess(await acmePost("acme-small-key", challenge("example.com", 1)), recordResponse);
    expectSuccess(await acmePost("acme-small-key", challenge("example.com", 2)), recordResponse);
    expectError(await acmePost("acme-small-key", challenge("example.com", 3)), 429);
    emu.clock.advance(60);
    expectSuccess(await acmePost("acme-small-key", challenge("example.com", 3)), recordResponse);
  });

  test("distinct zones per day: a new zone past the limit waits for the next UTC day", async () => {
    expectSuccess(await acmePost("acme-small-key", challenge("example.com", 1)), recordResponse);
    expectSuccess(await acmePost("acme-small-key", challenge("example.org", 1)), recordResponse);
    emu.clock.advance(3600); // clear the minute window, stay on the same day
    const refused = await acmePost("acme-small-key", challenge("example.net", 1));
    expectError(refused, 429, /2 distinct zones/);
    const now = emu.clock.now();
    const untilMidnight =
      (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - +now) / 1000;
    expect(refused.headers["retry-after"]).toBe(String(untilMidnight));
    expectSuccess(await acmePost("acme-small-key", challenge("example.com", 2)), recordResponse);
    emu.clock.advance(untilMidnight);
    expectSuccess(await acmePost("acme-small-key", challenge("example.net", 1)), recordResponse);
  });

  test("the limits are per key", async () => {
    for (let i = 0; i < 3; i++) await acmePost("acme-small-key", challenge("example.com", i));
    expectError(await acmePost("acme-small-key", challenge("example.com", 9)), 429);
    expectSuccess(await acmePost("emulator-acme-key", challenge("example.com", 9)), recordResponse);
  });

  test("ordinary keys are never rate limited there", async () => {
    for (let i = 0; i < 30; i++) {
      expectSuccess(
        await emu.call("POST", "/dns/rr", { body: challenge(i % 2 ? "example.com" : "example.org", i) }),
        recordResponse,
      );
    }
  });

  test("an acme-only key gets 403 on every other endpoint", async () => {
    const key = "emulator-acme-key";
    expectError(
      await emu.call("PATCH", "/dns/rr", { body: challenge("example.com", 1), key }),
      403,
      /acme-dns-challenge/,
    );
    expectError(await emu.call("GET", "/dns/rr/1", { key }), 403);
    expectError(await emu.call("PATCH", "/dns/rr/1", { body: { ttl: 60 }, key }), 403);
    expectError(await emu.call("DELETE", "/dns/rr/1", { key }), 403);
    expectError(await emu.call("GET", "/dns/zones", { key }), 403);
    expectError(await emu.call("GET", "/meta/token", { key }), 403);
  });
});
