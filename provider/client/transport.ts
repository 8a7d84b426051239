import { Agent, type Dispatcher, RetryAgent } from "undici";
import type { z } from "zod";
import { errorBody, successEnvelope } from "../wire/envelope";
import { apiErrorFor, type RequestInfo, ResponseShapeError, TransportError } from "./errors";

export interface TransportOptions {
  /** Base address of the API, e.g. https://api.example.net/v1 */
  baseUrl: string;
  apiKey: string;
  /** Retries of safe methods on 429/500/502/503/504 and on connection errors (default 4). */
  maxRetries?: number;
  /** First backoff step in ms; doubles each retry (default 250). */
  minBackoffMs?: number;
  /** Cap on any single wait, Retry-After included (default 30 s). */
  maxBackoffMs?: number;
  /** Per-request header and body timeout in ms (default 60 s). */
  timeoutMs?: number;
  userAgent?: string;
}

export interface CallOptions<T extends z.ZodType> {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Schema of the envelope's `response` payload. */
  response: T;
}

/** Errors that prove the request never left this machine: safe to report as "not sent". */
const notSentCodes = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "UND_ERR_CONNECT_TIMEOUT"]);

/**
 * HTTP transport: one keep-alive connection pool per client, JSON in and out, the success
 * envelope checked and unwrapped, error statuses turned into typed errors.
 * Only safe methods are retried (undici's RetryAgent: exponential backoff, Retry-After honoured);
 * a write is never repeated here, because it may already have taken effect.
 */
export class Transport {
  private readonly base: URL;
  private readonly apiKey: string;
  private readonly userAgent: string;
  private readonly dispatcher: Dispatcher;

  constructor(options: TransportOptions) {
    this.base = new URL(options.baseUrl.endsWith("/") ? options.baseUrl : `${options.baseUrl}/`);
    this.apiKey = options.apiKey;
    this.userAgent = options.userAgent ?? "pulumi-registrar";
    const timeout = options.timeoutMs ?? 60_000;
    const pool = new Agent({ keepAliveTimeout: 10_000, headersTimeout: timeout, bodyTimeout: timeout });
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

  async call<T extends z.ZodType>(
    method: string,
    path: string,
    options: CallOptions<T>,
  ): Promise<z.output<T>> {
    const url = new URL(path.replace(/^\//, ""), this.base);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const info: RequestInfo = {
      method,
      path: url.pathname.slice(this.base.pathname.length - 1) + url.search,
    };
    const headers: Record<string, string> = {
      accept: "application/json",
      "x-api-key": this.apiKey,
      "user-agent": this.userAgent,
    };
    if (options.body !== undefined) headers["content-type"] = "application/json";

    let status: number;
    let text: string;
    let retryAfter: string | undefined;
    try {
      const res = await this.dispatcher.request({
        origin: url.origin,
        path: url.pathname + url.search,
        method: method as Dispatcher.HttpMethod,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      status = res.statusCode;
      text = await res.body.text();
      const header = res.headers["retry-after"];
      retryAfter = Array.isArray(header) ? header[0] : header;
    } catch (cause) {
      const code = (cause as { code?: string }).code ?? "";
      throw new TransportError(info, cause, !notSentCodes.has(code));
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
    throw apiErrorFor(status, info, message, body.success ? body.data.code : undefined, seconds(retryAfter));
  }

  close(): Promise<void> {
    return this.dispatcher.close();
  }
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
