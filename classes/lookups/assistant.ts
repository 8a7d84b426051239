import * as pulumi from "@pulumi/pulumi";
import type { AssistantAnswer } from "../../provider/lookups/assistant-results";
import { type LookupOptions, type LookupOutputOptions, lookup } from "./lookup";

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

/**
 * Asks the help assistant one question (GET /help/search), as the dashboard's chat would answer
 * it for the account behind the key. Questions of this process are sent one at a time.
 */
export function askAssistant(question: string, options: AssistantOptions = {}): Promise<AssistantAnswer> {
  const { locale, maxWaitSeconds, ...settings } = options;
  return lookup("askAssistant", "askAssistant", { question, locale, maxWaitSeconds }, settings);
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
