import { RateLimitError } from "../../core/errors";

/**
 * The assistant's limits from the spec: 10 questions per minute per API key and 20 per 10
 * minutes per account, each a sliding window on the emulator's clock. A question counts once
 * the assistant takes it up; questions refused (400, 429, 503) do not count.
 */
export const QUESTION_LIMITS = {
  perKey: { questions: 10, windowSeconds: 60 },
  perAccount: { questions: 20, windowSeconds: 600 },
} as const;

interface Window {
  questions: number;
  windowSeconds: number;
}

/** Times of the counted questions still inside the window. */
function recent(times: readonly number[], window: Window, now: number): number[] {
  return times.filter((t) => t > now - window.windowSeconds * 1000);
}

/** Seconds until one more question fits, or 0 when it fits now. */
function waitSeconds(times: readonly number[], window: Window, now: number): number {
  if (times.length < window.questions) return 0;
  const freeing = times[times.length - window.questions] ?? now;
  return Math.max(1, Math.ceil((freeing + window.windowSeconds * 1000 - now) / 1000));
}

export class QuestionLimiter {
  private readonly byKey = new Map<string, number[]>();
  private byAccount: number[] = [];

  /** 429 with Retry-After (the later of the two limits) when a window is full; counts nothing. */
  check(keyId: string, at: Date): void {
    const now = at.getTime();
    const { perKey, perAccount } = QUESTION_LIMITS;
    const keyWait = waitSeconds(recent(this.byKey.get(keyId) ?? [], perKey, now), perKey, now);
    const accountWait = waitSeconds(recent(this.byAccount, perAccount, now), perAccount, now);
    if (keyWait === 0 && accountWait === 0) return;
    const reasons = [
      keyWait > 0 ? `${perKey.questions} per minute for this API key` : "",
      accountWait > 0 ? `${perAccount.questions} per 10 minutes for this account` : "",
    ].filter(Boolean);
    throw new RateLimitError(`too many questions: ${reasons.join(" and ")}`, Math.max(keyWait, accountWait));
  }

  count(keyId: string, at: Date): void {
    const now = at.getTime();
    const { perKey, perAccount } = QUESTION_LIMITS;
    this.byKey.set(keyId, [...recent(this.byKey.get(keyId) ?? [], perKey, now), now]);
    this.byAccount = [...recent(this.byAccount, perAccount, now), now];
  }

  /** The counted questions still inside their windows, for the state dump. */
  snapshot(at: Date) {
    const now = at.getTime();
    const iso = (times: number[]) => times.map((t) => new Date(t).toISOString());
    const byKey: Record<string, string[]> = {};
    for (const [keyId, times] of this.byKey) {
      const inWindow = recent(times, QUESTION_LIMITS.perKey, now);
      if (inWindow.length > 0) byKey[keyId] = iso(inWindow);
    }
    return { account: iso(recent(this.byAccount, QUESTION_LIMITS.perAccount, now)), by_key: byKey };
  }
}
