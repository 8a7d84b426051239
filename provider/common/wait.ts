import { clock } from "./clock";
import type { StepLog } from "./step-log";

/**
 * Waiting for an object to converge (a certificate issued, a DNSSEC job done) within the
 * resource's own deadline: Pulumi's customTimeouts never reach a dynamic provider. The caller
 * turns "not converged" into a NotConvergedError, so the next `up` resumes the wait.
 */

/**
 * Seconds between polls, in the API's time (see `clock.apiRate`): first, growth per poll, most
 * (also when the API announced its next change: someone else may act sooner, and a progress
 * line shows at least that often); and the least in this clock's, so an API whose clock runs
 * fast is not polled in a tight loop.
 */
export const backoff = { firstSeconds: 2, factor: 1.5, maxSeconds: 30, leastSeconds: 0.2 };
/** After the instant the API gave for a change, this much more of its time before the poll. */
const CHANGE_MARGIN_MS = 1000;

/** The milliseconds on `clock` at which a wait of `timeoutSeconds` (a resource's input) ends. */
export function deadlineAfter(timeoutSeconds: number): number {
  return clock.now() + timeoutSeconds * 1000;
}

export interface WaitSteps<T> {
  /** What is waited for, for progress lines ("certificate crt-1001"). */
  what: string;
  /** Where the progress lines go: the log of the step that waits. */
  log: StepLog;
  /** Reads the object's current state. */
  poll(): Promise<T>;
  /** Whether `value` is the wanted state. */
  done(value: T): boolean;
  /** The state in a few words, for progress lines ("pending, DCV 1 of 2 valid"). */
  describe(value: T): string;
  /** Milliseconds on `clock` after which waiting stops (see deadlineAfter). */
  deadline: number;
  /**
   * When the API says the state changes next (its time, in milliseconds), if it says so and
   * nothing else can change it sooner: the next poll is then, not at the next backoff step.
   */
  nextChangeAt?(value: T): number | undefined;
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
 * Milliseconds on `clock` until the next poll: at the change the API announced (a margin
 * after it), else the backoff's step; within 30 s and in the API's time either way, and never
 * under the least. Before the API's rate is measured (its first second of
 * answers), the backoff's step alone.
 */
export function pollDelayMs(backoffMs: number, nextChangeAt: number | undefined): number {
  const rate = clock.apiRate();
  // Until the API's rate is known, its announced instants cannot be turned into waits of ours.
  if (rate === undefined) return backoffMs;
  const apiMs = nextChangeAt === undefined ? backoffMs : nextChangeAt + CHANGE_MARGIN_MS - clock.apiNow();
  return Math.max(backoff.leastSeconds * 1000, Math.min(apiMs, backoff.maxSeconds * 1000) / rate);
}

/**
 * Polls until `done` or the deadline, printing the state and the elapsed time whenever it
 * changes and at least every few polls, to the step's log. The first poll is
 * immediate; the next ones follow the API's announced changes, else a backoff (`pollDelayMs`).
 * Errors of `poll` propagate.
 */
export async function waitFor<T>(steps: WaitSteps<T>): Promise<WaitResult<T>> {
  const start = clock.now();
  const elapsed = () => Math.round((clock.now() - start) / 1000);
  let delay = backoff.firstSeconds * 1000;
  let last = "";
  for (let poll = 0; ; poll++) {
    const value = await steps.poll();
    if (steps.done(value)) {
      if (poll > 0) steps.log.info(`${steps.what}: ${steps.describe(value)} after ${elapsed()}s`);
      return { value, timedOut: false, elapsed: elapsed() };
    }
    const state = steps.describe(value);
    if (state !== last || poll % 5 === 0) steps.log.info(`${steps.what}: ${state}, ${elapsed()}s elapsed`);
    last = state;
    const left = steps.deadline - clock.now();
    if (left <= 0) return { value, timedOut: true, elapsed: elapsed() };
    await clock.sleep(Math.min(pollDelayMs(delay, steps.nextChangeAt?.(value)), left));
    delay = Math.min(delay * backoff.factor, backoff.maxSeconds * 1000);
  }
}
