import { clock } from "./clock";

/**
 * Waiting for an object to converge (a certificate issued, a DNSSEC job done) within the
 * resource's own deadline: Pulumi's customTimeouts never reach a dynamic provider. The caller
 * turns "not converged" into a NotConvergedError, so the next `up` resumes the wait.
 */

/** Seconds between polls: first, growth per poll, most. */
export const backoff = { firstSeconds: 2, factor: 1.5, maxSeconds: 30 };

/** The milliseconds on `clock` at which a wait of `timeoutSeconds` (a resource's input) ends. */
export function deadlineAfter(timeoutSeconds: number): number {
  return clock.now() + timeoutSeconds * 1000;
}

export interface WaitSteps<T> {
  /** What is waited for, for progress lines ("certificate crt-1001"). */
  what: string;
  /** Reads the object's current state. */
  poll(): Promise<T>;
  /** Whether `value` is the wanted state. */
  done(value: T): boolean;
  /** The state in a few words, for progress lines ("pending, DCV 1 of 2 valid"). */
  describe(value: T): string;
  /** Milliseconds on `clock` after which waiting stops (see deadlineAfter). */
  deadline: number;
}

/**
 * Where a run's work on an object ended: every resource that waits returns this shape, so its
 * recipe tells "keep waiting next time" from "done" in one way.
 */
export interface WaitResult<T> {
  /** The object as last read. */
  value: T;
  /** The deadline came before the wanted state: the next `up` resumes the wait. */
  timedOut: boolean;
  /** Seconds waited (0 when the run did not wait). */
  elapsed: number;
}

/**
 * Polls with backoff until `done` or the deadline, printing the state and the elapsed time
 * whenever it changes and at least every few polls (the engine shows console.log lines).
 * The first poll is immediate. Errors of `poll` propagate.
 */
export async function waitFor<T>(steps: WaitSteps<T>): Promise<WaitResult<T>> {
  const start = clock.now();
  const elapsed = () => Math.round((clock.now() - start) / 1000);
  let delay = backoff.firstSeconds * 1000;
  let last = "";
  for (let poll = 0; ; poll++) {
    const value = await steps.poll();
    if (steps.done(value)) {
      if (poll > 0) console.log(`${steps.what}: ${steps.describe(value)} after ${elapsed()}s`);
      return { value, timedOut: false, elapsed: elapsed() };
    }
    const state = steps.describe(value);
    if (state !== last || poll % 5 === 0) console.log(`${steps.what}: ${state}, ${elapsed()}s elapsed`);
    last = state;
    const left = steps.deadline - clock.now();
    if (left <= 0) return { value, timedOut: true, elapsed: elapsed() };
    await clock.sleep(Math.min(delay, left));
    delay = Math.min(delay * backoff.factor, backoff.maxSeconds * 1000);
  }
}
