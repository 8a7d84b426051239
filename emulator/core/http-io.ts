import { type IncomingMessage, STATUS_CODES } from "node:http";
import { ModelError } from "./errors";

/** The envelope of every success: exactly these three fields. */
export function successBody(status: number, payload: unknown) {
  return { success: true as const, code: status, response: payload };
}

/**
 * The spec's Error body: `message` says what went wrong, `error` is the status's reason
 * phrase; `code` only for the spec's named application codes.
 */
export function errorBody(status: number, message: string, code?: number) {
  const body: { success: false; message: string; error: string; code?: number } = {
    success: false,
    message,
    error: STATUS_CODES[status] ?? "Error",
  };
  if (code !== undefined) body.code = code;
  return body;
}

/** Request bodies are small JSON documents; anything larger is refused. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The client went away before its request was complete (closed or reset the connection, or the
 * server cut it after a protocol error): there is nobody to answer, and nothing went wrong here.
 */
export class ClientGoneError extends Error {
  override name = "ClientGoneError";

  constructor() {
    super("the client closed the connection before the request was complete");
  }
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk); // keep draining so the connection stays usable
    }
  } catch (err) {
    if (req.destroyed || req.socket.destroyed || !req.complete) throw new ClientGoneError();
    throw err;
  }
  if (size > MAX_BODY_BYTES) throw new ModelError(400, `request body larger than ${MAX_BODY_BYTES} bytes`);
  return Buffer.concat(chunks).toString("utf8");
}

/** An empty body is `undefined`; anything else must be JSON (400 otherwise). */
export function parseJson(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ModelError(400, "request body is not valid JSON");
  }
}
