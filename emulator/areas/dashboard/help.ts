import { notFound } from "../../core/errors";
import { articles } from "../assistant/articles";
import { el, escapeHtml, Html, link, table } from "./html";
import type { Page } from "./page";

/** The assistant's knowledge base as pages, in English, and the support page its answers link to. */

/**
 * The few Markdown forms the articles use (bold, emphasis, dashboard links), applied to text
 * already escaped, so nothing else can become markup.
 */
function articleMarkup(markdown: string): Html {
  const html = escapeHtml(markdown)
    .replace(/\[([^\]]+)\]\((\/my\/[^)\s]*)\)/g, '<a href="$2">$1</a>')
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/\*([^*]+)\*/g, "<em>$1</em>");
  return new Html(`<p>${html}</p>`);
}

export const helpIndex: Page = () => ({
  title: "Help",
  content: [
    table(
      ["Article"],
      articles.map((a) => [link(a.text.en.title, "help", "articles", a.id)]),
    ),
    el("p", link("Contact support", "support")),
  ],
});

export const articlePage: Page = ({ params }) => {
  const article = articles.find((a) => a.id === params[0]);
  if (!article) throw notFound(`No help article ${params[0] ?? ""}`);
  return { title: article.text.en.title, content: articleMarkup(article.text.en.body) };
};

export const supportPage: Page = () => ({
  title: "Support",
  content: el(
    "p",
    "This is the registrar emulator: there is no support desk. The API reference and docs/emulator.md describe every behaviour.",
    "note",
  ),
});
