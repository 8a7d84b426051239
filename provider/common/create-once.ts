import { mayHaveTakenEffect, TransportError } from "../client/errors";
import { clock } from "./clock";
import type { StepLog } from "./step-log";

export interface CreateOnceSteps<T> {
  /** What is being created, for messages ("TXT record at a.example.com."). */
  what: string;
  /** Where the notes of a lost response or a resend go: the log of the step that creates. */
  log: StepLog;
  /** The write (a POST); may fail with its outcome unknown. */
  send(): Promise<T>;
  /** Finds the object by its natural key, as proof that a lost write took effect. */
  find(): Promise<T | undefined>;
  /** Sends at most this many times (default 3). */
  attempts?: number;
  /** The wait before the first resend, doubled each time after (default 1000 ms). */
  retryDelayMs?: number;
  /**
   * For what is paid (an order): after a write whose outcome is unknown, it is never sent again
   * in this run. An API may complete a request after the client gave up on it, so the lookup
   * repeats for this long; then the create fails saying the object may exist, and `takenBackBy`
   * says how the next run finds it. Unset: not found at once means not made, and it is resent.
   */
  lookForSeconds?: number;
  takenBackBy?: string;
}

/**
 * Creates without duplicates: a write whose outcome is unknown is never repeated blindly; the
 * object is looked up by its natural key first. Writes that certainly never left are retried.
 * When the lookup fails too, the error keeps the original failure and says the object may exist.
 */
export async function createOnce<T>(steps: CreateOnceSteps<T>): Promise<T> {
  const attempts = steps.attempts ?? 3;
  for (let attempt = 1; ; attempt++) {
    try {
      return await steps.send();
    } catch (error) {
      const uncertain = mayHaveTakenEffect(error);
      const notSent = error instanceof TransportError && !error.mayHaveTakenEffect;
      if (!uncertain && !notSent) throw error;
      if (uncertain) {
        let found = await lookUp(steps, error);
        if (found === undefined && steps.lookForSeconds !== undefined) {
          found = await lookAgain(steps, steps.lookForSeconds, error);
        }
        if (found !== undefined) {
          steps.log.info(`create of ${steps.what} lost its response; found it`);
          return found;
        }
      }
      if (attempt >= attempts) throw error;
      steps.log.info(`create of ${steps.what} did not go through (${(error as Error).message}); retrying`);
      const delay = (steps.retryDelayMs ?? 1000) * 2 ** (attempt - 1);
      await clock.sleep(delay);
    }
  }
}

/** The lookup after an unknown outcome; a failed lookup says the object may exist. */
async function lookUp<T>(steps: CreateOnceSteps<T>, error: unknown): Promise<T | undefined> {
  try {
    return await steps.find();
  } catch (lookup) {
    throw new Error(
      `create of ${steps.what} failed (${(error as Error).message}) and may have taken effect: ` +
        `the ${steps.what} may exist although Pulumi has not recorded it; looking it up failed too ` +
        `(${(lookup as Error).message}). Check for it before running \`pulumi up\` again`,
      { cause: error },
    );
  }
}

/** Looks every few seconds for `seconds`, for what may still be made; never resends. */
async function lookAgain<T>(steps: CreateOnceSteps<T>, seconds: number, error: unknown): Promise<T> {
  const until = clock.now() + seconds * 1000;
  steps.log.info(`create of ${steps.what}: no answer, and not found yet; looking for it for ${seconds}s`);
  while (clock.now() < until) {
    await clock.sleep(Math.min(5000, until - clock.now()));
    const found = await lookUp(steps, error);
    if (found !== undefined) return found;
  }
  throw new Error(
    `create of ${steps.what} failed (${(error as Error).message}) and may have taken effect: it was not ` +
      `found within ${seconds}s, and it is not sent again, so as not to pay twice. Run \`pulumi up\` ` +
      `again later: it takes it back ${steps.takenBackBy ?? "by its natural key"} if it exists, or creates it`,
    { cause: error },
  );
}
