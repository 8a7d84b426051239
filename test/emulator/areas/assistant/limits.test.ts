import { defaultFixtures, ManualClock } from "../../../../emulator";
import { type InProcessEmulator, startTestEmulator } from "../../../support/emulator-harness";
import { expectError } from "../../support/shapes";
import { ask } from "./ask";

/** 10 questions per minute per API key, 20 per 10 minutes per account, on the emulated clock. */

let emu: InProcessEmulator;
const fixtures = defaultFixtures();
const extraKeys = ["a", "b", "c"].map((id) => ({
  id,
  key: `assistant-${id}-key`,
  scopes: ["assistant" as const],
}));
fixtures.keys = [...(fixtures.keys ?? []), ...extraKeys];
const [A, B, C] = extraKeys.map((k) => k.key) as [string, string, string];

beforeAll(async () => {
  emu = await startTestEmulator({ clock: new ManualClock(), fixtures });
});
afterAll(() => emu.stop());
beforeEach(async () => {
  await emu.admin.reset();
});

const question = (key: string) => ask(emu, "How do I enable DNSSEC?", { key });

async function answered(key: string, times: number, secondsApart = 0): Promise<void> {
  for (let i = 0; i < times; i++) {
    if (i > 0) emu.clock.advance(secondsApart);
    expect((await question(key)).status).toBe(200);
  }
}

function expectLimited(res: Awaited<ReturnType<typeof question>>, retryAfter: number, message: RegExp): void {
  expectError(res, 429, message);
  expect(res.headers["retry-after"]).toBe(String(retryAfter));
}

describe("per API key: 10 questions per sliding minute", () => {
  test("the 11th within a minute gets 429; Retry-After is when the oldest leaves the window", async () => {
    await answered(A, 10, 5); // at 0, 5, …, 45 s
    expectLimited(await question(A), 15, /10 per minute for this API key/);
    emu.clock.advance(14);
    expectLimited(await question(A), 1, /per minute/);
    emu.clock.advance(1);
    expect((await question(A)).status).toBe(200);
    expectLimited(await question(A), 5, /per minute/); // now the one asked at 5 s is the oldest
  });

  test("another key of the account is still answered", async () => {
    await answered(A, 10);
    expectLimited(await question(A), 60, /per minute/);
    expect((await question(B)).status).toBe(200);
  });

  test("refused questions do not count: 400, 401, 403 and 429", async () => {
    for (let i = 0; i < 5; i++) {
      expectError(await emu.call("GET", "/help/search?locale=de", { key: A }), 400);
      expectError(await ask(emu, "dns", { key: "emulator-readonly-key" }), 403);
      expectError(await ask(emu, "dns", { key: null }), 401);
    }
    await answered(A, 10);
    for (let i = 0; i < 5; i++) expectLimited(await question(A), 60, /per minute/);
    emu.clock.advance(60);
    await answered(A, 10);
  });
});

describe("per account: 20 questions per sliding 10 minutes, across keys", () => {
  test("the 21st gets 429 for any key; Retry-After is when the oldest leaves the window", async () => {
    await answered(A, 10);
    emu.clock.advance(60);
    await answered(B, 10);
    expectLimited(await question(C), 540, /20 per 10 minutes for this account/);
    emu.clock.advance(60);
    // Key A's minute is over, but the account's window is still full.
    const res = await question(A);
    expectLimited(res, 480, /per 10 minutes/);
    expect(res.body.message).not.toMatch(/per minute/);
    emu.clock.advance(480);
    expect((await question(C)).status).toBe(200);
  });

  test("when both limits are reached, Retry-After is the later of the two", async () => {
    await answered(A, 10);
    emu.clock.advance(30);
    await answered(B, 10);
    expectLimited(await question(B), 570, /10 per minute for this API key and 20 per 10 minutes/);
  });
});

test("a reset clears the counters; the state dump shows them", async () => {
  await answered(A, 10);
  await answered(B, 2);
  const state = (await emu.admin.send("GET", "/state")).body.response;
  expect(state.assistant.questions.account).toHaveLength(12);
  expect(state.assistant.questions.by_key.a).toHaveLength(10);
  expect(state.assistant.questions.by_key.b).toHaveLength(2);
  expectLimited(await question(A), 60, /per minute/);
  await emu.admin.reset();
  expect((await emu.admin.send("GET", "/state")).body.response.assistant.questions).toEqual({
    account: [],
    by_key: {},
  });
  expect((await question(A)).status).toBe(200);
});
