import { AsyncLocalStorage } from "node:async_hooks";
import { clock } from "./clock";

/**
 * The deadline of the resource step under way (a DNSSEC or certificate wait), on `clock`, for
 * every API call it makes, however deep: the client's waits before sending a request again (a
 * 429's Retry-After, a backoff) never run past it, as the resource's own timeout promises.
 */
const scope = new AsyncLocalStorage<number>();

/** Runs `step` with `deadline` (from `deadlineAfter`) as the deadline of its API calls. */
export function withinDeadline<T>(deadline: number, step: () => Promise<T>): Promise<T> {
  return scope.run(deadline, step);
}

/** Whether waiting `ms` before sending a request again still ends before the step's deadline. */
export function mayWaitBeforeDeadline(ms: number): boolean {
  const deadline = scope.getStore();
  return deadline === undefined || clock.now() + ms < deadline;
}
