import { setTimeout as sleep } from "node:timers/promises";
import * as pulumi from "@pulumi/pulumi";
import type { HelpSearchResponse } from "../../provider/client/api";
import { RateLimitError, ServiceUnavailableError } from "../../provider/client/errors";
import type { RegistrarClient } from "../../provider/client/registrar-client";
import { clientFor } from "../../provider/config";
import { type AssistantAnswer, answerFromApi } from "./assistant-results";
import { LookupError, type LookupOptions, type LookupOutputOptions } from "./lookup";

/** How to ask: the connection settings, the answer's locale and how long to wait for a free assistant. */
export interface AssistantOptions extends LookupOptions {
  /** Answer language and site, e.g. "en" or "de-AT"; omitted: the question's language, default site. */
  locale?: string;
  /**
   * Longest time, in seconds, spent waiting for the assistant: Retry-After of a 429 and the
   * backoff after a 503, summed over the attempts (default 120). A wait that would pass it
   * fails at once instead.
   */
  maxWaitSeconds?: number;
}

/** The same, as Pulumi inputs (for askAssistantOutput). */
export interface AssistantOutputOptions extends LookupOutputOptions {
  /** Answer language and site, e.g. "en" or "de-AT"; omitted: the question's language, default site. */
  locale?: pulumi.Input<string>;
  /** Longest time, in seconds, spent waiting for the assistant (default 120). */
  maxWaitSeconds?: pulumi.Input<number>;
}

const DEFAULT_MAX_WAIT_SECONDS = 120;
const FIRST_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 10_000;

/**
 * The API answers one question at a time per account (503 otherwise), so this process never
 * sends two at once: each question waits for the one before it.
 */
let queue: Promise<unknown> = Promise.resolve();

/** A client of its own without the transport's retries: this lookup's waits are bounded by maxWaitSeconds. */
function assistantClient(options: LookupOptions): RegistrarClient {
  const config = new pulumi.Config("registrar");
  const settings = {
    baseUrl: options.baseUrl || config.get("baseUrl"),
    apiKey: options.apiKey || config.get("apiKey"),
    maxConcurrentRequests: options.maxConcurrentRequests ?? config.get("maxConcurrentRequests"),
    requestTimeoutSeconds: options.requestTimeoutSeconds ?? config.get("requestTimeoutSeconds"),
  };
  return clientFor(settings, { maxRetries: 0 });
}

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
 * it for the account behind the key. Questions of this process are sent one at a time.
 */
export function askAssistant(question: string, options: AssistantOptions = {}): Promise<AssistantAnswer> {
  const { locale, maxWaitSeconds = DEFAULT_MAX_WAIT_SECONDS } = options;
  const query = locale === undefined ? { q: question } : { q: question, locale };
  const turn = queue.then(async () => {
    try {
      return answerFromApi(await askPatiently(assistantClient(options), query, maxWaitSeconds));
    } catch (error) {
      throw new LookupError("askAssistant", error);
    }
  });
  queue = turn.catch(() => undefined); // a failed question does not stop the next one
  return turn;
}

/** `askAssistant` taking Pulumi inputs, its result an Output. */
export function askAssistantOutput(
  question: pulumi.Input<string>,
  options: AssistantOutputOptions = {},
): pulumi.Output<AssistantAnswer> {
  return pulumi
    .all([question, pulumi.output(options)])
    .apply(([q, opts]) => askAssistant(q, opts as AssistantOptions)) as pulumi.Output<AssistantAnswer>;
}
