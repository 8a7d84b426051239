import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import { hostname } from "node:os";
import { ModelError } from "./errors";

/**
 * The control endpoints need no key, so they must not be reachable from a web page the
 * developer happens to visit while the emulator runs:
 *
 * - A page of another origin calling `fetch("http://127.0.0.1:8787/__emulator/reset", …)`:
 *   browsers put an `Origin` header on every such request (and on every POST or DELETE at all),
 *   while CLI tools, test clients and SDKs send none. Any `Origin` → 403.
 * - A "simple" cross-site POST (an HTML form, text/plain) needs no preflight: a body must be
 *   declared `application/json`, and a declared type must be JSON even without a body (an empty
 *   form) → 415 otherwise.
 * - DNS rebinding: a name the attacker controls is re-pointed to 127.0.0.1, making the page
 *   same-origin with the emulator, but the browser still sends that name in `Host`. Only names
 *   of the emulator's own addresses are accepted → 403 otherwise.
 */

/** Where the emulator listens, as given to `listen` (host) and as bound (port). */
export interface ListenAddress {
  host: string;
  port: number;
  /** Names of this machine accepted when listening on every interface; default: `machineNames()`. */
  machineNames?: readonly string[];
}

/** The machine's host name and its first label (`devbox.corp.example` → also `devbox`), lower case. */
export function machineNames(name = hostname()): string[] {
  const full = name.trim().toLowerCase().replace(/\.$/, "");
  if (!full) return [];
  const short = full.split(".")[0] ?? full;
  return short === full ? [full] : [full, short];
}

/** A host name or IP literal in canonical form (lower case, IPv6 in brackets and compressed). */
function canonicalHost(host: string): string | undefined {
  const literal = isIP(host) === 6 ? `[${host}]` : host;
  try {
    return new URL(`http://${literal}/`).hostname;
  } catch {
    return undefined;
  }
}

/** `0.0.0.0`, `::` and their other spellings: the emulator listens on every interface. */
export function isWildcardHost(host: string): boolean {
  const canonical = canonicalHost(host);
  return canonical === "0.0.0.0" || canonical === "[::]";
}

const LOOPBACK_NAMES = ["127.0.0.1", "localhost", "[::1]"];

/** `name[:port]` with name a DNS name, an IPv4 literal or a bracketed IPv6 literal; nothing else. */
const HOST_HEADER = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+)(?::(\d{1,5}))?$/;

/**
 * Why this Host header is refused, or undefined when it names the emulator:
 * - listening on one address (the default 127.0.0.1): `127.0.0.1`, `localhost`, `[::1]` or the
 *   host it was started with, with the port it listens on (the port may be left out only when
 *   it is 80);
 * - listening on every interface (`0.0.0.0`, `::`): `localhost`, the machine's host name (a
 *   container's, inside one) or any IP literal, with any port (port forwarding, e.g. a
 *   container's published port, changes the address and port clients use; an IP literal cannot
 *   be re-pointed by DNS, so it cannot carry a rebinding attack, and an attacker does not
 *   control what the machine's own name resolves to).
 * A request without Host (HTTP/1.0) is accepted: browsers always send one.
 */
export function hostRefusal(header: string | undefined, listen: ListenAddress): string | undefined {
  if (header === undefined) return undefined;
  const match = HOST_HEADER.exec(header);
  const name = match?.[1] !== undefined ? canonicalHost(match[1]) : undefined;
  if (!match || name === undefined) return `malformed Host header ${JSON.stringify(header)}`;
  const port = match[2] === undefined ? 80 : Number(match[2]);
  const refused = `Host ${JSON.stringify(header)} does not name this emulator (DNS rebinding protection)`;
  if (isWildcardHost(listen.host)) {
    const literal = name.startsWith("[") || isIP(name) !== 0;
    const own = name === "localhost" || (listen.machineNames ?? machineNames()).includes(name);
    return literal || own ? undefined : refused;
  }
  const allowed = [...LOOPBACK_NAMES, canonicalHost(listen.host)];
  return allowed.includes(name) && port === listen.port ? undefined : refused;
}

/** True when the request declares a body: a non-zero Content-Length or any Transfer-Encoding. */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  if (req.headers["transfer-encoding"] !== undefined) return true;
  return length !== undefined && Number(length) !== 0;
}

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(";")[0]?.trim().toLowerCase() === "application/json";
}

/**
 * Throws the refusal of an admin request (403 or 415), in this order: Host, Origin, body type.
 * Runs before routing, so unknown admin paths are refused the same way.
 */
export function guardAdmin(req: IncomingMessage, listen: ListenAddress): void {
  const host = hostRefusal(req.headers.host, listen);
  if (host) throw new ModelError(403, host);
  if (req.headers.origin !== undefined) {
    throw new ModelError(
      403,
      "control endpoints refuse requests with an Origin header (browsers send one; use a CLI tool or test client)",
    );
  }
  const type = req.headers["content-type"];
  if ((hasBody(req) || type !== undefined) && !isJson(type)) {
    throw new ModelError(
      415,
      "control endpoints accept only content-type application/json (or no body and no content-type)",
    );
  }
}
