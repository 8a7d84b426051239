import { ManualClock, SystemClock, startEmulator } from "../../../emulator";
import { emulatorAdmin } from "../../support/emulator-admin";

test("a manual clock stands still until advanced", () => {
  const clock = new ManualClock("2025-06-01T12:00:00Z");
  expect(clock.now().toISOString()).toBe("2025-06-01T12:00:00.000Z");
  clock.advance(90);
  expect(clock.now().toISOString()).toBe("2025-06-01T12:01:30.000Z");
});

test("the system clock adds every advance to wall time", () => {
  const clock = new SystemClock(1, { wallMs: () => Date.parse("2025-06-01T12:00:00Z"), monoMs: () => 0 });
  clock.advance(3600);
  expect(clock.now().toISOString()).toBe("2025-06-01T13:00:00.000Z");
});

test("clocks refuse to go backwards or to move by a non-number", () => {
  expect(() => new ManualClock().advance(-1)).toThrow(RangeError);
  expect(() => new SystemClock().advance(Number.NaN)).toThrow(RangeError);
  expect(() => new ManualClock("not a date")).toThrow(RangeError);
});

/** Real time under the test's control: wall-clock and monotonic milliseconds move only when told. */
function fakeTime(wallMs = Date.parse("2025-01-01T00:00:00Z")) {
  let mono = 1_000;
  let wall = wallMs;
  return {
    wallMs: () => wall,
    monoMs: () => mono,
    /** Real time passes: both move. */
    pass(ms: number) {
      mono += ms;
      wall += ms;
    },
    /** Someone sets the system clock: only the wall clock moves. */
    setWall(ms: number) {
      wall = ms;
    },
  };
}

describe("a system clock with a rate", () => {
  test("runs rate times faster than real time, starting at real time", () => {
    const time = fakeTime();
    const clock = new SystemClock(1000, time);
    expect(clock.rate).toBe(1000);
    expect(clock.now().toISOString()).toBe("2025-01-01T00:00:00.000Z");
    time.pass(50);
    expect(clock.now().toISOString()).toBe("2025-01-01T00:00:50.000Z"); // 50 ms real = 50 s
    time.pass(3_600);
    expect(clock.now().toISOString()).toBe("2025-01-01T01:00:50.000Z");
  });

  test("rate 1 is the wall clock itself", () => {
    const time = fakeTime();
    const clock = new SystemClock(1, time);
    time.pass(1500);
    expect(clock.now().toISOString()).toBe("2025-01-01T00:00:01.500Z");
  });

  test("a fast clock follows monotonic time: setting the system clock does not make it jump", () => {
    const time = fakeTime();
    const clock = new SystemClock(100, time);
    time.setWall(Date.parse("2030-01-01T00:00:00Z"));
    time.pass(10);
    expect(clock.now().toISOString()).toBe("2025-01-01T00:00:01.000Z");
  });

  test("advance adds on top of the rate, and time never goes backwards", () => {
    const time = fakeTime();
    const clock = new SystemClock(50, time);
    clock.advance(86_400);
    expect(clock.now().toISOString()).toBe("2025-01-02T00:00:00.000Z");
    time.pass(20);
    expect(clock.now().toISOString()).toBe("2025-01-02T00:00:01.000Z");
    // The wall clock set back: a rate-1 clock stands still until it catches up.
    const wall = new SystemClock(1, time);
    const before = wall.now().getTime();
    time.setWall(before - 60_000);
    expect(wall.now().getTime()).toBe(before);
    time.setWall(before + 5);
    expect(wall.now().getTime()).toBe(before + 5);
  });

  test.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, 100_001])("refuses rate %p", (rate) => {
    expect(() => new SystemClock(rate)).toThrow(RangeError);
  });

  test("the default rate is 1 and fractional rates are allowed", () => {
    expect(new SystemClock().rate).toBe(1);
    expect(new SystemClock(0.5).rate).toBe(0.5);
    expect(new SystemClock(100_000).rate).toBe(100_000);
  });

  test("startEmulator({ clockRate }) serves fast time over HTTP; not together with clock", async () => {
    const emu = await startEmulator({ clockRate: 3600 }); // an hour per real second
    try {
      const read = emulatorAdmin(emu.url).clock;
      const first = await read();
      expect(first.rate).toBe(3600);
      // The emulator read its clock before `from` and again after `to`: at least 3600 times that
      // much real time passed in between on its clock (less 2 ms of rounding to milliseconds).
      const from = performance.now();
      await new Promise((r) => setTimeout(r, 50));
      const to = performance.now();
      const second = await read();
      expect(Date.parse(second.now) - Date.parse(first.now)).toBeGreaterThanOrEqual(3600 * (to - from) - 2);
    } finally {
      await emu.stop();
    }
    await expect(startEmulator({ clockRate: 2, clock: new ManualClock() })).rejects.toThrow(
      /clock or clockRate/,
    );
    await expect(startEmulator({ clockRate: 0 })).rejects.toThrow(RangeError);
  });
});
