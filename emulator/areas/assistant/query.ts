import { badRequest } from "../../core/errors";
import { type Language, parseLocale } from "./locales";

/** The query of GET /help/search, checked: q (required) and locale, nothing else. */

export const MAX_QUESTION_LENGTH = 1000;

export interface Question {
  text: string;
  /** Absent: answer in the question's language, link to the default site. */
  locale?: Language;
}

function single(query: URLSearchParams, name: string): string | undefined {
  const values = query.getAll(name);
  if (values.length > 1) throw badRequest(`${name} must be given once`);
  return values[0];
}

export function parseQuestion(query: URLSearchParams): Question {
  const unknown = [...new Set(query.keys())].filter((name) => name !== "q" && name !== "locale");
  if (unknown.length > 0) {
    throw badRequest(`unknown query parameter ${unknown.join(", ")}; /help/search takes q and locale`);
  }
  const q = single(query, "q");
  if (q === undefined) throw badRequest("q is required: the question to answer");
  const text = q.trim();
  if (text === "") throw badRequest("q must not be empty");
  if ([...text].length > MAX_QUESTION_LENGTH) {
    throw badRequest(`q must be at most ${MAX_QUESTION_LENGTH} characters`);
  }
  const locale = single(query, "locale");
  return locale === undefined ? { text } : { text, locale: parseLocale(locale) };
}
