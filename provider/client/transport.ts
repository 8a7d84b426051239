import { inspect } from "node:util";
import type { Dispatcher } from "undici";
import type { z } from "zod";
import { errorBody, successEnvelope } from "../contract/envelope";
import type { ClientOptions } from "./client-options";
import {
  apiErrorFor,
  ConfigurationError,
  type RequestInfo,
  ResponseShapeError,
  TransportError,
} from "./errors";
import { baseUrlProblem, concurrencyProblem, DEFAULT_MAX_CONCURRENT_REQUESTS } from "./option-checks";
import { loadUndiciParts } from "./undici-parts";

export interface CallOptions<T extends z.ZodType> {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Schema of the envelope's `response` payload. */
  response: T;
}

/** Errors that prove the request never left this machine: safe to report as "not sent". */
const notSentCodes = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "UND_ERR_CONNECT_TIMEOUT"]);

/** Certificate verification failures (Node's codes for OpenSSL's X509 errors). */
const certificateCodes = new Set([
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "CERT_HAS_EXPIRED",
  "ERR_TLS_CERT_ALTNAME_INVALID",
]);

const MAX_TIMEOUT_MS = 2 ** 31 - 1;

const { Agent, RetryAgent, request } = loadUndiciParts();

/**
 * HTTP transport: one keep-alive connection pool per client, JSON in and out, the success
 * envelope checked and unwrapped, error statuses turned into typed errors.
 * Only safe methods are retried (undici's RetryAgent: exponential backoff, Retry-After honoured);
 * a write is never repeated here, because it may already have taken effect.
 * The API key lives in a #private field and is left out of inspect/JSON output, so logging or
 * serializing a client never shows it.
 */
export class Transport {
  readonly #apiKey: string;
  private readonly base: URL;
  private readonly userAgent: string;
  private readonly dispatcher: Dispatcher;
  private readonly timeoutMs: number;
  private readonly names: { baseUrl: string; apiKey: string; timeout?: string };
  private readonly onServerTime: ClientOptions["onServerTime"];

  constructor(options: ClientOptions) {
    this.names = options.settingNames ?? { baseUrl: "baseUrl", apiKey: "apiKey" };
    const problem = baseUrlProblem(options.baseUrl, this.names.baseUrl);
    if (problem) throw new ConfigurationError(problem);
    // A trailing slash makes the base a directory, so a prefix such as /v1 is kept for every call.
    this.base = new URL(options.baseUrl.endsWith("/") ? options.baseUrl : `${options.baseUrl}/`);
    this.#apiKey = options.apiKey;
    this.userAgent = options.userAgent ?? "pulumi-registrar";
    this.onServerTime = options.onServerTime;
    this.timeoutMs = options.timeoutMs ?? 60_000;
    // setTimeout fires at once for anything above 2^31 - 1 ms (about 24.8 days).
    if (!(this.timeoutMs > 0 && this.timeoutMs <= MAX_TIMEOUT_MS)) {
      throw new ConfigurationError(
        `timeoutMs must be a positive number of milliseconds up to ${MAX_TIMEOUT_MS}, got ${this.timeoutMs}`,
      );
    }
    const connections = options.maxConcurrentRequests ?? DEFAULT_MAX_CONCURRENT_REQUESTS;
    const tooMany = concurrencyProblem(connections, "maxConcurrentRequests");
    if (tooMany) throw new ConfigurationError(tooMany);
    // One request per connection (no pipelining), so `connections` caps the requests in flight;
    // the pool queues the rest in arrival order.
    // undici's own timeouts are idle timeouts, which each byte of a dripping answer resets; they
    // are off (0), and the deadline in `call` bounds every wait (the queue included) instead.
    const pool = new Agent({
      connections,
      pipelining: 1,
      keepAliveTimeout: 10_000,
      headersTimeout: 0,
      bodyTimeout: 0,
    });
    this.dispatcher = new RetryAgent(pool, {
      methods: ["GET", "HEAD"],
      statusCodes: [429, 500, 502, 503, 504],
      maxRetries: options.maxRetries ?? 4,
      minTimeout: options.minBackoffMs ?? 250,
      maxTimeout: options.maxBackoffMs ?? 30_000,
      timeoutFactor: 2,
      retryAfter: true,
      // Hand the last failing response to us, so its Error body reaches the caller.
      throwOnError: false,
    });
  }

  /** The base URL every path is appended to (never carries the key). */
  get baseUrl(): string {
    return this.base.href;
  }

  async call<T extends z.ZodType>(
    method: string,
    path: string,
    options: CallOptions<T>,
  ): Promise<z.output<T>> {
    // Appended as text, not resolved with `new URL(path, base)`: the prefix stays, and a first
    // segment holding a colon cannot be read as a scheme.
    const url = new URL(this.base.href + path.replace(/^\//, ""));
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    // Messages show the path as sent, prefix included, so it can be matched with server logs.
    const info: RequestInfo = { method, path: url.pathname + url.search };
    const headers: Record<string, string> = {
      accept: "application/json",
      "x-api-key": this.#apiKey,
      "user-agent": this.userAgent,
    };
    if (options.body !== undefined) headers["content-type"] = "application/json";

    // One signal for the whole call: undici aborts the attempt in flight (and a retry due after
    // a backoff), and `untilAborted` stops waiting at once even while RetryAgent sleeps.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new Error("timeoutMs reached")), this.timeoutMs);
    let status: number;
    let text: string;
    let retryAfter: string | undefined;
    try {
      const res = await untilAborted(
        request(this.dispatcher, {
          origin: url.origin,
          path: url.pathname + url.search,
          method: method as Dispatcher.HttpMethod,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal: deadline.signal,
        }),
        deadline.signal,
      );
      status = res.statusCode;
      text = await untilAborted(res.body.text(), deadline.signal);
      const header = res.headers["retry-after"];
      retryAfter = Array.isArray(header) ? header[0] : header;
      this.noteServerTime(res.headers.date);
    } catch (cause) {
      throw this.transportError(info, url, cause, deadline.signal.aborted);
    } finally {
      clearTimeout(timer);
    }

    const json = parseJson(text);
    if (status >= 200 && status < 300) {
      const parsed = successEnvelope(options.response).safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.length ? issue.path.join(".") : "(body)";
        throw new ResponseShapeError(info, field, issue?.message ?? "invalid body");
      }
      return (parsed.data as { response: z.output<T> }).response;
    }
    const body = errorBody.safeParse(json);
    const message = body.success
      ? (body.data.message ?? body.data.error ?? "no message")
      : text.slice(0, 200) || "empty body";
    // A server may echo what it was sent; the key must not reach a log through our message.
    const safeMessage = this.#apiKey ? message.replaceAll(this.#apiKey, "***") : message;
    const hint =
      status === 401
        ? `the API at ${this.base.href} did not accept the key: check ${this.names.apiKey}`
        : undefined;
    throw apiErrorFor(
      status,
      info,
      safeMessage,
      body.success ? body.data.code : undefined,
      seconds(retryAfter),
      hint,
    );
  }

  close(): Promise<void> {
    return this.dispatcher.close();
  }

  private noteServerTime(header: string | string[] | undefined): void {
    const text = Array.isArray(header) ? header[0] : header;
    const time = text === undefined ? Number.NaN : Date.parse(text);
    if (this.onServerTime && !Number.isNaN(time)) this.onServerTime(new Date(time));
  }

  /** What JSON.stringify shows: the address only. */
  toJSON(): { baseUrl: string } {
    return { baseUrl: this.base.href };
  }

  /** What console.log and util.inspect show: the address only (the pool's internals are noise). */
  [inspect.custom](): string {
    return `Transport { baseUrl: '${this.base.href}' }`;
  }

  /** A readable sentence for a failure below HTTP, naming the address and the setting to check. */
  private transportError(info: RequestInfo, url: URL, cause: unknown, pastDeadline: boolean): TransportError {
    const code = (cause as { code?: string }).code ?? "";
    const origin = url.origin;
    const check = `check ${this.names.baseUrl}`;
    if (pastDeadline) {
      // Whether the request had left when the deadline struck is not known here; for a write,
      // saying "may have taken effect" makes the caller look before it repeats anything.
      return new TransportError(
        info,
        cause,
        true,
        `no complete answer from ${origin} within ${this.timeoutMs / 1000} s (${this.names.timeout ?? "timeoutMs"}, retries and waits included)`,
      );
    }
    const message = cause instanceof Error ? cause.message : String(cause);
    let description: string;
    if (code.startsWith("ERR_SSL_") || message.includes("SSL routines")) {
      description = `could not connect to ${origin} with TLS (is the server plain http? ${check})`;
    } else if (certificateCodes.has(code)) {
      description = `the TLS certificate of ${origin} was refused: ${message} (${check})`;
    } else if (code === "ECONNREFUSED") {
      description = `connection refused by ${origin} (is the API running there? ${check})`;
    } else if (code === "ENOTFOUND" || code === "EAI_AGAIN") {
      description = `could not resolve the host of ${origin} (${check})`;
    } else if (code === "UND_ERR_CONNECT_TIMEOUT") {
      description = `could not connect to ${origin} in time (${check})`;
    } else {
      description = `connection to ${origin} failed: ${message}`;
    }
    return new TransportError(info, cause, !notSentCodes.has(code), description);
  }
}

/**
 * `work`, or a rejection with the signal's reason as soon as it aborts. undici notices an abort
 * during RetryAgent's backoff only when the next attempt starts, which may be much later.
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    // Settling twice is a no-op, so a late rejection of `work` is handled, never left unhandled.
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function seconds(retryAfter: string | undefined): number | undefined {
  if (!retryAfter) return undefined;
  const n = Number(retryAfter);
  if (Number.isFinite(n)) return n;
  const at = Date.parse(retryAfter);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
