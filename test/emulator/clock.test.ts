import { ManualClock, SystemClock } from "../../emulator";

test("a manual clock stands still until advanced", () => {
  const clock = new ManualClock("2025-06-01T12:00:00Z");
  expect(clock.now().toISOString()).toBe("2025-06-01T12:00:00.000Z");
  clock.advance(90);
  expect(clock.now().toISOString()).toBe("2025-06-01T12:01:30.000Z");
});

test("the system clock adds every advance to wall time", () => {
  const clock = new SystemClock();
  clock.advance(3600);
  const before = Date.now();
  expect(clock.now().getTime()).toBeGreaterThanOrEqual(before + 3600_000);
});

test("clocks refuse to go backwards or to move by a non-number", () => {
  expect(() => new ManualClock().advance(-1)).toThrow(RangeError);
  expect(() => new SystemClock().advance(Number.NaN)).toThrow(RangeError);
  expect(() => new ManualClock("not a date")).toThrow(RangeError);
});
