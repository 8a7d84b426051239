/**
 * Time source of the emulator. Every time-dependent rule (rate limits, serials, request log)
 * reads `now()`, so tests can move time forward instead of waiting.
 */
export interface Clock {
  now(): Date;
  /** Moves this clock forward; never backwards (limits assume monotonic time). */
  advance(seconds: number): void;
}

function checkAdvance(seconds: number): void {
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new RangeError(`advance expects a finite, non-negative number of seconds, got ${seconds}`);
  }
}

/** Wall-clock time plus the total of every `advance` so far: the default for interactive use. */
export class SystemClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
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
