import { defaultFixtures, ManualClock } from "../../../../emulator";
import { helpSearchResponse } from "../../../../provider/contract/assistant";
import { type InProcessEmulator, startTestEmulator } from "../../../support/emulator-harness";
import { expectError, expectSuccess } from "../../support/shapes";
import { ask, linksOf } from "./ask";

let emu: InProcessEmulator;
const fixtures = defaultFixtures();
fixtures.keys = [
  ...(fixtures.keys ?? []),
  { id: "helper", key: "helper-key", scopes: ["assistant"] },
  { id: "no-assistant", key: "no-assistant-key", scopes: ["dns:read", "domain:read", "billing:read"] },
];

beforeAll(async () => {
  emu = await startTestEmulator({ clock: new ManualClock(), fixtures });
});
afterAll(() => emu.stop());
beforeEach(async () => {
  await emu.admin.reset();
});

const answer = async (q: string, opts: Parameters<typeof ask>[2] = {}) =>
  expectSuccess(await ask(emu, q, opts), helpSearchResponse);

// The sites are the emulator's own dashboard, so every link of an answer works.
const sites = { en: "/my", de: "/my?lang=de" };
const site = (language: keyof typeof sites) => `${emu.url}${sites[language]}`;

describe("200: an answer in Markdown from the knowledge base", () => {
  test("the matching article, with dashboard_url and the article's link", async () => {
    const res = await ask(emu, "How do I enable DNSSEC?");
    const body = expectSuccess(res, helpSearchResponse);
    expect(Object.keys(res.body.response).sort()).toEqual(
      ["account_data", "answer", "articles", "dashboard_url", "language"].sort(),
    );
    expect(body.language).toBe("en");
    expect(body.dashboard_url).toBe(site("en"));
    expect(body.articles).toEqual([
      { id: "dnssec", title: "Enabling DNSSEC", link: "/my/help/articles/dnssec" },
    ]);
    expect(body.answer).toMatch(/^### Enabling DNSSEC\n\n/);
    expect(body.answer).toContain("DS record");
  });

  test.each([
    ["How do I add an MX record?", "dns-records"],
    ["Can I use my own vanity nameservers?", "nameservers"],
    ["When does my domain expire?", "domain-renewal"],
    ["My SSL certificate needs a new CSR", "tls-certificates"],
    ["Where can I download my invoices?", "billing"],
    ["Wie ändere ich die Nameserver?", "nameservers"],
    ["Wo finde ich meine Rechnungen?", "billing"],
    ["Wie lege ich DNS-Einträge an?", "dns-records"],
  ])("%j is answered from the article %s", async (q, id) => {
    expect((await answer(q)).articles.map((a) => a.id)).toEqual([id]);
  });

  test("a question on two topics is answered from both articles, the first named first", async () => {
    const body = await answer("DNSSEC and my invoice");
    expect(body.articles.map((a) => a.id)).toEqual(["dnssec", "billing"]);
    expect(body.answer.indexOf("### Enabling DNSSEC")).toBeLessThan(body.answer.indexOf("### Invoices"));
  });

  test("a question the knowledge base does not cover still gets an answer, pointing to help", async () => {
    const body = await answer("What is the meaning of life?");
    expect(body.articles).toEqual([]);
    expect(body.account_data).toEqual({ included: [], withheld: [] });
    expect(body.answer).toContain("[all articles](/my/help)");
  });

  test("every link is relative, starts with /my/ and resolves against dashboard_url", async () => {
    for (const [q, locale] of [
      ["How do I enable DNSSEC for example.com?", undefined],
      ["nameservers and renewal", "de"],
      ["certificates", undefined],
      ["invoice", "en-GB"],
      ["something else entirely", undefined],
    ] as const) {
      const body = await answer(q, { locale });
      const links = linksOf(body.answer);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link).toMatch(/^\/my\//);
        expect(new URL(link, body.dashboard_url).origin).toBe(new URL(body.dashboard_url).origin);
      }
      for (const article of body.articles) expect(article.link).toMatch(/^\/my\//);
    }
  });
});

describe("locale: the answer's language and site", () => {
  test("omitted: the question's language, and the default site", async () => {
    const german = await answer("Wie aktiviere ich DNSSEC für meine Domain?");
    expect(german.language).toBe("de");
    expect(german.dashboard_url).toBe(site("en"));
    expect(german.articles[0]?.title).toBe("DNSSEC aktivieren");
    expect(german.answer).toContain("In Ihrem Konto");
    const english = await answer("How do I turn on DNSSEC for my domain?");
    expect(english.language).toBe("en");
    expect(english.dashboard_url).toBe(site("en"));
  });

  test.each([
    ["de", "de"],
    ["de-AT", "de"],
    ["DE_ch", "de"],
    ["en", "en"],
    ["en-GB", "en"],
  ] as const)(
    "locale=%s answers in %s and links to that language's site, whatever the question's language",
    async (locale, language) => {
      for (const q of ["How do I enable DNSSEC?", "Wie aktiviere ich DNSSEC?"]) {
        const body = await answer(q, { locale });
        expect(body.language).toBe(language);
        expect(body.dashboard_url).toBe(site(language));
        expect(body.articles[0]?.title).toBe(language === "de" ? "DNSSEC aktivieren" : "Enabling DNSSEC");
      }
    },
  );

  test("amounts follow the language", async () => {
    expect((await answer("open invoices", { locale: "en" })).answer).toContain("24.90 EUR");
    expect((await answer("open invoices", { locale: "de" })).answer).toContain("24,90 EUR");
  });
});

describe("400: missing or invalid query", () => {
  test.each([
    ["no q", "", /q is required/],
    ["empty q", "q=", /q must not be empty/],
    ["blank q", "q=%20%20%09", /q must not be empty/],
    ["q twice", "q=dns&q=dnssec", /q must be given once/],
    ["q too long", `q=${"a".repeat(1001)}`, /at most 1000/],
    ["unknown locale", "q=dns&locale=fr", /locale must be one of en, de/],
    ["malformed locale", "q=dns&locale=english", /locale/],
    ["empty locale", "q=dns&locale=", /locale/],
    ["locale twice", "q=dns&locale=en&locale=de", /locale must be given once/],
    ["unknown parameter", "q=dns&lang=de", /unknown query parameter lang/],
  ])("%s", async (_case, query, message) => {
    expectError(await emu.call("GET", `/help/search${query ? `?${query}` : ""}`), 400, message);
  });

  test("a question of exactly 1000 characters is accepted", async () => {
    expect((await ask(emu, "é".repeat(1000))).status).toBe(200);
  });
});

describe("401, 403, 500 and an unreachable assistant", () => {
  test("401 without a key or with an unknown one", async () => {
    expectError(await ask(emu, "dns", { key: null }), 401);
    expectError(await ask(emu, "dns", { key: "unknown-key" }), 401);
  });

  test("403 for a key refused for the assistant (no assistant scope, or acme-only)", async () => {
    expectError(await ask(emu, "dns", { key: "no-assistant-key" }), 403, /assistant/);
    expectError(await ask(emu, "dns", { key: "emulator-readonly-key" }), 403, /assistant/);
    expectError(await ask(emu, "dns", { key: "emulator-acme-key" }), 403);
  });

  test("a key with the assistant scope alone is answered", async () => {
    expect((await answer("dns", { key: "helper-key" })).articles[0]?.id).toBe("dns-records");
  });

  test("403 for every key when the assistant is not available for the account", async () => {
    const off = await startTestEmulator({
      clock: new ManualClock(),
      fixtures: { ...defaultFixtures(), assistant: { enabled: false } },
    });
    try {
      const res = await off.call("GET", "/help/search?q=dns");
      expectError(res, 403, /not available for this account/);
    } finally {
      await off.stop();
    }
  });

  test("500 with the Error body on an unexpected failure (injected)", async () => {
    await emu.admin.send("POST", "/faults", { faults: [{ path: "^/help/search$", status: 500 }] });
    expectError(await ask(emu, "dns"), 500);
  });

  test("503 when the assistant is unreachable (injected); asking later is answered", async () => {
    await emu.admin.send("POST", "/faults", { faults: [{ path: "^/help/search$", status: 503 }] });
    expectError(await ask(emu, "dns"), 503);
    expect((await ask(emu, "dns")).status).toBe(200);
  });
});
