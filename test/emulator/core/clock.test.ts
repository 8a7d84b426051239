import { ManualClock, SystemClock, startEmulator } from "../../../emulator";

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

describe("a system clock with a rate", () => {
  const until = async (check: () => boolean) => {
    const deadline = Date.now() + 2000;
    while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  };

  test("runs rate times faster than real time, starting at real time", async () => {
    const before = Date.now();
    const clock = new SystemClock(1000);
    expect(clock.rate).toBe(1000);
    const start = clock.now().getTime();
    expect(Math.abs(start - before)).toBeLessThan(1000);
    const realStart = performance.now();
    await new Promise((r) => setTimeout(r, 50));
    const emulated = clock.now().getTime() - start;
    const real = performance.now() - realStart;
    expect(emulated).toBeGreaterThanOrEqual(1000 * 45);
    expect(emulated).toBeLessThanOrEqual(1000 * (real + 5));
  });

  test("advance adds on top of the rate, and time never goes backwards", async () => {
    const clock = new SystemClock(50);
    const start = clock.now().getTime();
    clock.advance(86_400);
    expect(clock.now().getTime() - start).toBeGreaterThanOrEqual(86_400_000);
    let last = clock.now().getTime();
    for (let i = 0; i < 2000; i++) {
      const now = clock.now().getTime();
      expect(now).toBeGreaterThanOrEqual(last);
      last = now;
    }
    await until(() => clock.now().getTime() > last);
    expect(clock.now().getTime()).toBeGreaterThan(last);
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
      const read = async () => {
        const res = await fetch(`${emu.url}/__emulator/clock`);
        return Date.parse(((await res.json()) as { response: { now: string } }).response.now);
      };
      const first = await read();
      await new Promise((r) => setTimeout(r, 100));
      expect((await read()) - first).toBeGreaterThanOrEqual(300_000); // ≥ 5 emulated minutes
    } finally {
      await emu.stop();
    }
    await expect(startEmulator({ clockRate: 2, clock: new ManualClock() })).rejects.toThrow(
      /clock or clockRate/,
    );
    await expect(startEmulator({ clockRate: 0 })).rejects.toThrow(RangeError);
  });
});
