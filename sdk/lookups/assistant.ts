import { setTimeout as sleep } from "node:timers/promises";
import * as pulumi from "@pulumi/pulumi";
import type { HelpAccountDataPart, HelpSearchResponse } from "../../provider/client/api";
import { RateLimitError, ServiceUnavailableError } from "../../provider/client/errors";
import type { RegistrarClient } from "../../provider/client/registrar-client";
import { clientFor } from "../../provider/config";
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
  locale?: pulumi.Input<string>;
  maxWaitSeconds?: pulumi.Input<number>;
}

/** A knowledge base article the answer is built from; `link` is absolute. */
export interface AssistantArticle {
  id: string;
  title: string;
  link: string;
}

/** The assistant's answer, with every dashboard link made absolute. */
export interface AssistantAnswer {
  /** The answer in Markdown; its relative /my/ links are resolved against `dashboardUrl`. */
  markdown: string;
  /** Language of the answer, e.g. "en". */
  language: string;
  /** The dashboard site the links point to. */
  dashboardUrl: string;
  /** Every link of the answer, absolute, once each, in order of appearance. */
  links: string[];
  articles: AssistantArticle[];
  /** Parts of the account the answer shows, and those the credential may not see. */
  accountData: { included: HelpAccountDataPart[]; withheld: HelpAccountDataPart[] };
}

const DEFAULT_MAX_WAIT_SECONDS = 120;
const FIRST_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 10_000;

/** A Markdown link target that is a dashboard path (the API's answers use only these). */
const DASHBOARD_LINK = /\]\((\/my(?:\/[^)\s]*)?)\)/g;

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

/** The response with its relative /my/ links resolved against dashboard_url (spec rule 2). */
function absolute(response: HelpSearchResponse): AssistantAnswer {
  const dashboardUrl = response.dashboard_url;
  const resolve = (path: string) => new URL(path, dashboardUrl).href;
  const links: string[] = [];
  const markdown = response.answer.replace(DASHBOARD_LINK, (_, path: string) => {
    const link = resolve(path);
    if (!links.includes(link)) links.push(link);
    return `](${link})`;
  });
  return {
    markdown,
    language: response.language,
    dashboardUrl,
    links,
    articles: response.articles.map((article) => ({ ...article, link: resolve(article.link) })),
    accountData: {
      included: [...response.account_data.included],
      withheld: [...response.account_data.withheld],
    },
  };
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
      return absolute(await askPatiently(assistantClient(options), query, maxWaitSeconds));
    } catch (error) {
      throw new LookupError("askAssistant", error);
    }
  });
  queue = turn.catch(() => undefined); // a failed question does not stop the next one
  return turn;
}

export function askAssistantOutput(
  question: pulumi.Input<string>,
  options: AssistantOutputOptions = {},
): pulumi.Output<AssistantAnswer> {
  return pulumi
    .all([question, pulumi.output(options)])
    .apply(([q, opts]) => askAssistant(q, opts as AssistantOptions)) as pulumi.Output<AssistantAnswer>;
}
