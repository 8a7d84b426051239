import type { z } from "zod";
import type { helpAccountDataPart, helpSearchResponse } from "../../../provider/contract/assistant";
import type { ApiKey } from "../../core/account";
import type { Scope } from "../../core/scopes";
import { noMatch } from "./articles";
import { billingFacts } from "./facts/billing";
import { certificateFacts } from "./facts/certificates";
import { type FactsContext, say } from "./facts/context";
import { domainFacts } from "./facts/domains";
import { findArticles, mentionedDomains } from "./search";

type HelpAccountDataPart = z.output<typeof helpAccountDataPart>;
type HelpSearchResponse = z.output<typeof helpSearchResponse>;

/**
 * Builds an answer: the matching articles in the answer's language, each followed by the
 * account data of its topic when the credential holds that part's permission. Without the
 * permission the part is left out (a note says so) and the article still answers.
 */

const partScopes: Record<HelpAccountDataPart, Scope> = {
  domains: "domain:read",
  billing: "billing:read",
  certificates: "tls:read",
};

const factsOf: Record<
  HelpAccountDataPart,
  (ctx: FactsContext, articleId: string) => string[] | Promise<string[]>
> = {
  domains: domainFacts,
  billing: billingFacts,
  certificates: certificateFacts,
};

export interface AnswerInput extends Omit<FactsContext, "mentioned"> {
  question: string;
  key: ApiKey;
  dashboardUrl: string;
}

export async function composeAnswer(input: AnswerInput): Promise<HelpSearchResponse> {
  const { question, key, dashboardUrl, ...context } = input;
  const ctx: FactsContext = { ...context, mentioned: mentionedDomains(question) };
  const found = findArticles(question);
  const included = new Set<HelpAccountDataPart>();
  const withheld = new Set<HelpAccountDataPart>();
  const sections: string[] = [];
  for (const article of found) {
    const { title, body } = article.text[ctx.language];
    sections.push(`### ${title}`, body);
    const part = article.part;
    if (!part) continue;
    const scope = partScopes[part];
    if (key.scopes.includes(scope)) {
      const lines = await factsOf[part](ctx, article.id);
      sections.push([`**${say(ctx, "In your account", "In Ihrem Konto")}**`, "", ...lines].join("\n"));
      included.add(part);
    } else {
      sections.push(
        say(
          ctx,
          `_Details from your account are left out: this credential lacks the permission ${scope}._`,
          `_Angaben aus Ihrem Konto fehlen: Diesem Zugang fehlt die Berechtigung ${scope}._`,
        ),
      );
      withheld.add(part);
    }
  }
  if (found.length === 0) sections.push(noMatch[ctx.language]);
  return {
    answer: sections.join("\n\n"),
    language: ctx.language,
    dashboard_url: dashboardUrl,
    articles: found.map((a) => ({ id: a.id, title: a.text[ctx.language].title, link: a.link })),
    account_data: { included: [...included], withheld: [...withheld] },
  };
}
