import { articles } from "../../../../emulator/areas/assistant/articles";
import { languages } from "../../../../emulator/areas/assistant/locales";
import { findArticles, mentionedDomains } from "../../../../emulator/areas/assistant/search";

describe("the knowledge base", () => {
  test("every article exists in every language, with relative /my/ links only", () => {
    expect(new Set(articles.map((a) => a.id)).size).toBe(articles.length);
    for (const article of articles) {
      expect(article.link).toBe(`/my/help/articles/${article.id}`);
      for (const language of languages) {
        const { title, body } = article.text[language];
        expect(title.length).toBeGreaterThan(0);
        const links = [...body.matchAll(/\]\(([^)]*)\)/g)].map((m) => m[1]);
        for (const link of links) expect(link).toMatch(/^\/my\/[a-z/]+$/);
      }
    }
  });

  test("every keyword is lower case and finds its own article", () => {
    for (const article of articles) {
      for (const keyword of article.keywords) {
        expect(keyword).toBe(keyword.toLowerCase());
        expect(findArticles(`Question about ${keyword}`).map((a) => a.id)).toContain(article.id);
      }
    }
  });
});

describe("findArticles", () => {
  test("short keywords match whole words only; longer ones also the words they begin", () => {
    expect(findArticles("dnssec").map((a) => a.id)).toEqual(["dnssec"]);
    expect(findArticles("dns").map((a) => a.id)).toEqual(["dns-records"]);
    expect(findArticles("records").map((a) => a.id)).toEqual(["dns-records"]);
    expect(findArticles("Zertifikate").map((a) => a.id)).toEqual(["tls-certificates"]);
    expect(findArticles("designing a logo")).toEqual([]);
  });

  test("the article matching most words wins; a tie keeps both, the first named first, at most two", () => {
    expect(findArticles("DNSSEC DS record").map((a) => a.id)).toEqual(["dnssec"]);
    expect(findArticles("invoice or DNSSEC").map((a) => a.id)).toEqual(["billing", "dnssec"]);
    expect(findArticles("invoice dnssec certificate nameserver")).toHaveLength(2);
  });
});

describe("mentionedDomains", () => {
  test("names with a top-level label of letters, lower case, without the final dot, each once", () => {
    expect(mentionedDomains("Is Example.COM. the same as example.com and www.example.net?")).toEqual([
      "example.com",
      "www.example.net",
    ]);
    expect(mentionedDomains("e.g. version 1.2 or node 22.3")).toEqual([]);
    expect(mentionedDomains("bücher.de und xn--bcher-kva.de")).toEqual(["bücher.de", "xn--bcher-kva.de"]);
  });
});
