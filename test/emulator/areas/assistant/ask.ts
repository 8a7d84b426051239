import type { InProcessEmulator } from "../../../support/emulator-harness";
import type { HttpAnswer } from "../../../support/http-call";

/** GET /help/search with the question (and locale) URL-encoded; `key` as in InProcessEmulator.call. */
export function ask(
  emu: InProcessEmulator,
  q: string | undefined,
  opts: { locale?: string; key?: string | null; extra?: string } = {},
): Promise<HttpAnswer> {
  const query = new URLSearchParams();
  if (q !== undefined) query.set("q", q);
  if (opts.locale !== undefined) query.set("locale", opts.locale);
  const text = [query.toString(), opts.extra ?? ""].filter(Boolean).join("&");
  return emu.call("GET", `/help/search${text ? `?${text}` : ""}`, { key: opts.key });
}

/** Every Markdown link target of an answer. */
export function linksOf(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] as string);
}
