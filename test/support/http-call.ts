import { request } from "undici";

/** An answer as it came: status, headers and text, and the text parsed as JSON (undefined when it is not). */
export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are inspected field by field
  body: any;
}

export interface HttpCallOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent verbatim instead of JSON-encoding `body`. */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** Told of every answer `httpCall` receives, with the request's method and URL. */
export type AnswerListener = (request: { method: string; url: string }, answer: HttpAnswer) => void;

const listeners = new Set<AnswerListener>();

/**
 * Tells `listener` of every answer from now on (the conformance suite holds each to the
 * emulator's OpenAPI document); returns the function that stops it.
 */
export function onAnswer(listener: AnswerListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * One request over plain HTTP, independent of the package's client: what the tests and the
 * benchmark send to the emulator's API and its control endpoints. A body goes as JSON.
 */
export async function httpCall(
  url: string,
  method: string,
  options: HttpCallOptions = {},
): Promise<HttpAnswer> {
  const headers = { ...options.headers };
  const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (payload !== undefined) headers["content-type"] = "application/json";
  const res = await request(url, { method: method as "GET", headers, body: payload });
  const text = await res.body.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const answer = { status: res.statusCode, headers: res.headers, text, body };
  for (const listener of listeners) listener({ method, url }, answer);
  return answer;
}
