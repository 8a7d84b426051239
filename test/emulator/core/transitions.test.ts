import { ManualClock, SystemClock, scheduleSteps, Timeline } from "../../../emulator";

const at = (iso: string) => new Date(iso);

describe("Timeline", () => {
  const timeline = new Timeline(at("2025-01-01T00:00:00Z"), "pending", [
    { after: 60, state: "signing" },
    { after: 240, state: "active" },
  ]);

  test("steps are relative to the previous one; a state begins at its instant", () => {
    expect(timeline.changes).toEqual([
      { at: at("2025-01-01T00:01:00Z"), state: "signing" },
      { at: at("2025-01-01T00:05:00Z"), state: "active" },
    ]);
    expect(timeline.stateAt(at("2024-12-31T23:00:00Z"))).toBe("pending"); // before the start
    expect(timeline.stateAt(at("2025-01-01T00:00:59.999Z"))).toBe("pending");
    expect(timeline.stateAt(at("2025-01-01T00:01:00Z"))).toBe("signing");
    expect(timeline.stateAt(at("2025-01-01T00:04:59Z"))).toBe("signing");
    expect(timeline.stateAt(at("2025-01-01T00:05:00Z"))).toBe("active");
    expect(timeline.stateAt(at("2030-01-01T00:00:00Z"))).toBe("active");
    expect(timeline.finalState).toBe("active");
    expect(timeline.settlesAt).toEqual(at("2025-01-01T00:05:00Z"));
  });

  test("nextChangeAt, isSettled and snapshot", () => {
    expect(timeline.nextChangeAt(at("2025-01-01T00:00:30Z"))).toEqual(at("2025-01-01T00:01:00Z"));
    expect(timeline.nextChangeAt(at("2025-01-01T00:01:00Z"))).toEqual(at("2025-01-01T00:05:00Z"));
    expect(timeline.nextChangeAt(at("2025-01-01T00:05:00Z"))).toBeUndefined();
    expect(timeline.isSettled(at("2025-01-01T00:04:00Z"))).toBe(false);
    expect(timeline.isSettled(at("2025-01-01T00:05:00Z"))).toBe(true);
    expect(timeline.snapshot(at("2025-01-01T00:02:00Z"))).toEqual({
      state: "signing",
      since: at("2025-01-01T00:01:00Z"),
      nextChangeAt: at("2025-01-01T00:05:00Z"),
    });
    expect(timeline.snapshot(at("2025-01-01T00:00:00Z")).since).toEqual(at("2025-01-01T00:00:00Z"));
  });

  test("zero-length steps begin together (the later wins); no steps: settled at once", () => {
    const t = new Timeline(at("2025-01-01T00:00:00Z"), "a", [
      { after: 0, state: "b" },
      { after: 0, state: "c" },
      { after: 1.0005, state: "d" }, // rounded up to the millisecond
    ]);
    expect(t.stateAt(at("2025-01-01T00:00:00Z"))).toBe("c");
    expect(t.nextChangeAt(at("2025-01-01T00:00:00Z"))).toEqual(at("2025-01-01T00:00:01.001Z"));
    expect(t.stateAt(at("2025-01-01T00:00:01.000Z"))).toBe("c");
    expect(t.stateAt(at("2025-01-01T00:00:01.001Z"))).toBe("d");
    const constant = new Timeline(at("2025-01-01T00:00:00Z"), "only", []);
    expect(constant.stateAt(at("2026-01-01T00:00:00Z"))).toBe("only");
    expect(constant.isSettled(at("2025-01-01T00:00:00Z"))).toBe(true);
    expect(constant.nextChangeAt(at("2025-01-01T00:00:00Z"))).toBeUndefined();
  });

  test.each([-1, Number.NaN, Number.POSITIVE_INFINITY])("refuses after: %p", (after) => {
    expect(() => new Timeline(new Date(), "a", [{ after, state: "b" }])).toThrow(/steps\.0\.after/);
  });

  test("refuses an invalid start", () => {
    expect(() => new Timeline(new Date(Number.NaN), "a", [])).toThrow(RangeError);
  });
});

describe("scheduleSteps", () => {
  test("reads the state from a manual clock lazily: advancing is enough, no timers", () => {
    const clock = new ManualClock("2025-03-01T12:00:00Z");
    const order = scheduleSteps(clock, "pending_validation", [
      { after: 30, state: "issuing" },
      { after: 90, state: "issued" },
    ]);
    expect(order.state).toBe("pending_validation");
    expect(order.nextChangeAt).toEqual(at("2025-03-01T12:00:30Z"));
    clock.advance(29);
    expect(order.state).toBe("pending_validation");
    clock.advance(1);
    expect(order.state).toBe("issuing");
    expect(order.settled).toBe(false);
    clock.advance(3600); // far past every step
    expect(order.state).toBe("issued");
    expect(order.settled).toBe(true);
    expect(order.nextChangeAt).toBeUndefined();
    expect(order.snapshot()).toEqual({
      state: "issued",
      since: at("2025-03-01T12:02:00Z"),
      nextChangeAt: undefined,
    });
  });

  test("with a fast system clock, states progress in real time divided by the rate", () => {
    let realMs = 0;
    const source = { wallMs: () => Date.parse("2025-01-01T00:00:00Z") + realMs, monoMs: () => realMs };
    const clock = new SystemClock(10_000, source); // 10 s of emulated time per real millisecond
    const job = scheduleSteps(clock, "pending", [{ after: 300, state: "active" }]);
    realMs = 29.9;
    expect(job.state).toBe("pending");
    realMs = 30; // 300 emulated seconds
    expect(job.state).toBe("active");
  });

  test("advance also moves a system clock's schedules", () => {
    const clock = new SystemClock();
    const job = scheduleSteps(clock, "pending", [{ after: 3600, state: "active" }]);
    expect(job.state).toBe("pending");
    clock.advance(3600);
    expect(job.state).toBe("active");
  });
});
