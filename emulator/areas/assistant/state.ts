import type { Account } from "../../core/account";
import { QuestionLimiter } from "./limits";

/** The question being answered: the assistant takes one at a time. */
export interface Answering {
  keyId: string;
  startedAt: Date;
  answersAt: Date;
}

/** The assistant's part of an account. A reset makes a new Account, so it starts afresh. */
export interface AssistantState {
  limiter: QuestionLimiter;
  answering?: Answering;
}

const states = new WeakMap<Account, AssistantState>();

export function assistantState(account: Account): AssistantState {
  let state = states.get(account);
  if (!state) {
    state = { limiter: new QuestionLimiter() };
    states.set(account, state);
  }
  return state;
}

/** Busy is decided on the emulated clock alone, so advancing it frees the assistant at once. */
export function isBusy(state: AssistantState, now: Date): boolean {
  return state.answering !== undefined && now.getTime() < state.answering.answersAt.getTime();
}
