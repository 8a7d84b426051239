import { defaultFixtures, ManualClock } from "../../../../emulator";
import { helpSearchResponse } from "../../../../provider/contract/assistant";
import { type InProcessEmulator, startTestEmulator } from "../../../support/emulator-harness";
import type { HttpAnswer } from "../../../support/http-call";
import { expectError, expectSuccess } from "../../support/shapes";
import { ask } from "./ask";

/**
 * Rule 3: one question at a time. Answering takes `assistant.answerSeconds` of emulated time,
 * so with a frozen clock a question stays in progress until the test moves the clock.
 */

const ANSWER_SECONDS = 30;
let emu: InProcessEmulator;
const fixtures = defaultFixtures();
fixtures.assistant = { answerSeconds: ANSWER_SECONDS };
fixtures.keys = [
  ...(fixtures.keys ?? []),
  { id: "other", key: "other-key", scopes: ["assistant", "domain:read"] },
];

beforeAll(async () => {
  emu = await startTestEmulator({ clock: new ManualClock(), fixtures });
});
afterAll(() => emu.stop());
beforeEach(async () => {
  await emu.admin.reset();
});

const assistantState = async () => (await emu.admin.send("GET", "/state")).body.response.assistant;

/**
 * Sends a question and resolves once the emulator has taken it up (seen in the state dump),
 * with the answer still to come (wrapped: an async function would wait for a returned promise).
 */
async function askAndWaitUntilTakenUp(q: string, key?: string): Promise<{ answer: Promise<HttpAnswer> }> {
  const answer = ask(emu, q, { key });
  for (let look = 0; look < 10_000; look++) {
    if ((await assistantState()).answering) return { answer };
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error("the question was never taken up");
}

test("a second question while one is answered gets 503, from any key; the first is answered when its time has passed", async () => {
  const first = await askAndWaitUntilTakenUp("How do I enable DNSSEC?");
  const answering = (await assistantState()).answering;
  expect(answering).toEqual({
    key_id: "default",
    started_at: emu.clock.now().toISOString(),
    answers_at: new Date(emu.clock.now().getTime() + ANSWER_SECONDS * 1000).toISOString(),
  });
  expectError(await ask(emu, "Where are my invoices?"), 503, /answering another question/);
  expectError(await ask(emu, "Where are my invoices?", { key: "other-key" }), 503);
  emu.clock.advance(ANSWER_SECONDS - 1);
  expectError(await ask(emu, "Where are my invoices?"), 503);
  emu.clock.advance(1);
  const answer = expectSuccess(await first.answer, helpSearchResponse);
  expect(answer.articles[0]?.id).toBe("dnssec");
  expect((await assistantState()).answering).toBeNull();
});

test("the next question is taken up once the clock has moved past the answer time", async () => {
  const first = await askAndWaitUntilTakenUp("dnssec");
  emu.clock.advance(ANSWER_SECONDS);
  const second = await askAndWaitUntilTakenUp("invoice", "other-key");
  expect((await assistantState()).answering.key_id).toBe("other");
  emu.clock.advance(ANSWER_SECONDS);
  expect((await first.answer).status).toBe(200);
  expect(expectSuccess(await second.answer, helpSearchResponse).articles[0]?.id).toBe("billing");
});

test("a question refused with 503 does not count towards the limits", async () => {
  const first = await askAndWaitUntilTakenUp("dnssec");
  for (let i = 0; i < 5; i++) expectError(await ask(emu, "invoice"), 503);
  expect((await assistantState()).questions.account).toHaveLength(1);
  emu.clock.advance(ANSWER_SECONDS);
  expect((await first.answer).status).toBe(200);
});

test("a reset frees the assistant", async () => {
  const first = await askAndWaitUntilTakenUp("dnssec");
  await emu.admin.reset();
  const second = await askAndWaitUntilTakenUp("invoice");
  emu.clock.advance(ANSWER_SECONDS);
  expect((await first.answer).status).toBe(200);
  expect((await second.answer).status).toBe(200);
});

test("with the default answer time of 0 questions never overlap", async () => {
  const quick = await startTestEmulator({
    clock: new ManualClock(),
    fixtures: { ...fixtures, assistant: {} },
  });
  try {
    const results = await Promise.all([1, 2, 3].map(() => ask(quick, "dnssec")));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
  } finally {
    await quick.stop();
  }
});
