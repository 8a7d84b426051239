import { z } from "zod";
import { operation } from "./operation";
import { named } from "./shapes";

/** The help assistant: account-aware answers in Markdown. */

/** Account data an answer may draw on, each behind one permission (domain:read, billing:read, tls:read). */
export const helpAccountDataPart = named(
  "HelpAccountDataPart",
  z.enum(["domains", "billing", "certificates"]),
);

export const helpArticle = named(
  "HelpArticle",
  z.object({
    id: z.string(),
    title: z.string(),
    link: z.string().describe("Relative link starting with /my/, resolved against dashboard_url"),
  }),
);

export const helpSearchQuery = z.object({
  q: z.string().describe("The question; each call stands alone, so it carries its own context"),
  locale: z
    .string()
    .optional()
    .describe("Answer language and site; omitted: the question's language and the default site"),
});

export const helpSearchResponse = named(
  "HelpSearchResponse",
  z.object({
    answer: z.string().describe("Markdown; relative links starting with /my/ resolve against dashboard_url"),
    language: z.string().describe("Language of the answer, e.g. en"),
    dashboard_url: z.string().describe("Base of the answer's relative /my/ links"),
    articles: z.array(helpArticle).describe("Knowledge base articles the answer is built from"),
    account_data: z.object({
      included: z.array(helpAccountDataPart).describe("Account data the answer shows"),
      withheld: z
        .array(helpAccountDataPart)
        .describe("Account data the answer would show but the credential may not see"),
    }),
  }),
);

export const assistantOperations = {
  SearchHelp: operation({
    operationId: "SearchHelp",
    method: "GET",
    path: "/help/search",
    area: "Assistant",
    summary: "The answer the dashboard assistant would give, for the account behind the credential",
    query: helpSearchQuery,
    response: helpSearchResponse,
    errors: [400, 401, 403, 429, 500, 503],
  }),
} as const;
