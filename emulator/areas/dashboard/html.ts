/**
 * HTML building for the dashboard: every value goes through `text` (escaped) and markup is made
 * only by these helpers, so fixture or API text can never become markup.
 */

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Markup that is already safe; plain strings passed to the helpers are escaped. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type Content = Html | string | number | boolean | null | undefined | Content[];

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** Content as markup: strings escaped, arrays joined, null and undefined empty. */
export function render(content: Content): string {
  if (content instanceof Html) return content.value;
  if (Array.isArray(content)) return content.map(render).join("");
  if (content === null || content === undefined) return "";
  return escapeHtml(String(content));
}

/** An element without attributes other than an optional class. */
export function el(tag: string, content: Content, className?: string): Html {
  const cls = className ? ` class="${escapeHtml(className)}"` : "";
  return new Html(`<${tag}${cls}>${render(content)}</${tag}>`);
}

/** A link inside the dashboard; path segments are URL-encoded. */
export function link(label: Content, ...segments: string[]): Html {
  const href = `/my/${segments.map(encodeURIComponent).join("/")}`.replace(/\/$/, "");
  return new Html(`<a href="${escapeHtml(href)}">${render(label)}</a>`);
}

/** A table with a header row; cells are content. */
export function table(headers: string[], rows: Content[][]): Html {
  if (rows.length === 0) return el("p", "None.", "empty");
  const head = el(
    "tr",
    headers.map((h) => el("th", h)),
  );
  const body = rows.map((row) =>
    el(
      "tr",
      row.map((cell) => el("td", cell)),
    ),
  );
  return el("table", [el("thead", head), el("tbody", body)]);
}

/** A two-column list of facts (name, value). */
export function facts(rows: Array<[string, Content]>): Html {
  return el(
    "dl",
    rows.map(([name, value]) => [el("dt", name), el("dd", value)]),
  );
}

/** A state shown as a labelled badge, e.g. DNSSEC "active". */
export function badge(state: string): Html {
  return el("span", state, `badge badge-${state.replace(/[^a-z0-9-]/gi, "-").toLowerCase()}`);
}

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;color:#1d2330}
header{background:#1d3a5f;color:#fff;padding:.6rem 1.2rem}
header a{color:#fff;margin-right:1rem;text-decoration:none}
main{padding:1rem 1.2rem;max-width:72rem}
table{border-collapse:collapse;margin:.5rem 0 1rem}
th,td{border:1px solid #ccd;padding:.25rem .6rem;text-align:left;vertical-align:top}
th{background:#eef}
dl{display:grid;grid-template-columns:max-content auto;gap:.2rem 1rem}
dt{font-weight:600}
dd{margin:0}
code{font-size:.9em;word-break:break-all}
.badge{padding:0 .4rem;border-radius:.3rem;background:#ddd}
.badge-active,.badge-issued,.badge-valid{background:#c8efc8}
.badge-pending,.badge-action_required{background:#fbe7a6}
.badge-inactive,.badge-cancelled,.badge-certificate-revoked,.badge-revoked,.badge-suspended{background:#f3c4c4}
.note{color:#555}
`;

/** A whole page: title, navigation, content. No scripts: everything is rendered here. */
export function page(title: string, content: Content, accountName: string): string {
  const nav = [
    link("Overview"),
    link("Domains", "domains"),
    link("Nameservers", "nameservers"),
    link("Certificates", "tls", "certificates"),
    link("Hosting", "hosting"),
    link("Billing", "billing", "invoices"),
    link("Help", "help"),
  ];
  return (
    "<!DOCTYPE html>\n" +
    render(
      el("html", [
        new Html(
          `<head><meta charset="utf-8"><title>${escapeHtml(title)} · ${escapeHtml(accountName)}</title>`,
        ),
        new Html(`<style>${STYLE}</style></head>`),
        el("body", [
          el("header", [el("strong", accountName), " ", nav]),
          el("main", [el("h1", title), content]),
        ]),
      ]),
    )
  );
}
