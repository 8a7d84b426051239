import {
  createServer,
  type IncomingMessage,
  maxHeaderSize,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from "node:http";
import type { Duplex } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import type { ApiKey } from "./account";
import { guardAdmin, type ListenAddress } from "./admin-guard";
import type { Area } from "./area";
import { authenticate, authorize, keyFromHeader } from "./auth";
import { ModelError, RateLimitError } from "./errors";
import type { Fault } from "./faults";
import { ClientGoneError, errorBody, parseJson, readBody, successBody } from "./http-io";
import { RawReply, Router } from "./router";
import type { Runtime } from "./runtime";
import { servedRoutes } from "./served-routes";

/** Paths that control the emulator: no key, no log, no faults. */
export const ADMIN_PREFIX = "/__emulator/";

/** Stands in for the key on routes that need none. */
const ANONYMOUS: ApiKey = { id: "anonymous", key: "", scopes: [] };

interface Reply {
  status: number;
  contentType: string;
  body: string;
  headers?: Record<string, string>;
}

function json(status: number, body: unknown, headers?: Record<string, string>): Reply {
  return { status, contentType: "application/json; charset=utf-8", body: JSON.stringify(body), headers };
}

function errorReply(err: unknown): Reply {
  if (err instanceof RateLimitError) {
    return json(429, errorBody(429, err.message), { "retry-after": String(err.retryAfterSeconds) });
  }
  if (err instanceof ModelError) return json(err.status, errorBody(err.status, err.message, err.code));
  if (err instanceof ClientGoneError) return json(400, errorBody(400, err.message)); // never sent
  process.stderr.write(`emulator: unexpected error: ${(err as Error)?.stack ?? String(err)}\n`);
  return json(500, errorBody(500, "Unexpected error"));
}

/** Routing, authentication, scopes, then the route itself; every failure becomes an Error body. */
async function dispatch(runtime: Runtime, router: Router, req: IncomingMessage, url: URL): Promise<Reply> {
  const method = req.method ?? "GET";
  try {
    const text = await readBody(req);
    const match = router.match(method, url.pathname);
    if (match.kind === "none") throw new ModelError(404, `No such path: ${url.pathname}`);
    if (match.kind === "method") {
      const reply = errorReply(new ModelError(405, `${method} is not allowed on ${url.pathname}`));
      return { ...reply, headers: { allow: match.allow.join(", ") } };
    }
    const { route, params } = match;
    let key = ANONYMOUS;
    if (route.auth !== "none") {
      key = authenticate(runtime.account, req.headers["x-api-key"]);
      authorize(key, route.auth);
    }
    const result = await route.handle({
      params,
      query: url.searchParams,
      key,
      runtime,
      origin: `http://${req.headers.host ?? "127.0.0.1"}`,
      json: () => parseJson(text),
      routes: router.routes,
    });
    if (result instanceof RawReply)
      return { status: 200, contentType: result.contentType, body: result.body };
    return json(200, successBody(200, result));
  } catch (err) {
    if (err instanceof ClientGoneError) throw err; // nobody to answer
    return errorReply(err);
  }
}

/**
 * A fault's answer, marked `x-emulator-fault: injected`: what the test staged, not the emulator's
 * own, so a trace or a validating proxy holding answers to /openapi.yaml can set it aside.
 */
async function faultReply(req: IncomingMessage, fault: Fault & { status: number }): Promise<Reply> {
  await readBody(req).catch(() => "");
  const body = fault.body !== undefined ? fault.body : errorBody(fault.status, "injected fault");
  return json(fault.status, body, { "x-emulator-fault": "injected", ...fault.headers });
}

/** The connection can no longer carry an answer (client gone, or cut after a protocol error). */
function gone(req: IncomingMessage, res: ServerResponse): boolean {
  return res.destroyed || req.socket.destroyed || !req.socket.writable;
}

function send(res: ServerResponse, reply: Reply): void {
  res.writeHead(reply.status, {
    "content-type": reply.contentType,
    "content-length": Buffer.byteLength(reply.body),
    ...reply.headers,
  });
  res.end(reply.body);
}

/**
 * Counts the API requests being handled. `admit` counts one until its response is finished or
 * its connection closed (every path ends in one of the two, faults and errors included) and
 * returns the count with it.
 */
function apiRequestCounter(): (res: ServerResponse) => number {
  let current = 0;
  return (res) => {
    current += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      current -= 1;
    };
    res.once("finish", release);
    res.once("close", release);
    return current;
  };
}

/** The account's request limit's refusal, once the body is read (nothing else is done), if it refuses. */
function limited(runtime: Runtime, req: IncomingMessage): Promise<Reply> | undefined {
  try {
    runtime.requestLimit?.take();
    return undefined;
  } catch (err) {
    return readBody(req).then(() => errorReply(err));
  }
}

/** An API request: logged, subject to faults and the account's request limit, then dispatched. */
async function handleApi(
  runtime: Runtime,
  router: Router,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  inFlight: number,
) {
  const method = req.method ?? "GET";
  const entry = runtime.log.add({
    method,
    path: url.pathname,
    status: null,
    time: runtime.clock.now().toISOString(),
    keyId: keyFromHeader(runtime.account, req.headers["x-api-key"])?.id ?? null,
    inFlight,
  });
  const fault = runtime.faults.take(method, url.pathname);
  if (fault?.action === "drop-before") {
    req.socket.destroy(); // nothing was read, nothing happens
    return;
  }
  if (fault?.action === "delay") await sleep(fault.delayMs ?? 0);
  let reply: Reply;
  try {
    reply =
      fault?.status !== undefined
        ? await faultReply(req, { ...fault, status: fault.status })
        : await (limited(runtime, req) ?? dispatch(runtime, router, req, url));
  } catch (err) {
    if (!(err instanceof ClientGoneError)) throw err;
    req.socket.destroy(); // an incomplete request has no effect; the entry keeps status null
    return;
  }
  if (fault?.action === "drop-after") {
    req.socket.destroy(); // the change is made; the client never learns it
    return;
  }
  if (gone(req, res)) return; // status null: the answer could not be delivered
  entry.status = reply.status;
  // A server's Date header is its own time: here the emulated time, which clients may go by
  // (the provider reads a certificate's renewal date against it).
  send(res, { ...reply, headers: { ...reply.headers, date: runtime.clock.now().toUTCString() } });
}

/** An admin request: guarded against browsers (see admin-guard.ts), then dispatched. */
async function handleAdmin(
  runtime: Runtime,
  router: Router,
  listen: () => ListenAddress,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) {
  let reply: Reply;
  try {
    guardAdmin(req, listen());
    reply = await dispatch(runtime, router, req, url);
  } catch (err) {
    if (err instanceof ClientGoneError) {
      req.socket.destroy();
      return;
    }
    // Refused before the body was read: close rather than drain what a browser sent.
    reply = { ...errorReply(err), headers: { connection: "close" } };
  }
  if (!gone(req, res)) send(res, reply);
}

/** Status and message for a request Node's parser refused (the `clientError` event). */
function protocolError(err: Error & { code?: string; reason?: string }): [number, string] {
  switch (err.code) {
    case "HPE_HEADER_OVERFLOW":
      return [431, `request line and headers larger than ${maxHeaderSize} bytes`];
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return [413, "chunk extensions too large"];
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return [408, "the request was not received in time"];
    default:
      return [400, `malformed HTTP request: ${err.reason ?? err.message}`];
  }
}

/**
 * Answers what Node's parser refused with the Error body (instead of Node's bare status line)
 * when nothing of another answer was written yet, then closes the connection. A client that
 * closed or reset its connection gets nothing.
 */
function onClientError(
  err: Error & { code?: string },
  socket: Duplex,
  inFlight: WeakMap<Duplex, ServerResponse>,
  answered: WeakSet<Duplex>,
): void {
  const quiet = err.code === "ECONNRESET" || err.code === "EPIPE" || err.code === "HPE_INVALID_EOF_STATE";
  if (quiet || answered.has(socket) || !socket.writable || inFlight.get(socket)?.headersSent) {
    socket.destroy();
    return;
  }
  answered.add(socket);
  const [status, message] = protocolError(err);
  const body = JSON.stringify(errorBody(status, message));
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    "content-type: application/json; charset=utf-8",
    `content-length: ${Buffer.byteLength(body)}`,
    "connection: close",
  ];
  socket.end(`${head.join("\r\n")}\r\n\r\n${body}`);
  // Ending (not destroying) lets the answer arrive before the close; a peer that never closes
  // its side is cut after a while.
  const timer = setTimeout(() => socket.destroy(), 5000);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
}

export interface ServerOptions {
  /** The host given to `listen`: the admin endpoints accept it in the Host header. */
  host?: string;
}

/** Serves the areas' routes and pages over one runtime; the areas come from the composition root. */
export function createEmulatorServer(
  runtime: Runtime,
  areas: readonly Area[],
  opts: ServerOptions = {},
): Server {
  const router = new Router(servedRoutes(areas));
  const pages = areas.flatMap((area) => (area.pages ? [area.pages] : []));
  const inFlight = new WeakMap<Duplex, ServerResponse>();
  const answered = new WeakSet<Duplex>();
  const admitApi = apiRequestCounter();
  // Node's own answer to an HTTP/1.1 request without Host is a bare 400; ours has the Error body.
  const server = createServer({ requireHostHeader: false }, (req, res) => {
    inFlight.set(req.socket, res);
    res.once("close", () => {
      if (inFlight.get(req.socket) === res) inFlight.delete(req.socket);
    });
    let url: URL;
    try {
      url = new URL(`http://emulator.invalid${req.url ?? "/"}`);
    } catch {
      send(res, json(400, errorBody(400, "malformed request target")));
      return;
    }
    if (req.httpVersion === "1.1" && req.headers.host === undefined) {
      send(res, {
        ...json(400, errorBody(400, "HTTP/1.1 requests need a Host header")),
        headers: { connection: "close" },
      });
      return;
    }
    const listen = (): ListenAddress => ({ host: opts.host ?? "127.0.0.1", port: req.socket.localPort ?? 0 });
    // Pages (the dashboard) are no API: neither logged nor faulted.
    const owner = pages.find((p) => p.claims(url.pathname));
    if (owner) {
      owner.serve(runtime, req, res, url, listen()).catch((err: unknown) => {
        if (!res.headersSent && !gone(req, res)) send(res, errorReply(err));
      });
      return;
    }
    const done = url.pathname.startsWith(ADMIN_PREFIX)
      ? handleAdmin(runtime, router, listen, req, res, url)
      : handleApi(runtime, router, req, res, url, admitApi(res));
    done.catch((err: unknown) => {
      if (!res.headersSent && !gone(req, res)) send(res, errorReply(err));
    });
  });
  server.on("clientError", (err: Error & { code?: string }, socket: Duplex) =>
    onClientError(err, socket, inFlight, answered),
  );
  server.on("checkExpectation", (req: IncomingMessage, res: ServerResponse) => {
    const message = `unsupported Expect header ${JSON.stringify(req.headers.expect)}`;
    send(res, { ...json(417, errorBody(417, message)), headers: { connection: "close" } });
  });
  return server;
}
