import type { HelpSearchResponse } from "../client/api";

// What askAssistant returns: the API's answer in camelCase, every dashboard link made absolute.

/** A part of the account an answer may show. */
export type HelpAccountDataPart = "domains" | "billing" | "certificates";

/** A knowledge base article the answer is built from. */
export interface AssistantArticle {
  /** The article's id, e.g. "dnssec". */
  id: string;
  /** The article's title, in the answer's language. */
  title: string;
  /** The article's address, absolute. */
  link: string;
}

/** The parts of the account an answer shows, and those the credential may not see. */
export interface AssistantAccountData {
  /** Account data the answer shows. */
  included: HelpAccountDataPart[];
  /** Account data the answer would show but the credential may not see. */
  withheld: HelpAccountDataPart[];
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
  /** The knowledge base articles the answer is built from. */
  articles: AssistantArticle[];
  /** Parts of the account the answer shows, and those the credential may not see. */
  accountData: AssistantAccountData;
}

/** A Markdown link target that is a dashboard path (the API's answers use only these). */
const DASHBOARD_LINK = /\]\((\/my(?:\/[^)\s]*)?)\)/g;

/** The response with its relative /my/ links resolved against dashboard_url (spec rule 2). */
export function answerFromApi(response: HelpSearchResponse): AssistantAnswer {
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
    articles: response.articles.map((article) => ({
      id: article.id,
      title: article.title,
      link: resolve(article.link),
    })),
    accountData: {
      included: [...response.account_data.included],
      withheld: [...response.account_data.withheld],
    },
  };
}
