/**
 * Time source of the emulator. Every time-dependent rule (rate limits, serials, request log,
 * asynchronous transitions) reads `now()`, so tests can move time forward instead of waiting.
 */
export interface Clock {
  now(): Date;
  /** Moves this clock forward; never backwards (limits assume monotonic time). */
  advance(seconds: number): void;
  /** Emulated seconds per real second when time flows by itself (SystemClock); absent: frozen. */
  readonly rate?: number;
}

/** Largest accepted `--clock-rate` / `clockRate`: a day of emulated time in under a second. */
export const MAX_CLOCK_RATE = 100_000;

function checkAdvance(seconds: number): void {
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new RangeError(`advance expects a finite, non-negative number of seconds, got ${seconds}`);
  }
}

/** Throws a RangeError unless `rate` is a number with 0 < rate ≤ MAX_CLOCK_RATE. */
export function checkClockRate(rate: number): void {
  if (typeof rate !== "number" || !Number.isFinite(rate) || rate <= 0 || rate > MAX_CLOCK_RATE) {
    throw new RangeError(`clock rate must be a number above 0 and at most ${MAX_CLOCK_RATE}, got ${rate}`);
  }
}

/** Where a SystemClock reads real time: wall-clock and monotonic milliseconds. */
export interface TimeSource {
  wallMs(): number;
  monoMs(): number;
}

const realTime: TimeSource = { wallMs: () => Date.now(), monoMs: () => performance.now() };

/**
 * Real time, optionally running `rate` times faster, plus the total of every `advance` so far:
 * the default for interactive use.
 *
 * - rate 1: the wall clock (`Date.now()`) plus the advances.
 * - any other rate: starts at the wall-clock time of construction, then moves by the elapsed
 *   monotonic time (`performance.now()`) times `rate`, so a system clock adjustment cannot make
 *   it jump by `rate` times the adjustment.
 *
 * Either way `now()` never goes backwards: should the wall clock be set back, emulated time
 * stands still until it catches up.
 */
export class SystemClock implements Clock {
  readonly rate: number;
  private offsetMs = 0;
  private lastMs = Number.NEGATIVE_INFINITY;
  private readonly startWallMs: number;
  private readonly startMonoMs: number;

  /** `source` is for tests: real time unless given. */
  constructor(
    rate = 1,
    private readonly source: TimeSource = realTime,
  ) {
    checkClockRate(rate);
    this.rate = rate;
    this.startWallMs = source.wallMs();
    this.startMonoMs = source.monoMs();
  }

  now(): Date {
    const { source } = this;
    const base =
      this.rate === 1 ? source.wallMs() : this.startWallMs + (source.monoMs() - this.startMonoMs) * this.rate;
    this.lastMs = Math.max(this.lastMs, base + this.offsetMs);
    return new Date(Math.floor(this.lastMs));
  }

  advance(seconds: number): void {
    checkAdvance(seconds);
    this.offsetMs += seconds * 1000;
  }
}

/** Frozen time that moves only through `advance`: deterministic tests. */
export class ManualClock implements Clock {
  private ms: number;

  constructor(start: Date | string = "2025-01-01T00:00:00Z") {
    this.ms = new Date(start).getTime();
    if (Number.isNaN(this.ms)) throw new RangeError(`invalid start time: ${String(start)}`);
  }

  now(): Date {
    return new Date(this.ms);
  }

  advance(seconds: number): void {
    checkAdvance(seconds);
    this.ms += seconds * 1000;
  }
}
