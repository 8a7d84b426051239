import { clock } from "../resources/wait";

/**
 * A sliding-window limiter on the provider's clock: at most `limit` starts in any `windowSeconds`.
 * Callers queue in order, so a burst (e.g. `Promise.all` over many names) is paced, not refused.
 */
export class RateLimiter {
  private readonly starts: number[] = [];
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly limit: number,
    readonly windowSeconds: number,
  ) {}

  /** Resolves when one more call may start, and counts it. */
  acquire(): Promise<void> {
    const turn = this.queue.then(() => this.wait());
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async wait(): Promise<void> {
    const window = this.windowSeconds * 1000;
    for (;;) {
      const now = clock.now();
      while (this.starts.length > 0 && (this.starts[0] ?? 0) <= now - window) this.starts.shift();
      if (this.starts.length < this.limit) {
        this.starts.push(now);
        return;
      }
      await clock.sleep((this.starts[0] ?? now) + window - now);
    }
  }
}
