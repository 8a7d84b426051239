import { clock } from "../common/clock";

/**
 * A sliding-window limiter on the provider's clock: at most `limit` calls in any `windowSeconds`.
 * A call counts while it runs and then from the moment it ended, so however long a request
 * travels, the server cannot see more than `limit` in its own window. Callers queue in order: a
 * burst (e.g. `Promise.all` over many names) is paced, not refused.
 */
export class RateLimiter {
  private readonly ended: number[] = [];
  private running = 0;
  private queue: Promise<void> = Promise.resolve();
  private wake: (() => void) | undefined;

  constructor(
    readonly limit: number,
    readonly windowSeconds: number,
  ) {}

  /** Runs `call` once the window has room. */
  async run<T>(call: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(() => this.admit());
    this.queue = turn.catch(() => undefined);
    await turn;
    try {
      return await call();
    } finally {
      this.running--;
      this.ended.push(clock.now());
      this.wake?.();
    }
  }

  private async admit(): Promise<void> {
    const window = this.windowSeconds * 1000;
    for (;;) {
      const now = clock.now();
      while (this.ended.length > 0 && (this.ended[0] ?? 0) <= now - window) this.ended.shift();
      if (this.ended.length + this.running < this.limit) {
        this.running++;
        return;
      }
      const oldest = this.ended[0];
      if (oldest === undefined) {
        // Every slot is held by a call still running: wait for one to end.
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
        this.wake = undefined;
      } else {
        await clock.sleep(oldest + window - now);
      }
    }
  }
}
