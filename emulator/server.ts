import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { adminRoutes } from "./admin";
import { authenticate, authorize, keyFromHeader } from "./auth";
import type { Fault } from "./faults";
import { errorBody, parseJson, readBody, successBody } from "./http-io";
import type { ApiKey } from "./model/account";
import { ModelError, RateLimitError } from "./model/errors";
import { RawReply, type Route, Router } from "./router";
import { dnsRoutes } from "./routes/dns";
import { metaRoutes } from "./routes/meta";
import { openApiRoute } from "./routes/openapi";
import type { Runtime } from "./runtime";

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

/** Every route the emulator serves, the OpenAPI document included. */
export function allRoutes(): Route[] {
  const routes: Route[] = [...dnsRoutes, ...metaRoutes, ...adminRoutes];
  routes.push(openApiRoute(() => routes));
  return routes;
}

function json(status: number, body: unknown, headers?: Record<string, string>): Reply {
  return { status, contentType: "application/json; charset=utf-8", body: JSON.stringify(body), headers };
}

function errorReply(err: unknown): Reply {
  if (err instanceof RateLimitError) {
    return json(429, errorBody(429, err.message), { "retry-after": String(err.retryAfterSeconds) });
  }
  if (err instanceof ModelError) return json(err.status, errorBody(err.status, err.message, err.code));
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
      json: () => parseJson(text),
    });
    if (result instanceof RawReply)
      return { status: 200, contentType: result.contentType, body: result.body };
    return json(200, successBody(200, result));
  } catch (err) {
    return errorReply(err);
  }
}

async function faultReply(req: IncomingMessage, fault: Fault & { status: number }): Promise<Reply> {
  await readBody(req).catch(() => "");
  const body = fault.body !== undefined ? fault.body : errorBody(fault.status, "injected fault");
  return json(fault.status, body, fault.headers);
}

function send(res: ServerResponse, reply: Reply): void {
  res.writeHead(reply.status, {
    "content-type": reply.contentType,
    "content-length": Buffer.byteLength(reply.body),
    ...reply.headers,
  });
  res.end(reply.body);
}

/** An API request: logged, subject to faults, then dispatched. */
async function handleApi(
  runtime: Runtime,
  router: Router,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) {
  const method = req.method ?? "GET";
  const entry = runtime.log.add({
    method,
    path: url.pathname,
    status: null,
    time: runtime.clock.now().toISOString(),
    keyId: keyFromHeader(runtime.account, req.headers["x-api-key"])?.id ?? null,
  });
  const fault = runtime.faults.take(method, url.pathname);
  if (fault?.action === "drop-before") {
    req.socket.destroy(); // nothing was read, nothing happens
    return;
  }
  if (fault?.action === "delay") await sleep(fault.delayMs ?? 0);
  const reply =
    fault?.status !== undefined
      ? await faultReply(req, { ...fault, status: fault.status })
      : await dispatch(runtime, router, req, url);
  if (fault?.action === "drop-after") {
    req.socket.destroy(); // the change is made; the client never learns it
    return;
  }
  entry.status = reply.status;
  send(res, reply);
}

export function createEmulatorServer(runtime: Runtime): Server {
  const router = new Router(allRoutes());
  return createServer((req, res) => {
    let url: URL;
    try {
      url = new URL(`http://emulator.invalid${req.url ?? "/"}`);
    } catch {
      send(res, json(400, errorBody(400, "malformed request target")));
      return;
    }
    const done = url.pathname.startsWith(ADMIN_PREFIX)
      ? dispatch(runtime, router, req, url).then((reply) => send(res, reply))
      : handleApi(runtime, router, req, res, url);
    done.catch((err: unknown) => {
      if (!res.headersSent && !res.destroyed) send(res, errorReply(err));
    });
  });
}
