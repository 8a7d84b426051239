import { clock } from "../../../provider/common/clock";

// The API's time as the provider goes by it for dates the API decides.
let now: number;
beforeEach(() => {
  now = Date.parse("2026-11-26T10:00:00.400Z");
  jest.spyOn(clock, "now").mockImplementation(() => now);
});
afterEach(() => {
  clock.noteApiTime(new Date(now)); // back to no offset for the next test file's clock
  jest.restoreAllMocks();
});

test("before any answer, the API's time is this clock's", () => {
  expect(clock.apiNow()).toBe(now);
});

test("an API ahead (an emulator moved on 61 days) is believed, and the offset follows this clock", () => {
  clock.noteApiTime(new Date(now + 61 * 86_400_000));
  expect(clock.apiNow()).toBe(now + 61 * 86_400_000);
  now += 5_000;
  expect(clock.apiNow()).toBe(now + 61 * 86_400_000);
  clock.noteApiTime(new Date(now - 3_600_000)); // the last answer counts, behind as well
  expect(clock.apiNow()).toBe(now - 3_600_000);
});

test("within the whole second an HTTP date keeps, the clocks agree", () => {
  clock.noteApiTime(new Date(Math.floor(now / 1000) * 1000)); // the Date header of an answer sent now
  expect(clock.apiNow()).toBe(now);
  clock.noteApiTime(new Date(now + 1_500));
  expect(clock.apiNow()).toBe(now);
});

describe("the API's clock rate", () => {
  const answerAt = (apiMs: number) => clock.noteApiTime(new Date(Math.floor(apiMs / 1000) * 1000));

  test("an API on real time runs at 1, whatever its whole-second dates", () => {
    for (let i = 0; i < 50; i++) {
      answerAt(now);
      now += 370;
    }
    expect(clock.apiRate()).toBe(1);
  });

  test("an API whose clock runs 600 times faster is measured so within a second, and back to 1 when it slows", () => {
    const start = now;
    const apiAt = (local: number) => start + (local - start) * 600;
    for (let i = 0; i < 30; i++) {
      answerAt(apiAt(now));
      now += 100;
    }
    expect(clock.apiRate()).toBeGreaterThan(590);
    expect(clock.apiRate()).toBeLessThan(610);
    // The API's clock now keeps real time (a frozen or manual clock counts as no faster either).
    const api = apiAt(now);
    const since = now;
    for (let i = 0; i < 30; i++) {
      answerAt(api + (now - since));
      now += 100;
    }
    expect(clock.apiRate()).toBe(1);
  });
});
