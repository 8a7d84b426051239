import type { z } from "zod";
import type { helpSearchResponse } from "../../../provider/contract/assistant";
import type { Account, ApiKey } from "../../core/account";
import type { Clock } from "../../core/clock";
import { ModelError } from "../../core/errors";
import { composeAnswer } from "./answer";
import type { AssistantSettings, Billing } from "./fixtures";
import { dashboardUrl, detectLanguage } from "./locales";
import { parseQuestion } from "./query";
import { type Answering, assistantState, isBusy } from "./state";
import { waitForClock } from "./wait";

type HelpSearchResponse = z.output<typeof helpSearchResponse>;

/** GET /help/search on an account, independent of HTTP. */

export interface AssistantContext {
  /** The emulator's own address: its read-only dashboard serves the answers' /my/ links. */
  origin: string;
  account: Account;
  clock: Clock;
  settings: AssistantSettings;
  billing: Billing;
}

/**
 * Checks, in order: the account may use the assistant (403), the query (400), the limits
 * (429), one question at a time (503). The answer is composed from the data as asked and
 * returned once the emulated answer time has passed.
 */
export async function searchHelp(
  ctx: AssistantContext,
  key: ApiKey,
  query: URLSearchParams,
): Promise<HelpSearchResponse> {
  if (!ctx.settings.enabled) throw new ModelError(403, "the assistant is not available for this account");
  const question = parseQuestion(query);
  const state = assistantState(ctx.account);
  const now = ctx.clock.now();
  state.limiter.check(key.id, now);
  if (isBusy(state, now)) {
    const until = state.answering?.answersAt.toISOString();
    throw new ModelError(503, `the assistant is answering another question until ${until}; ask again then`);
  }
  state.limiter.count(key.id, now);
  const answering: Answering = {
    keyId: key.id,
    startedAt: now,
    answersAt: new Date(now.getTime() + ctx.settings.answerSeconds * 1000),
  };
  state.answering = answering;
  try {
    const language = question.locale ?? detectLanguage(question.text);
    const answer = await composeAnswer({
      question: question.text,
      key,
      dashboardUrl: dashboardUrl(ctx.origin, question.locale),
      account: ctx.account,
      billing: ctx.billing,
      language,
      now,
    });
    await waitForClock(ctx.clock, answering.answersAt);
    return answer;
  } finally {
    if (state.answering === answering) state.answering = undefined;
  }
}
