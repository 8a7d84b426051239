import type { IncomingMessage, ServerResponse } from "node:http";
import { isIP } from "node:net";
import { hostRefusal, type ListenAddress } from "../../core/admin-guard";
import { ModelError } from "../../core/errors";
import type { Runtime } from "../../core/runtime";
import { el, page } from "./html";
import { findPage } from "./pages";

/** Paths of the dashboard: /my and below. */
export function isDashboardPath(path: string): boolean {
  return path === "/my" || path.startsWith("/my/");
}

/** A peer on this machine: 127.0.0.0/8, ::1, or IPv4 loopback mapped into IPv6. */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith("127.");
  return address === "::1";
}

const HEADERS = {
  "content-type": "text/html; charset=utf-8",
  // No script, frame, form or remote resource: the pages are static HTML with an inline style.
  "content-security-policy":
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "cache-control": "no-store",
};

function send(req: IncomingMessage, res: ServerResponse, status: number, html: string, extra = {}): void {
  const body = Buffer.from(html);
  res.writeHead(status, { ...HEADERS, "content-length": body.length, ...extra });
  res.end(req.method === "HEAD" ? undefined : body);
}

/** The path below /my as decoded segments; a trailing slash is ignored. */
function segments(path: string): string[] | undefined {
  const rest = path.slice("/my".length).replace(/^\/|\/$/g, "");
  try {
    return rest === "" ? [] : rest.split("/").map(decodeURIComponent);
  } catch {
    return undefined; // malformed percent-encoding: no such page
  }
}

/**
 * A read-only HTML view of the account for people, at the paths the assistant links to.
 * No key: it answers only peers on this machine, and only under a Host header that names the
 * emulator (as the control endpoints), so neither another machine nor a web page through DNS
 * rebinding can read the account. Not logged and never hit by faults: it is no API.
 */
export async function serveDashboard(
  runtime: Runtime,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  listen: ListenAddress,
): Promise<void> {
  const name = runtime.account.name;
  const fail = (status: number, message: string, extra = {}) =>
    send(req, res, status, page(status === 404 ? "Not found" : "Refused", el("p", message), name), extra);
  if (!isLoopback(req.socket.remoteAddress)) return fail(403, "The dashboard answers only on this machine.");
  const refusal = hostRefusal(req.headers.host, listen);
  if (refusal) return fail(403, refusal);
  if (req.method !== "GET" && req.method !== "HEAD")
    return fail(405, "The dashboard is read only.", { allow: "GET, HEAD", connection: "close" });
  const parts = segments(url.pathname);
  const found = parts && findPage(parts);
  if (!found) return fail(404, `No page ${url.pathname}`);
  try {
    const { title, content } = await found.page({ runtime, now: runtime.clock.now(), params: found.params });
    send(req, res, 200, page(title, content, name));
  } catch (err) {
    if (!(err instanceof ModelError)) throw err;
    fail(err.status, err.message);
  }
}
