import { inspect } from "node:util";
import { z } from "zod";
import type { ClientOptions } from "../../../provider/client/client-options";
import {
  BadGatewayError,
  ConfigurationError,
  ConstraintViolationError,
  mayHaveTakenEffect,
  NotFoundError,
  RateLimitError,
  RegistrarApiError,
  ResponseShapeError,
  ServiceUnavailableError,
  TransportError,
  UnauthorizedError,
} from "../../../provider/client/errors";
import { RegistrarClient } from "../../../provider/client/registrar-client";
import { Transport } from "../../../provider/client/transport";
import { startTestEmulator } from "../../support/emulator-harness";
import { rejection } from "../../support/rejection";
import { type Handler, hangUp, json, scriptedServer } from "../../support/scripted-server";

const ok = (response: unknown) => json(200, { success: true, code: 200, response });
const fail = (status: number, message: string, extra: object = {}, headers: Record<string, string> = {}) =>
  json(status, { success: false, message, error: message, ...extra }, headers);
const item = z.object({ id: z.number(), ttl: z.number() });

let servers: Array<{ close(): Promise<void> }> = [];
let transports: Transport[] = [];
afterEach(async () => {
  // Servers first: a transport's close waits for its calls, and a call that failed its test may
  // still be in flight until the server cuts it.
  await Promise.all(servers.map((s) => s.close()));
  await Promise.all(transports.map((t) => t.close()));
  servers = [];
  transports = [];
});

async function setup(...handlers: Parameters<typeof scriptedServer>) {
  return setupWith({}, ...handlers);
}

/** A scripted server and a transport to it at `/v1`; `options` override the test defaults. */
async function setupWith(options: Partial<ClientOptions>, ...handlers: Parameters<typeof scriptedServer>) {
  const server = await scriptedServer(...handlers);
  servers.push(server);
  const transport = new Transport({
    baseUrl: `${server.url}/v1`,
    apiKey: "k-123",
    minBackoffMs: 5,
    maxBackoffMs: 50,
    ...options,
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

test("each answer's Date header reaches onServerTime, errors included", async () => {
  const seen: string[] = [];
  const { transport } = await setupWith(
    { onServerTime: (time) => seen.push(time.toISOString()), maxRetries: 0 },
    json(
      200,
      { success: true, code: 200, response: { id: 1, ttl: 60 } },
      { date: "Tue, 01 Jun 2027 10:00:00 GMT" },
    ),
    json(404, { success: false, message: "gone" }, { date: "Tue, 01 Jun 2027 10:00:05 GMT" }),
  );
  await transport.call("GET", "/dns/rr/1", { response: item });
  await expect(transport.call("GET", "/dns/rr/2", { response: item })).rejects.toThrow(NotFoundError);
  expect(seen).toEqual(["2027-06-01T10:00:00.000Z", "2027-06-01T10:00:05.000Z"]);
});

test("a response of the wrong shape is an error naming the field", async () => {
  const { transport } = await setup(ok({ id: 7, ttl: "300" }));
  const err = await rejection(transport.call("GET", "/dns/rr/7", { response: item }));
  expect(err).toBeInstanceOf(ResponseShapeError);
  expect(err.field).toBe("response.ttl");
  expect(err.message).toContain("GET /v1/dns/rr/7");
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
  expect(err).toMatchObject({
    status,
    apiMessage: `problem ${status}`,
    method: "DELETE",
    path: "/v1/dns/rr/9",
  });
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

test.each(["POST", "PATCH", "PUT"])(
  "a %s is never repeated on a server error or a cut connection",
  async (method) => {
    for (const first of [fail(503, "busy"), hangUp]) {
      const { server, transport } = await setup(first, ok({ id: 1, ttl: 60 }));
      await expect(transport.call(method, "/dns/rr", { body: {}, response: item })).rejects.toThrow();
      expect(server.seen).toHaveLength(1);
    }
  },
);

test.each([
  ["DELETE", {}],
  ["PATCH", { idempotent: true }],
  ["PUT", { idempotent: true }],
])("an idempotent %s is sent again after a server error and a cut connection", async (method, extra) => {
  const { server, transport } = await setup(fail(502, "registry down"), hangUp, ok({ id: 1, ttl: 60 }));
  const answer = transport.call(method, "/dns/rr/1", { body: {}, response: item, ...extra });
  await expect(answer).resolves.toEqual({ id: 1, ttl: 60 });
  expect(server.seen.map((r) => r.method)).toEqual([method, method, method]);
});

test("a 429 is waited out and sent again even for a POST: the limit refused it, nothing was done", async () => {
  const { server, transport } = await setup(
    fail(429, "slow down", {}, { "retry-after": "0" }),
    ok({ id: 1, ttl: 60 }),
  );
  await expect(transport.call("POST", "/dns/rr", { body: {}, response: item })).resolves.toEqual({
    id: 1,
    ttl: 60,
  });
  expect(server.seen).toHaveLength(2);
});

test("a Retry-After longer than one wait is reported at once, as a long wait", async () => {
  const { server, transport } = await setup(fail(429, "limit", {}, { "retry-after": "42" }));
  const err = await rejection(transport.call("POST", "/dns/rr", { body: {}, response: item }));
  expect(err).toBeInstanceOf(RateLimitError);
  expect(err.retryAfterSeconds).toBe(42);
  expect(err.longWait).toBe(true);
  expect(mayHaveTakenEffect(err)).toBe(false);
  expect(server.seen).toHaveLength(1);
});

test("a wait the caller's deadline does not allow is not begun: the 429 in hand is reported", async () => {
  const asked: number[] = [];
  const mayWait = (ms: number) => {
    asked.push(ms);
    return false;
  };
  const { server, transport } = await setupWith({ mayWait }, fail(429, "limit", {}, { "retry-after": "0" }));
  const err = await rejection(transport.call("POST", "/dns/rr", { body: {}, response: item }));
  expect(err).toBeInstanceOf(RateLimitError);
  expect(asked).toEqual([0]);
  expect(server.seen).toHaveLength(1);
});

test("a rate limit is waited out however often it refuses: the budget counts other failures only", async () => {
  const limit = fail(429, "slow down", {}, { "retry-after": "0" });
  const { server, transport } = await setupWith(
    { maxRetries: 1 },
    limit,
    limit,
    limit,
    limit,
    limit,
    ok({ id: 1, ttl: 60 }),
  );
  await expect(transport.call("POST", "/dns/rr", { body: {}, response: item })).resolves.toEqual({
    id: 1,
    ttl: 60,
  });
  expect(server.seen).toHaveLength(6);
});

test("a 429 holds the client's other requests until its Retry-After, not only the one refused", async () => {
  const { server, transport } = await setupWith(
    { maxBackoffMs: 2000 },
    fail(429, "slow down", {}, { "retry-after": "0.4" }),
    ok({ id: 1, ttl: 60 }),
  );
  const start = Date.now();
  const first = transport.call("POST", "/dns/rr", { body: {}, response: item });
  await new Promise((resolve) => setTimeout(resolve, 100));
  await transport.call("GET", "/dns/rr/2", { response: item });
  // The second call began after the refusal and was held until its Retry-After had passed.
  expect(Date.now() - start).toBeGreaterThanOrEqual(395);
  await first;
  expect(server.seen.map((r) => r.method).sort()).toEqual(["GET", "POST", "POST"]);
  expect(server.seen[0]?.method).toBe("POST");
});

test("a rate limit that outlasts the call's deadline is reported with its attempts, not as a long wait", async () => {
  // The second answer asks for 50 s: within one wait (maxBackoffMs) but past the 30 s deadline,
  // so it is reported at once. The deadline is never reached, so a slow machine counts the same.
  const { server, transport } = await setupWith(
    { maxBackoffMs: 60_000, timeoutMs: 30_000 },
    fail(429, "slow down", {}, { "retry-after": "0.1" }),
    fail(429, "slow down", {}, { "retry-after": "50" }),
  );
  const err = await rejection(transport.call("POST", "/dns/rr", { body: {}, response: item }));
  expect(err).toBeInstanceOf(RateLimitError);
  expect(err.longWait).toBe(false);
  expect(err.message).toMatch(
    /^POST \/v1\/dns\/rr failed with 429: slow down \(after 2 attempts in [\d.]+ s\)$/,
  );
  expect(server.seen).toHaveLength(2);
});

test("an account's request limit is waited out: 120 creates at once against 20 a second, each made once", async () => {
  const emulator = await startTestEmulator({ requestsPerSecond: 20 });
  servers.push({ close: () => emulator.stop() });
  const client = new RegistrarClient({
    baseUrl: emulator.url,
    apiKey: emulator.apiKey,
    maxConcurrentRequests: 16,
  });
  try {
    const names = Array.from({ length: 120 }, (_, i) => `limited-${i}.example.com.`);
    await Promise.all(names.map((name) => client.addRecord({ name, type: "TXT", data: "x", ttl: 300 })));
    const log = await emulator.admin.requests();
    const posts = log.filter((entry) => entry.method === "POST");
    expect(posts.filter((entry) => entry.status === 429).length).toBeGreaterThan(0);
    expect(posts.filter((entry) => entry.status === 200)).toHaveLength(120);
    const made = (await client.listRecords("example.com")).filter((r) => r.name.startsWith("limited-"));
    expect(made.map((r) => r.name).sort()).toEqual([...names].sort());
  } finally {
    await client.close();
  }
});

test("after an attempt that may have taken effect, the final error says so whatever it is", async () => {
  const { transport } = await setup(hangUp, fail(429, "limit", {}, { "retry-after": "42" }));
  const err = await rejection(transport.call("DELETE", "/dns/rr/1", { response: item }));
  expect(err).toBeInstanceOf(RateLimitError);
  expect(mayHaveTakenEffect(err)).toBe(true);
});

test("each retry is announced with its reason and wait", async () => {
  const notes: string[] = [];
  const { transport } = await setupWith(
    { onRetry: (note) => notes.push(note) },
    fail(502, "registry down"),
    ok({ id: 1, ttl: 60 }),
  );
  await transport.call("DELETE", "/dns/rr/1", { response: item });
  expect(notes).toEqual([
    "DELETE /v1/dns/rr/1 failed with 502; sending it again in 0.005 s (attempt 2 of 5)",
  ]);
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

describe("maxConcurrentRequests caps the requests in flight", () => {
  /** Answers after 40 ms, counting how many requests it holds at once. */
  function slowCounter() {
    const counts = { now: 0, peak: 0 };
    const handler: Handler = (_req, res) => {
      counts.now++;
      counts.peak = Math.max(counts.peak, counts.now);
      setTimeout(() => {
        counts.now--;
        ok({ id: 1, ttl: 60 })(_req, res);
      }, 40);
    };
    return { counts, handler };
  }

  test.each([1, 3, 8])("%p at a time, however many calls wait, and every call is answered", async (cap) => {
    const { counts, handler } = slowCounter();
    const { server, transport } = await setupWith({ maxConcurrentRequests: cap }, handler);
    const calls = Array.from({ length: 24 }, (_, i) =>
      i % 2
        ? transport.call("GET", "/dns/rr/1", { response: item })
        : transport.call("POST", "/dns/rr", { body: {}, response: item }),
    );
    await Promise.all(calls);
    expect(server.seen).toHaveLength(24);
    expect(counts.peak).toBe(cap);
  });

  test("the default is 8", async () => {
    const { counts, handler } = slowCounter();
    const { transport } = await setupWith({}, handler);
    await Promise.all(
      Array.from({ length: 20 }, () => transport.call("GET", "/dns/rr/1", { response: item })),
    );
    expect(counts.peak).toBe(8);
  });

  test.each([0, -2, 1.5, Number.NaN, 1025])("%p is refused, naming the option", (maxConcurrentRequests) => {
    expect(
      () => new Transport({ baseUrl: "http://127.0.0.1:8787", apiKey: "k", maxConcurrentRequests }),
    ).toThrow(
      `maxConcurrentRequests must be a whole number from 1 to 1024 (requests in flight at once), got ${JSON.stringify(maxConcurrentRequests)}`,
    );
  });
});

/** Answers 200 and then sends one byte every 700 ms, forever: each byte resets an idle timeout. */
const drip: Handler = (_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.write("{");
  const timer = setInterval(() => res.write(" "), 700);
  res.on("close", () => clearInterval(timer));
};

describe("timeoutMs is a whole-call deadline", () => {
  // Each byte would reset an idle timeout: with one, these calls would never end, and the test
  // would fail on its own time limit.
  test("a server dripping a byte every 700 ms cannot keep a call open past timeoutMs", async () => {
    const { server, transport } = await setupWith({ timeoutMs: 2000 }, drip);
    const err = await rejection(transport.call("GET", "/dns/zones", { response: z.unknown() }));
    expect(err).toBeInstanceOf(TransportError);
    expect(err.message).toBe(
      `GET /v1/dns/zones: no complete answer from ${server.url} within 2 s (timeoutMs, retries and waits included)`,
    );
  }, 15_000);

  test("a write past its deadline may have taken effect", async () => {
    const { server, transport } = await setupWith({ timeoutMs: 1000 }, drip);
    const err = await rejection(transport.call("POST", "/dns/rr", { body: {}, response: item }));
    expect(err).toBeInstanceOf(TransportError);
    expect(err.message).toContain("within 1 s (timeoutMs");
    expect(err.mayHaveTakenEffect).toBe(true);
    expect(server.seen).toHaveLength(1);
  }, 15_000);

  test("a wait that would end past the deadline is not begun: the failure in hand is reported", async () => {
    // Begun, the 40 s wait would be cut by the 20 s deadline: a timeout error, 20 s later. The
    // deadline is far from any attempt's time, so a slow machine counts the same.
    const { server, transport } = await setupWith(
      { timeoutMs: 20_000, maxBackoffMs: 60_000 },
      fail(503, "busy", {}, { "retry-after": "40" }),
    );
    const err = await rejection(transport.call("GET", "/dns/zones", { response: z.unknown() }));
    expect(err).toBeInstanceOf(ServiceUnavailableError);
    expect(server.seen).toHaveLength(1);
  }, 30_000);

  test.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31])(
    "timeoutMs %p is refused",
    (timeoutMs) => {
      expect(() => new Transport({ baseUrl: "http://127.0.0.1:8787", apiKey: "k", timeoutMs })).toThrow(
        /timeoutMs must be a positive number/,
      );
    },
  );
});

describe("readable transport failures", () => {
  test("https against a plain-http server says so and names the setting", async () => {
    const server = await scriptedServer(ok({}));
    servers.push(server);
    const httpsUrl = server.url.replace("http:", "https:");
    const transport = new Transport({ baseUrl: httpsUrl, apiKey: "k" });
    transports.push(transport);
    const err = await rejection(transport.call("POST", "/dns/rr", { body: {}, response: item }));
    expect(err).toBeInstanceOf(TransportError);
    expect(err.message).toBe(
      `POST /dns/rr: could not connect to ${httpsUrl} with TLS (is the server plain http? check baseUrl)`,
    );
    expect(err.message).not.toContain("wrong version number");
    expect(String(err.cause)).toContain("wrong version number");
  });

  test("https against the emulator (plain http): a readable message, for reads and writes", async () => {
    const emulator = await startTestEmulator();
    servers.push({ close: () => emulator.stop() });
    const httpsUrl = emulator.url.replace("http:", "https:");
    const client = new RegistrarClient({ baseUrl: httpsUrl, apiKey: emulator.apiKey, minBackoffMs: 5 });
    try {
      for (const call of [
        () => client.listZones(),
        () => client.addRecord({ name: "www.example.com.", type: "A", data: "192.0.2.1" }),
      ]) {
        const err = await rejection(call());
        expect(err).toBeInstanceOf(TransportError);
        expect(err.message).toMatch(
          new RegExp(
            `^(GET|POST) /dns/\\S+: could not connect to ${httpsUrl} with TLS \\(is the server plain http\\? check baseUrl\\)$`,
          ),
        );
        expect(err.message).not.toMatch(/SSL|ssl3|routines|wrong version/);
      }
    } finally {
      await client.close();
    }
  });

  test("a refused connection names the address and the setting (as the provider names it)", async () => {
    const { server, transport } = await setupWith({
      settingNames: { baseUrl: "registrar:baseUrl", apiKey: "registrar:apiKey" },
    });
    await server.close();
    const err = await rejection(transport.call("POST", "/dns/rr", { body: {}, response: item }));
    expect(err.message).toBe(
      `POST /v1/dns/rr: connection refused by ${server.url} (is the API running there? check registrar:baseUrl)`,
    );
    expect(err.cause.code).toBe("ECONNREFUSED");
  });

  test("an unknown host is named", async () => {
    const transport = new Transport({ baseUrl: "http://no-such-host.invalid:8787", apiKey: "k" });
    transports.push(transport);
    const err = await rejection(transport.call("POST", "/dns/rr", { body: {}, response: item }));
    expect(err).toBeInstanceOf(TransportError);
    expect(err.message).toContain("could not resolve the host of http://no-such-host.invalid:8787");
    expect(err.mayHaveTakenEffect).toBe(false);
  });
});

describe("base URL", () => {
  test.each(["127.0.0.1:8787", "localhost:8080", "ftp://127.0.0.1", "", "http://h/v1?x=1"])(
    "%j is refused with what was given and an example",
    (baseUrl) => {
      let err: Error | undefined;
      try {
        new Transport({ baseUrl, apiKey: "k" });
      } catch (e) {
        err = e as Error;
      }
      expect(err).toBeInstanceOf(ConfigurationError);
      expect(err?.message).toMatch(/^baseUrl must be .* such as http:\/\/127\.0\.0\.1:8787, got "/);
      if (!baseUrl.includes("?")) expect(err?.message).toContain(`got ${JSON.stringify(baseUrl)}`);
    },
  );

  test.each(["/api/v1", "/api/v1/"])(
    "a path prefix (%s) is kept for every call and in messages",
    async (prefix) => {
      const server = await scriptedServer(ok({ id: 1, ttl: 60 }), fail(404, "no such record"));
      servers.push(server);
      const transport = new Transport({ baseUrl: server.url + prefix, apiKey: "k" });
      transports.push(transport);
      await transport.call("GET", "/dns/rr/1", { response: item });
      const err = await rejection(transport.call("GET", "dns/rr/2", { query: { a: "b" }, response: item }));
      expect(server.seen.map((r) => r.url)).toEqual(["/api/v1/dns/rr/1", "/api/v1/dns/rr/2?a=b"]);
      expect(err.path).toBe("/api/v1/dns/rr/2?a=b");
      expect(err.message).toMatch(/^GET \/api\/v1\/dns\/rr\/2\?a=b failed with 404/);
    },
  );
});

describe("the API key", () => {
  test("a 401 names the setting and the base URL, never the key", async () => {
    const { server, transport } = await setupWith(
      {
        apiKey: "sk-live-SECRET",
        settingNames: { baseUrl: "registrar:baseUrl", apiKey: "registrar:apiKey" },
      },
      fail(401, "invalid key sk-live-SECRET"),
    );
    const err = await rejection(transport.call("GET", "/dns/zones", { response: z.unknown() }));
    expect(err).toBeInstanceOf(UnauthorizedError);
    expect(err.message).toBe(
      `GET /v1/dns/zones failed with 401: invalid key *** (the API at ${server.url}/v1/ did not accept the key: check registrar:apiKey)`,
    );
  });

  test("inspecting or serializing a client or transport never shows the key", async () => {
    const server = await scriptedServer(ok({ id: 1, ttl: 60 }));
    servers.push(server);
    const secret = "sk-live-0123456789";
    const client = new RegistrarClient({ baseUrl: server.url, apiKey: secret });
    const transport = new Transport({ baseUrl: server.url, apiKey: secret });
    transports.push(transport);
    try {
      await transport.call("GET", "/dns/rr/1", { response: item });
      for (const value of [client, transport, { nested: { client } }]) {
        const shown = [
          inspect(value, { depth: Infinity, showHidden: true, getters: true }),
          JSON.stringify(value),
          `${value}`,
        ];
        for (const text of shown) expect(text).not.toContain(secret);
      }
      expect(inspect(transport)).toBe(`Transport { baseUrl: '${server.url}/' }`);
      expect(JSON.parse(JSON.stringify(transport))).toEqual({ baseUrl: `${server.url}/` });
    } finally {
      await client.close();
    }
  });
});
