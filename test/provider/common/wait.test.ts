import { clock } from "../../../provider/common/clock";
import { deadlineAfter, waitFor } from "../../../provider/common/wait";

// A clock that only moves when the wait sleeps: nothing here takes real time.
let now: number;
beforeEach(() => {
  now = Date.parse("2025-03-01T00:00:00Z");
  jest.spyOn(clock, "now").mockImplementation(() => now);
  jest.spyOn(clock, "sleep").mockImplementation(async (ms) => {
    now += ms;
  });
  jest.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test("deadlineAfter is the timeout, in seconds, from now on the provider's clock", () => {
  expect(deadlineAfter(90)).toBe(now + 90_000);
});

test("the wanted state reached: the value, not timed out, the seconds waited", async () => {
  const states = ["pending", "pending", "done"];
  const result = await waitFor({
    what: "job 1",
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
    poll: async () => "pending",
    done: () => false,
    describe: (state) => state,
    deadline: deadlineAfter(10),
  });
  expect(result).toEqual({ value: "pending", timedOut: true, elapsed: 10 });
});
