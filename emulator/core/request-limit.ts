import { RateLimitError } from "./errors";

/** The most requests per second an emulator may be told to allow; beyond, no limit is wanted. */
export const MAX_REQUESTS_PER_SECOND = 1_000_000;

/**
 * The account's limit on API requests, across all its keys ("request limits on the account level
 * count across all keys and OAuth clients"; the service does not publish a figure, so it is off
 * unless set). A token bucket: `perSecond` requests a second, as many in a burst; beyond, 429
 * with Retry-After, the whole seconds until a request is allowed again. Counted in real time,
 * whatever the emulated clock's rate: it stands for the service's capacity, not for a rule of
 * the account's calendar.
 */
export class RequestLimit {
  private tokens: number;
  private last: number;

  constructor(
    readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    checkRequestsPerSecond(perSecond);
    this.tokens = perSecond;
    this.last = this.now();
  }

  /** Counts one request, or refuses it (429) when the bucket is empty; a refusal counts nothing. */
  take(): void {
    const now = this.now();
    this.tokens = Math.min(this.perSecond, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return;
    }
    const seconds = Math.max(1, Math.ceil((1 - this.tokens) / this.perSecond));
    throw new RateLimitError(
      `account request limit reached: ${this.perSecond} requests per second across all keys; retry after ${seconds} s`,
      seconds,
    );
  }
}

export function checkRequestsPerSecond(perSecond: number): void {
  if (!(Number.isInteger(perSecond) && perSecond >= 1 && perSecond <= MAX_REQUESTS_PER_SECOND)) {
    throw new TypeError(
      `requestsPerSecond must be a whole number from 1 to ${MAX_REQUESTS_PER_SECOND}, got ${perSecond}`,
    );
  }
}
