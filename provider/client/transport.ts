import { inspect } from "node:util";
import type { Dispatcher } from "undici";
import type { z } from "zod";
import { errorBody, successEnvelope } from "../contract/envelope";
import type { ClientOptions } from "./client-options";
import {
  apiErrorFor,
  ConfigurationError,
  markMayHaveTakenEffect,
  mayHaveTakenEffect,
  RateLimitError,
  type RequestInfo,
  ResponseShapeError,
  TransportError,
} from "./errors";
import { baseUrlProblem, concurrencyProblem, DEFAULT_MAX_CONCURRENT_REQUESTS } from "./option-checks";
import { isIdempotent, type RetryBudget, retryDelayMs } from "./retry-policy";
import { loadUndiciParts } from "./undici-parts";

export interface CallOptions<T extends z.ZodType> {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Schema of the envelope's `response` payload. */
  response: T;
  /**
   * A second copy of the request has the effect of one, so it is sent again after a server error
   * or a lost connection. Default: by the method (GET, HEAD and DELETE are).
   */
  idempotent?: boolean;
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

const { Agent, request } = loadUndiciParts();

/** One attempt's answer, before it is read as success or error. */
interface Answer {
  status: number;
  text: string;
  retryAfter?: string;
}

/**
 * HTTP transport: one keep-alive connection pool per client, JSON in and out, the success
 * envelope checked and unwrapped, error statuses turned into typed errors.
 * Requests are sent again by one policy (retry-policy.ts): a 429 for any method after its
 * Retry-After (holding the client's other requests as long) within the call's deadline, and an
 * idempotent request after a server error or a lost connection, within a budget of attempts and
 * the deadline; anything else is reported at once.
 * The API key lives in a #private field and is left out of inspect/JSON output, so logging or
 * serializing a client never shows it.
 */
export class Transport {
  readonly #apiKey: string;
  /**
   * No attempt of this client starts before this instant (ms since the epoch): a 429's wait
   * holds every request, not only the one refused. An account's limit refuses whoever comes
   * while it is spent, so the others would only be refused too, each adding to the load.
   */
  #notBefore = 0;
  private readonly base: URL;
  private readonly userAgent: string;
  private readonly dispatcher: Dispatcher;
  private readonly timeoutMs: number;
  /** The most requests in flight at once: one per pooled connection. */
  readonly maxConcurrentRequests: number;
  private readonly budget: RetryBudget;
  private readonly onRetry: ClientOptions["onRetry"];
  private readonly mayWait: ClientOptions["mayWait"];
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
    this.onRetry = options.onRetry;
    this.mayWait = options.mayWait;
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
    this.maxConcurrentRequests = connections;
    // One request per connection (no pipelining), so `connections` caps the requests in flight;
    // the pool queues the rest in arrival order.
    // undici's own timeouts are idle timeouts, which each byte of a dripping answer resets; they
    // are off (0), and the deadline in `call` bounds every wait (the queue included) instead.
    this.dispatcher = new Agent({
      connections,
      pipelining: 1,
      keepAliveTimeout: 10_000,
      headersTimeout: 0,
      bodyTimeout: 0,
    });
    this.budget = {
      maxRetries: options.maxRetries ?? 4,
      minBackoffMs: options.minBackoffMs ?? 250,
      maxBackoffMs: options.maxBackoffMs ?? 30_000,
    };
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

    // One signal for the whole call: undici aborts the attempt in flight, and `untilAborted`
    // stops any wait at once.
    const deadline = new AbortController();
    const started = Date.now();
    const timer = setTimeout(() => deadline.abort(new Error("timeoutMs reached")), this.timeoutMs);
    const idempotent = isIdempotent(method, options.idempotent);
    const send = () =>
      this.attempt(url, method, headers, options.body, deadline.signal).catch((cause: unknown) => {
        throw this.transportError(info, url, cause, deadline.signal.aborted);
      });
    // Whether an attempt before the last may have taken effect: the final error must say so.
    let uncertain = false;
    // Attempts refused by a rate limit, and those that failed otherwise: each has its own count.
    let limited = 0;
    let failed = 0;
    try {
      for (let attempt = 1; ; attempt++) {
        let answer: Answer | undefined;
        let error: Error;
        try {
          answer = await send();
          if (answer.status >= 200 && answer.status < 300) {
            return this.success(info, answer.text, options.response);
          }
          error = this.apiError(info, answer);
        } catch (failure) {
          if (!(failure instanceof TransportError)) throw failure;
          error = failure;
        }
        const outcome = {
          status: answer?.status,
          retryAfterSeconds: seconds(answer?.retryAfter),
          code: (error.cause as { code?: string } | undefined)?.code,
        };
        const count = outcome.status === 429 ? ++limited : ++failed;
        const wait = deadline.signal.aborted
          ? undefined
          : retryDelayMs(this.budget, idempotent, count, outcome);
        // A wait that would end past the call's deadline, or the caller's, is not begun: the
        // failure in hand says more.
        const pastDeadline =
          wait !== undefined &&
          (Date.now() + wait >= started + this.timeoutMs || this.mayWait?.(wait) === false);
        if (wait === undefined || pastDeadline) {
          if (attempt > 1) {
            error.message += ` (after ${attempt} attempts in ${Math.round((Date.now() - started) / 100) / 10} s)`;
          }
          if (uncertain) markMayHaveTakenEffect(error);
          if (error instanceof RateLimitError) {
            const asked = outcome.retryAfterSeconds;
            error.longWait = asked !== undefined && asked * 1000 > this.budget.maxBackoffMs;
          }
          throw error;
        }
        uncertain ||= mayHaveTakenEffect(error);
        const what = answer ? `failed with ${answer.status}` : "lost its connection";
        const of = outcome.status === 429 ? "" : ` of ${this.budget.maxRetries + 1}`;
        if (outcome.status === 429) this.#notBefore = Math.max(this.#notBefore, Date.now() + wait);
        this.onRetry?.(
          `${info.method} ${info.path} ${what}; sending it again in ${wait / 1000} s (attempt ${attempt + 1}${of})`,
        );
        await untilAborted(sleep(wait), deadline.signal).catch((cause: unknown) => {
          throw this.transportError(info, url, cause, true);
        });
      }
    } finally {
      clearTimeout(timer);
    }
  }

  /** One request, its answer read whole; a failure below HTTP is thrown as undici gives it. */
  private async attempt(
    url: URL,
    method: string,
    headers: Record<string, string>,
    body: unknown,
    signal: AbortSignal,
  ): Promise<Answer> {
    const paused = this.#notBefore - Date.now();
    if (paused > 0) await untilAborted(sleep(paused), signal);
    const res = await untilAborted(
      request(this.dispatcher, {
        origin: url.origin,
        path: url.pathname + url.search,
        method: method as Dispatcher.HttpMethod,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }),
      signal,
    );
    const text = await untilAborted(res.body.text(), signal);
    const header = res.headers["retry-after"];
    this.noteServerTime(res.headers.date);
    return { status: res.statusCode, text, retryAfter: Array.isArray(header) ? header[0] : header };
  }

  /** The success envelope's payload, checked against the operation's schema. */
  private success<T extends z.ZodType>(info: RequestInfo, text: string, response: T): z.output<T> {
    const parsed = successEnvelope(response).safeParse(parseJson(text));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.length ? issue.path.join(".") : "(body)";
      throw new ResponseShapeError(info, field, issue?.message ?? "invalid body");
    }
    return (parsed.data as { response: z.output<T> }).response;
  }

  /** An error status as its typed error, with the Error body's message (the key masked). */
  private apiError(info: RequestInfo, answer: Answer): Error {
    const { status, text } = answer;
    const body = errorBody.safeParse(parseJson(text));
    const message = body.success
      ? (body.data.message ?? body.data.error ?? "no message")
      : text.slice(0, 200) || "empty body";
    // A server may echo what it was sent; the key must not reach a log through our message.
    const safeMessage = this.#apiKey ? message.replaceAll(this.#apiKey, "***") : message;
    const hint =
      status === 401
        ? `the API at ${this.base.href} did not accept the key: check ${this.names.apiKey}`
        : undefined;
    return apiErrorFor(
      status,
      info,
      safeMessage,
      body.success ? body.data.code : undefined,
      seconds(answer.retryAfter),
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
 * `work`, or a rejection with the signal's reason as soon as it aborts: a wait between attempts,
 * or an answer read while its bytes still drip in.
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

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
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
