/** Markdown helpers for answers built from account data. */

/** Text from fixtures or requests shown literally, never read as Markdown markup. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()<>#+!|~]/g, "\\$&");
}

/** A relative dashboard link; the path's segments are URL-encoded. */
export function link(text: string, ...segments: string[]): string {
  return `[${escapeMarkdown(text)}](/my/${segments.map(encodeURIComponent).join("/")})`;
}
