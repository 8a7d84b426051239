import { type Article, articles } from "./articles";

/** Finds the articles a question is about, and the domain names it mentions. */

/** At most this many articles make one answer. */
const MAX_ARTICLES = 2;

const words = (question: string) => question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

function matches(word: string, keyword: string): boolean {
  return keyword.length >= 4 ? word.startsWith(keyword) : word === keyword;
}

/**
 * The best-matching article and any other that matches as many words of the question, best
 * first; ties go to the article whose first matching word comes first in the question.
 */
export function findArticles(question: string): Article[] {
  const found = words(question);
  const scored = articles.flatMap((article) => {
    const hits = found
      .map((word, position) => ({ word, position }))
      .filter(({ word }) => article.keywords.some((keyword) => matches(word, keyword)));
    const first = hits[0];
    return first ? [{ article, score: hits.length, first: first.position }] : [];
  });
  scored.sort((a, b) => b.score - a.score || a.first - b.first);
  const best = scored[0]?.score;
  return scored
    .filter((s) => s.score === best)
    .slice(0, MAX_ARTICLES)
    .map((s) => s.article);
}

/**
 * Domain names in the question (lower case, no trailing dot), in order, each once. A name needs
 * a top-level label of two or more letters, so "e.g." and "v1.2" are not names.
 */
export function mentionedDomains(question: string): string[] {
  const names = question.toLowerCase().match(/[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)+/gu) ?? [];
  return [...new Set(names.filter((name) => /\.\p{L}{2,}$/u.test(name)))];
}
