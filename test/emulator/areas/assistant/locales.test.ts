import { detectLanguage, parseLocale } from "../../../../emulator/areas/assistant/locales";

test.each([
  ["How do I enable DNSSEC?", "en"],
  ["Wie aktiviere ich DNSSEC?", "de"],
  ["Wo finde ich meine Rechnung", "de"],
  ["Zertifikat läuft ab", "de"],
  ["DNSSEC", "en"],
  ["", "en"],
])("detectLanguage(%j) is %s", (question, language) => {
  expect(detectLanguage(question)).toBe(language);
});

test.each([
  ["en", "en"],
  ["EN", "en"],
  ["en-US", "en"],
  ["de", "de"],
  ["de-AT", "de"],
  ["de_ch", "de"],
])("parseLocale(%j) is %s", (locale, language) => {
  expect(parseLocale(locale)).toBe(language);
});

test.each(["fr", "fr-FR", "english", "en-", "-de", "en-USA", "de-AT-x", ""])(
  "parseLocale(%j) is refused",
  (locale) => {
    expect(() => parseLocale(locale)).toThrow(/locale must be one of en, de/);
  },
);
