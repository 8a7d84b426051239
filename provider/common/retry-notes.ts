import { AsyncLocalStorage } from "node:async_hooks";
import type { StepLog } from "./step-log";

/**
 * The log of the step whose requests are under way, for the client's notes of a request sent
 * again. The client is shared by every step of the same settings (its connections and the reads
 * cached on it are reused), so the note cannot be bound to it: it follows the request's
 * asynchronous context to the step that made it, as the step's deadline does (deadline-scope.ts).
 */
const scope = new AsyncLocalStorage<StepLog>();

/** Runs `step` with `log` receiving the notes of the requests it sends again. */
export function withRetryNotes<T>(log: StepLog, step: () => Promise<T>): Promise<T> {
  return scope.run(log, step);
}

/**
 * The clients' `onRetry`: the note goes to the log of the step that made the request. A request
 * outside any step (a program's lookup) has no resource to show it on, and its caller sets
 * `withRetryNotes` if it wants the notes.
 */
export function noteRetry(note: string): void {
  scope.getStore()?.info(note);
}
