/**
 * Calls counted over the last `windowMs` milliseconds (a sliding window, not fixed minutes),
 * so a burst is never admitted twice across a boundary.
 */
export class SlidingWindow {
  private times: number[] = [];

  constructor(
    readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Milliseconds until one more call fits, or 0 when it fits now. */
  waitMs(nowMs: number): number {
    this.times = this.times.filter((t) => t > nowMs - this.windowMs);
    if (this.times.length < this.limit) return 0;
    return (this.times[this.times.length - this.limit] ?? nowMs) + this.windowMs - nowMs;
  }

  add(nowMs: number): void {
    this.times.push(nowMs);
  }

  /** Calls inside the window at `nowMs`. */
  count(nowMs: number): number {
    return this.times.filter((t) => t > nowMs - this.windowMs).length;
  }
}
