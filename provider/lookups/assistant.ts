import { setTimeout as sleep } from "node:timers/promises";
import type { HelpSearchResponse } from "../client/api";
import type { ClientOptions } from "../client/client-options";
import { RateLimitError, ServiceUnavailableError } from "../client/errors";
import type { RegistrarClient } from "../client/registrar-client";
import { type AssistantAnswer, answerFromApi } from "./assistant-results";

// The assistant's lookup, whichever front end asks (the SDK's askAssistant, the plugin's function).

/** A question for the assistant: what to ask, in which language, and how long to wait for a free assistant. */
export interface AssistantQuestionArgs {
  /** The question, as a person would type it into the dashboard's chat. */
  question: string;
  /** Answer language and site, e.g. "en" or "de-AT"; omitted: the question's language, default site. */
  locale?: string;
  /**
   * Longest time, in seconds, spent waiting for the assistant: Retry-After of a 429 and the
   * backoff after a 503, summed over the attempts (default 120). A wait that would pass it
   * fails at once instead.
   */
  maxWaitSeconds?: number;
}

/** The client askAssistant needs: no retries of the transport's own, as its waits are bounded by maxWaitSeconds. */
export const assistantClientTuning: Pick<ClientOptions, "maxRetries"> = { maxRetries: 0 };

const DEFAULT_MAX_WAIT_SECONDS = 120;
const FIRST_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 10_000;

/**
 * The API answers one question at a time per account (503 otherwise), so this process never
 * sends two at once: each question waits for the one before it.
 */
let queue: Promise<unknown> = Promise.resolve();

/** Asks until answered; 429 waits its Retry-After, 503 backs off, both within the wait budget. */
async function askPatiently(
  client: RegistrarClient,
  query: { q: string; locale?: string },
  maxWaitSeconds: number,
): Promise<HelpSearchResponse> {
  let waitedMs = 0;
  let backoffMs = FIRST_BACKOFF_MS;
  for (;;) {
    try {
      return await client.searchHelp(query);
    } catch (error) {
      let waitMs: number;
      if (error instanceof RateLimitError) waitMs = Math.max(1, error.retryAfterSeconds ?? 1) * 1000;
      else if (error instanceof ServiceUnavailableError) waitMs = backoffMs;
      else throw error;
      if (waitedMs + waitMs > maxWaitSeconds * 1000) {
        if (error instanceof Error)
          error.message += ` (gave up: waiting ${waitMs / 1000} s more would pass maxWaitSeconds ${maxWaitSeconds})`;
        throw error;
      }
      await sleep(waitMs);
      waitedMs += waitMs;
      if (error instanceof ServiceUnavailableError) backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS);
    }
  }
}

/**
 * Asks the help assistant one question (GET /help/search), as the dashboard's chat would answer
 * it for the account behind the key. Questions are sent one at a time, as the API answers them.
 */
export function askAssistantQuestion(
  client: RegistrarClient,
  args: AssistantQuestionArgs,
): Promise<AssistantAnswer> {
  // `client` is made with `assistantClientTuning`: the waits below replace the transport's retries.
  const { question, locale, maxWaitSeconds = DEFAULT_MAX_WAIT_SECONDS } = args;
  const query = locale === undefined ? { q: question } : { q: question, locale };
  const turn = queue.then(async () => answerFromApi(await askPatiently(client, query, maxWaitSeconds)));
  queue = turn.catch(() => undefined); // a failed question does not stop the next one
  return turn;
}
