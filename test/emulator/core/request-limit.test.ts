import { RateLimitError } from "../../../emulator/core/errors";
import { RequestLimit } from "../../../emulator/core/request-limit";
import { type InProcessEmulator, startTestEmulator } from "../../support/emulator-harness";

describe("RequestLimit", () => {
  test("allows a second's worth at once, then refuses with the whole seconds until the next", () => {
    let now = 0;
    const limit = new RequestLimit(4, () => now);
    for (let i = 0; i < 4; i++) limit.take();
    const refused = (() => {
      try {
        limit.take();
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(RateLimitError);
    expect((refused as RateLimitError).retryAfterSeconds).toBe(1);
    expect((refused as RateLimitError).message).toMatch(/4 requests per second across all keys/);
    now = 250; // a quarter second: one more request
    limit.take();
    expect(() => limit.take()).toThrow(RateLimitError);
    now = 10_000; // a long pause refills no more than one second's worth
    for (let i = 0; i < 4; i++) limit.take();
    expect(() => limit.take()).toThrow(RateLimitError);
  });

  test.each([0, 1.5, -3, Number.NaN, 2_000_000])("refuses %p requests per second", (perSecond) => {
    expect(() => new RequestLimit(perSecond)).toThrow(/requestsPerSecond must be a whole number/);
  });
});

describe("an emulator started with requestsPerSecond", () => {
  let emulator: InProcessEmulator;
  beforeAll(async () => {
    emulator = await startTestEmulator({ requestsPerSecond: 5 });
  });
  afterAll(() => emulator.stop());

  const call = async (method: string, path: string, body?: object, key = emulator.apiKey) => {
    const answer = await emulator.call(method, path, { body, key });
    return { status: answer.status, retryAfter: answer.headers["retry-after"], body: answer.body };
  };

  test("answers 429 with Retry-After beyond the limit, across keys, changes nothing, and counts admin calls never", async () => {
    const before = (await call("GET", "/dns/example.com/rr")).body as { response: unknown[] };
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const writes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call("POST", "/dns/rr", { name: `limited-${i}.example.com.`, type: "TXT", data: "x", ttl: 300 }),
      ),
    );
    const refused = writes.filter((answer) => answer.status === 429);
    expect(writes.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.retryAfter).toBe("1");
    expect(refused[0]?.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/request limit/),
    });
    // The account's limit, not the key's: another key is refused too.
    expect((await call("GET", "/dns/zones", undefined, "emulator-readonly-key")).status).toBe(429);
    const admin = await Promise.all(
      Array.from({ length: 10 }, () =>
        emulator.admin.send("GET", "/requests").then((answer) => answer.status),
      ),
    );
    expect(admin).toEqual(Array(10).fill(200));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = (await call("GET", "/dns/example.com/rr")).body as { response: unknown[] };
    expect(after.response).toHaveLength(before.response.length + 5);
  });
});
