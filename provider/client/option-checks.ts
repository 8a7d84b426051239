/**
 * Checks of the client's options, apart from the transport so that checking settings (the
 * provider's `configure`, every `pulumi preview`) does not load the HTTP stack.
 */

export const DEFAULT_MAX_CONCURRENT_REQUESTS = 8;

/** Why `value` (a number, or text from config) cannot cap the requests in flight, or undefined when it can. */
export function concurrencyProblem(value: number | string, settingName: string): string | undefined {
  const n = typeof value === "number" ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (Number.isInteger(n) && n >= 1 && n <= 1024) return undefined;
  return `${settingName} must be a whole number from 1 to 1024 (requests in flight at once), got ${JSON.stringify(value)}`;
}

/** Seconds a call may take, retries included, unless set (the client's timeoutMs, 60 s). */
export const DEFAULT_REQUEST_TIMEOUT_SECONDS = 60;

/** Why `value` (a number, or text from config) cannot be a call's deadline in seconds, or undefined when it can. */
export function timeoutProblem(value: number | string, settingName: string): string | undefined {
  const n = typeof value === "number" ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (Number.isInteger(n) && n >= 1 && n <= 86_400) return undefined;
  return `${settingName} must be a whole number of seconds from 1 to 86400 (how long one API call may take, retries included), got ${JSON.stringify(value)}`;
}

/** The example every base URL message shows: the emulator's usual address. */
const exampleBaseUrl = "http://127.0.0.1:8787";

/**
 * Why `value` is not a usable base URL, or undefined when it is. Bare `host:port` is the usual
 * mistake: `127.0.0.1:8787` does not parse and `localhost:8080` parses with "localhost:" as its
 * scheme, so both would fail later with a confusing message.
 */
export function baseUrlProblem(value: string, settingName = "baseUrl"): string | undefined {
  const problem = `${settingName} must be an http(s) URL such as ${exampleBaseUrl}, got ${JSON.stringify(value)}${schemeHint(value)}`;
  if (!URL.canParse(value)) return problem;
  const url = new URL(value);
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) return problem;
  // Paths are appended to the base, and messages show it: a query would be split, credentials shown.
  if (url.username || url.password || url.search || url.hash) {
    return `${settingName} must be a plain address (no user, password, query or fragment) such as ${exampleBaseUrl}, got ${JSON.stringify(`${url.protocol}//${url.host}${url.pathname}…`)}`;
  }
  return undefined;
}

/** What to write instead of a bare `host[:port][/path]`: the same with `http://` in front. */
function schemeHint(value: string): string {
  if (value.includes("://") || !URL.canParse(`http://${value}`)) return "";
  const url = new URL(`http://${value}`);
  if (!url.hostname || url.username || url.password || url.search || url.hash) return "";
  return `: write the scheme too, e.g. "http://${value}"`;
}
