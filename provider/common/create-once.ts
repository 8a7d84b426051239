import { mayHaveTakenEffect, TransportError } from "../client/errors";

export interface CreateOnceSteps<T> {
  /** What is being created, for messages ("TXT record at a.example.com."). */
  what: string;
  /** The write (a POST); may fail with its outcome unknown. */
  send(): Promise<T>;
  /** Finds the object by its natural key, as proof that a lost write took effect. */
  find(): Promise<T | undefined>;
  /** Sends at most this many times (default 3). */
  attempts?: number;
  /** The wait before the first resend, doubled each time after (default 1000 ms). */
  retryDelayMs?: number;
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
        let found: T | undefined;
        try {
          found = await steps.find();
        } catch (lookup) {
          throw new Error(
            `create of ${steps.what} failed (${(error as Error).message}) and may have taken effect: ` +
              `the ${steps.what} may exist although Pulumi has not recorded it; looking it up failed too ` +
              `(${(lookup as Error).message}). Check for it before running \`pulumi up\` again`,
            { cause: error },
          );
        }
        if (found !== undefined) {
          console.log(`create of ${steps.what} lost its response; found it`);
          return found;
        }
      }
      if (attempt >= attempts) throw error;
      console.log(`create of ${steps.what} did not go through (${(error as Error).message}); retrying`);
      const delay = (steps.retryDelayMs ?? 1000) * 2 ** (attempt - 1);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
