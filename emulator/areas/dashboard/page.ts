import type { Runtime } from "../../core/runtime";
import type { Content } from "./html";

/** What a dashboard page is given: the emulator's state and the path's parameters. */
export interface PageContext {
  runtime: Runtime;
  now: Date;
  params: string[];
}

/** A rendered page before the layout: its heading and content. */
export interface PageBody {
  title: string;
  content: Content;
}

export type Page = (ctx: PageContext) => PageBody | Promise<PageBody>;

/** A record value as the zone file would show it. */
export function recordValue(r: {
  data: string;
  priority?: number | null;
  flags?: number | null;
  tag?: string | null;
}): string {
  if (r.priority !== undefined && r.priority !== null) return `${r.priority} ${r.data}`;
  if (typeof r.flags === "number" && typeof r.tag === "string") return `${r.flags} ${r.tag} "${r.data}"`;
  return r.data;
}
