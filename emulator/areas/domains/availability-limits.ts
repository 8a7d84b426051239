import type { Clock } from "../../core/clock";
import { RateLimitError } from "../../core/errors";
import { SlidingWindow } from "./sliding-window";

/** The spec's limits of GET /domains/availability/{domain}. */
export const AVAILABILITY_CHECKS_PER_MINUTE_PER_KEY = 60;
export const AVAILABILITY_CHECKS_PER_MINUTE_PER_ACCOUNT = 120;

const MINUTE_MS = 60_000;

/**
 * Availability checks per sliding minute, per key and across every key of the account. A
 * refused call is not counted, so a client that honours Retry-After gets through.
 */
export class AvailabilityLimits {
  private readonly perKey = new Map<string, SlidingWindow>();
  private readonly account = new SlidingWindow(AVAILABILITY_CHECKS_PER_MINUTE_PER_ACCOUNT, MINUTE_MS);

  constructor(private readonly clock: Clock) {}

  private windowOf(keyId: string): SlidingWindow {
    let window = this.perKey.get(keyId);
    if (!window) {
      window = new SlidingWindow(AVAILABILITY_CHECKS_PER_MINUTE_PER_KEY, MINUTE_MS);
      this.perKey.set(keyId, window);
    }
    return window;
  }

  /** Counts a check by this key, or refuses it (429) when a window is full. */
  hit(keyId: string): void {
    const now = this.clock.now().getTime();
    const key = this.windowOf(keyId);
    const keyWait = key.waitMs(now);
    if (keyWait > 0) {
      throw new RateLimitError(
        `rate limit of ${AVAILABILITY_CHECKS_PER_MINUTE_PER_KEY} availability checks per minute reached for this API key`,
        Math.max(1, Math.ceil(keyWait / 1000)),
      );
    }
    const accountWait = this.account.waitMs(now);
    if (accountWait > 0) {
      throw new RateLimitError(
        `rate limit of ${AVAILABILITY_CHECKS_PER_MINUTE_PER_ACCOUNT} availability checks per minute reached for the account (all keys)`,
        Math.max(1, Math.ceil(accountWait / 1000)),
      );
    }
    key.add(now);
    this.account.add(now);
  }

  /** Checks counted in the current minute, for the state dump. */
  usage(): { account: number; perKey: Record<string, number> } {
    const now = this.clock.now().getTime();
    return {
      account: this.account.count(now),
      perKey: Object.fromEntries([...this.perKey].map(([id, window]) => [id, window.count(now)])),
    };
  }
}
