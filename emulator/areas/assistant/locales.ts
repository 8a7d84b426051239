import { badRequest } from "../../core/errors";
/** The assistant's languages and the dashboard site each links to. */

export const languages = ["en", "de"] as const;
export type Language = (typeof languages)[number];

/**
 * The site an answer links to: the emulator's own dashboard (emulator/areas/dashboard), so every
 * `/my/...` link works. The default (English) site is `<origin>/my`; a German locale gets
 * `<origin>/my?lang=de` (the pages themselves are English).
 */
export function dashboardUrl(origin: string, locale: Language | undefined): string {
  return locale === undefined || locale === "en" ? `${origin}/my` : `${origin}/my?lang=${locale}`;
}

/**
 * `locale`: a language (`en`, `de`), optionally with a region (`de-AT`, `en_GB`), any case.
 * The region changes nothing; another language is refused with 400.
 */
export function parseLocale(value: string): Language {
  const match = /^([a-z]{2})(?:[-_][a-z]{2})?$/i.exec(value);
  const language = match?.[1]?.toLowerCase();
  if (!languages.includes(language as Language)) {
    throw badRequest(
      `locale must be one of ${languages.join(", ")}, optionally with a region such as de-AT; got "${value}"`,
    );
  }
  return language as Language;
}

const germanWords = new Set(
  "ich wie was wo wer warum wann welche welcher kann können muss meine mein meinen meiner meines der die das ist sind und oder nicht ein eine einen für mit von zu auf wird werden habe hat gibt es bitte noch schon".split(
    " ",
  ),
);
const englishWords = new Set(
  "i how what where who why when which can could must my the is are and or not a an for with of to on will would have has there please do does".split(
    " ",
  ),
);

/** The question's language when no locale is given: German only on clear signs, else English. */
export function detectLanguage(question: string): Language {
  const words = question.toLowerCase().match(/\p{L}+/gu) ?? [];
  let german = /[äöüß]/.test(question.toLowerCase()) ? 2 : 0;
  let english = 0;
  for (const word of words) {
    if (germanWords.has(word)) german++;
    if (englishWords.has(word)) english++;
  }
  return german > english ? "de" : "en";
}
