import type { Account } from "../../../core/account";
import type { Billing } from "../fixtures";
import type { Language } from "../locales";

/** What the account-data parts of an answer are drawn from. */
export interface FactsContext {
  account: Account;
  billing: Billing;
  language: Language;
  now: Date;
  /** Domain names the question mentions (lower case, no trailing dot). */
  mentioned: string[];
}

/** The phrase in the answer's language. */
export function say(ctx: FactsContext, en: string, de: string): string {
  return ctx.language === "de" ? de : en;
}

/** The UTC calendar day of the clock, YYYY-MM-DD (dates in fixtures are days). */
export function today(ctx: FactsContext): string {
  return ctx.now.toISOString().slice(0, 10);
}

/** Whole days from today to an ISO date (negative when past). */
export function daysUntil(ctx: FactsContext, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today(ctx)}T00:00:00Z`)) / 86_400_000);
}
