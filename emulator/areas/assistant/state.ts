import { areaState } from "../../core/area-state";
import { QuestionLimiter } from "./limits";

/** The question being answered: the assistant takes one at a time. */
export interface Answering {
  keyId: string;
  startedAt: Date;
  answersAt: Date;
}

/** The assistant's part of an account. */
export interface AssistantState {
  limiter: QuestionLimiter;
  answering?: Answering;
}

export const assistantState = areaState((): AssistantState => ({ limiter: new QuestionLimiter() }));

/** Busy is decided on the emulated clock alone, so advancing it frees the assistant at once. */
export function isBusy(state: AssistantState, now: Date): boolean {
  return state.answering !== undefined && now.getTime() < state.answering.answersAt.getTime();
}
