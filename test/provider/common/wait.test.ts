import { clock } from "../../../provider/common/clock";
import { silentLog } from "../../../provider/common/step-log";
import { deadlineAfter, pollDelayMs, waitFor } from "../../../provider/common/wait";

// A clock that only moves when the wait sleeps: nothing here takes real time.
let now: number;
beforeEach(() => {
  now = Date.parse("2025-03-01T00:00:00Z");
  jest.spyOn(clock, "now").mockImplementation(() => now);
  jest.spyOn(clock, "sleep").mockImplementation(async (ms) => {
    now += ms;
  });
});
afterEach(() => jest.restoreAllMocks());

test("deadlineAfter is the timeout, in seconds, from now on the provider's clock", () => {
  expect(deadlineAfter(90)).toBe(now + 90_000);
});

test("the wanted state reached: the value, not timed out, the seconds waited", async () => {
  const states = ["pending", "pending", "done"];
  const result = await waitFor({
    what: "job 1",
    log: silentLog,
    poll: async () => states.shift() ?? "done",
    done: (state) => state === "done",
    describe: (state) => state,
    deadline: deadlineAfter(60),
  });
  // Polls at 0 s, 2 s and 5 s (2 s, then 1.5 times as long).
  expect(result).toEqual({ value: "done", timedOut: false, elapsed: 5 });
});

test("the deadline first: the last value read, timed out, and no sleep past the deadline", async () => {
  const result = await waitFor({
    what: "job 1",
    log: silentLog,
    poll: async () => "pending",
    done: () => false,
    describe: (state) => state,
    deadline: deadlineAfter(10),
  });
  expect(result).toEqual({ value: "pending", timedOut: true, elapsed: 10 });
});

test("a change the API announces is polled for a second after it, not at the backoff's steps", async () => {
  jest.spyOn(clock, "apiRate").mockReturnValue(1);
  const polls: number[] = [];
  const start = now;
  const result = await waitFor({
    what: "job 1",
    log: silentLog,
    poll: async () => {
      polls.push((now - start) / 1000);
      return now - start >= 75_000 ? "done" : "signing";
    },
    done: (state) => state === "done",
    describe: (state) => state,
    deadline: deadlineAfter(600),
    // The phase ends 75 s after the start, as the API says; a poll at least every 30 s meanwhile.
    nextChangeAt: () => start + 75_000,
  });
  expect(polls).toEqual([0, 30, 60, 76]);
  expect(result.elapsed).toBe(76);
});

test("an API whose clock runs 600 times faster is waited for in its time, never under 0.2 s", () => {
  jest.spyOn(clock, "apiRate").mockReturnValue(600);
  // 2 s and 61 s of the API's are 3.3 ms and 0.1 s of ours: the least wait, 0.2 s.
  expect(pollDelayMs(2000, now + 60_000)).toBe(200);
  expect(pollDelayMs(2000, undefined)).toBe(200);
  jest.spyOn(clock, "apiRate").mockReturnValue(60);
  // A change 20 API seconds away: 21 s / 60 = 0.35 s; a backoff of 30 s: 0.5 s.
  expect(pollDelayMs(2000, now + 20_000)).toBeCloseTo(350);
  expect(pollDelayMs(30_000, undefined)).toBeCloseTo(500);
  jest.spyOn(clock, "apiRate").mockReturnValue(1);
  expect(pollDelayMs(2000, undefined)).toBe(2000);
  expect(pollDelayMs(2000, now + 10_000)).toBe(11_000);
  // A change announced in an hour: a poll (and a progress line) every 30 s meanwhile.
  expect(pollDelayMs(2000, now + 3_600_000)).toBe(30_000);
  // Announced in the past: the least wait.
  expect(pollDelayMs(2000, now - 10_000)).toBe(200);
  // Before the API's rate is measured, its instants are not ours to go by: the backoff's step.
  jest.spyOn(clock, "apiRate").mockReturnValue(undefined);
  expect(pollDelayMs(2000, now + 10_000)).toBe(2000);
});
