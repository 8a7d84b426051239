import { z } from "zod";
import {
  BadGatewayError,
  ConstraintViolationError,
  NotFoundError,
  RateLimitError,
  RegistrarApiError,
  ResponseShapeError,
  ServiceUnavailableError,
  TransportError,
  UnauthorizedError,
} from "../../../provider/client/errors";
import { Transport } from "../../../provider/client/transport";
import { rejection } from "../../support/rejection";
import { hangUp, json, scriptedServer } from "../../support/scripted-server";

const ok = (response: unknown) => json(200, { success: true, code: 200, response });
const fail = (status: number, message: string, extra: object = {}, headers: Record<string, string> = {}) =>
  json(status, { success: false, message, error: message, ...extra }, headers);
const item = z.object({ id: z.number(), ttl: z.number() });

let servers: Array<{ close(): Promise<void> }> = [];
let transports: Transport[] = [];
afterEach(async () => {
  await Promise.all(transports.map((t) => t.close()));
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
  transports = [];
});

async function setup(...handlers: Parameters<typeof scriptedServer>) {
  const server = await scriptedServer(...handlers);
  servers.push(server);
  const transport = new Transport({
    baseUrl: `${server.url}/v1`,
    apiKey: "k-123",
    minBackoffMs: 5,
    maxBackoffMs: 50,
  });
  transports.push(transport);
  return { server, transport };
}

test("unwraps the success envelope and sends the key, JSON body and query", async () => {
  const { server, transport } = await setup(ok({ id: 7, ttl: 300 }));
  const out = await transport.call("POST", "/dns/rr", {
    body: { a: 1 },
    query: { q: "x y" },
    response: item,
  });
  expect(out).toEqual({ id: 7, ttl: 300 });
  expect(server.seen[0]).toMatchObject({ method: "POST", url: "/v1/dns/rr?q=x+y", body: '{"a":1}' });
  expect(server.seen[0]?.headers["x-api-key"]).toBe("k-123");
});

test("a response of the wrong shape is an error naming the field", async () => {
  const { transport } = await setup(ok({ id: 7, ttl: "300" }));
  const err = await rejection(transport.call("GET", "/dns/rr/7", { response: item }));
  expect(err).toBeInstanceOf(ResponseShapeError);
  expect(err.field).toBe("response.ttl");
  expect(err.message).toContain("GET /dns/rr/7");
});

test.each([
  [401, UnauthorizedError],
  [404, NotFoundError],
  [417, ConstraintViolationError],
])("status %i becomes its own error class with message, method and path", async (status, ErrorClass) => {
  const { transport } = await setup(fail(status, `problem ${status}`));
  const err = await rejection(transport.call("DELETE", "/dns/rr/9", { response: z.unknown() }));
  expect(err).toBeInstanceOf(ErrorClass);
  expect(err).toBeInstanceOf(RegistrarApiError);
  expect(err).toMatchObject({ status, apiMessage: `problem ${status}`, method: "DELETE", path: "/dns/rr/9" });
});

test("the application code of an Error body is kept", async () => {
  const { transport } = await setup(fail(400, "names not covered by the CSR", { code: 16010 }));
  const err = await rejection(transport.call("POST", "/tls/certificate", { response: z.unknown() }));
  expect(err.code).toBe(16010);
});

test("safe methods are retried on 503 and 429 (honouring Retry-After) until they succeed", async () => {
  const { server, transport } = await setup(
    fail(503, "busy"),
    fail(429, "slow down", {}, { "retry-after": "0" }),
    ok({ id: 1, ttl: 60 }),
  );
  await expect(transport.call("GET", "/dns/rr/1", { response: item })).resolves.toEqual({ id: 1, ttl: 60 });
  expect(server.seen).toHaveLength(3);
});

test("after the last retry the final error body reaches the caller", async () => {
  const { server, transport } = await setup(fail(502, "registry down"));
  const err = await rejection(transport.call("GET", "/dns/zones", { response: z.unknown() }));
  expect(err).toBeInstanceOf(BadGatewayError);
  expect(err.apiMessage).toBe("registry down");
  expect(server.seen).toHaveLength(5);
});

test("writes are never repeated on a server error", async () => {
  const { server, transport } = await setup(fail(503, "busy"), ok({ id: 1, ttl: 60 }));
  await expect(transport.call("POST", "/dns/rr", { body: {}, response: item })).rejects.toBeInstanceOf(
    ServiceUnavailableError,
  );
  expect(server.seen).toHaveLength(1);
});

test("a rate-limited write reports Retry-After and is not repeated", async () => {
  const { server, transport } = await setup(fail(429, "limit", {}, { "retry-after": "42" }));
  const err = await rejection(transport.call("POST", "/dns/rr", { body: {}, response: item }));
  expect(err).toBeInstanceOf(RateLimitError);
  expect(err.retryAfterSeconds).toBe(42);
  expect(server.seen).toHaveLength(1);
});

test("a write whose connection is cut may have taken effect", async () => {
  const { server, transport } = await setup(hangUp);
  const err = await rejection(transport.call("POST", "/dns/rr", { body: {}, response: item }));
  expect(err).toBeInstanceOf(TransportError);
  expect(err.mayHaveTakenEffect).toBe(true);
  expect(server.seen).toHaveLength(1);
});

test("a refused connection certainly did not", async () => {
  const { server, transport } = await setup(ok({}));
  await server.close();
  const err = await rejection(transport.call("POST", "/dns/rr", { body: {}, response: item }));
  expect(err).toBeInstanceOf(TransportError);
  expect(err.mayHaveTakenEffect).toBe(false);
});

test("connections are reused across calls", async () => {
  const { server, transport } = await setup(ok({ id: 1, ttl: 60 }));
  for (let i = 0; i < 10; i++) await transport.call("GET", "/dns/rr/1", { response: item });
  expect(server.seen).toHaveLength(10);
  // undici may open a second socket while the first finishes its response; never one per call.
  expect(server.connections()).toBeLessThanOrEqual(2);
});
