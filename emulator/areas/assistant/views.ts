import type { Runtime } from "../../core/runtime";
import { assistantState, isBusy } from "./state";

/** The assistant's part of the state dump: settings, the question in progress, counted questions. */
export function assistantStateDump(runtime: Runtime) {
  const { account, clock, fixtures } = runtime;
  const state = assistantState(account);
  const now = clock.now();
  const answering = isBusy(state, now) ? state.answering : undefined;
  return {
    billing: fixtures.billing,
    assistant: {
      enabled: fixtures.assistant.enabled,
      answer_seconds: fixtures.assistant.answerSeconds,
      answering: answering
        ? {
            key_id: answering.keyId,
            started_at: answering.startedAt.toISOString(),
            answers_at: answering.answersAt.toISOString(),
          }
        : null,
      questions: state.limiter.snapshot(now),
    },
  };
}
