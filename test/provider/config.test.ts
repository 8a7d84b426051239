import { ConfigurationError, TransportError, UnauthorizedError } from "../../provider/client/errors";
import { checkSettings, clientFor, recipeSettings } from "../../provider/config";
import { rejection } from "../support/rejection";
import { json, scriptedServer } from "../support/scripted-server";

const saved = {
  baseUrl: process.env.REGISTRAR_BASE_URL,
  apiKey: process.env.REGISTRAR_API_KEY,
  cap: process.env.REGISTRAR_MAX_CONCURRENT_REQUESTS,
  timeout: process.env.REGISTRAR_REQUEST_TIMEOUT_SECONDS,
};
beforeEach(() => {
  delete process.env.REGISTRAR_BASE_URL;
  delete process.env.REGISTRAR_API_KEY;
  delete process.env.REGISTRAR_MAX_CONCURRENT_REQUESTS;
  delete process.env.REGISTRAR_REQUEST_TIMEOUT_SECONDS;
});
afterAll(() => {
  for (const [name, value] of [
    ["REGISTRAR_BASE_URL", saved.baseUrl],
    ["REGISTRAR_API_KEY", saved.apiKey],
    ["REGISTRAR_MAX_CONCURRENT_REQUESTS", saved.cap],
    ["REGISTRAR_REQUEST_TIMEOUT_SECONDS", saved.timeout],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

function thrown(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a throw");
}

describe("settings", () => {
  test.each(["127.0.0.1:8787", "localhost:8080", "localhost:8080/v1"])(
    "a base URL of %j names the setting and the variable, and says what to write",
    (baseUrl) => {
      const expected = `registrar:baseUrl (or REGISTRAR_BASE_URL) must be an http(s) URL such as http://127.0.0.1:8787, got "${baseUrl}": write the scheme too, e.g. "http://${baseUrl}"`;
      expect(checkSettings({ baseUrl, apiKey: "k" })).toBe(expected);
      const err = thrown(() => clientFor({ baseUrl, apiKey: "k" }));
      expect(err).toBeInstanceOf(ConfigurationError);
      expect(err.message).toBe(expected);
    },
  );

  test("the same check applies to REGISTRAR_BASE_URL", () => {
    process.env.REGISTRAR_BASE_URL = "localhost:8080";
    const message = thrown(() => clientFor({ apiKey: "k" })).message;
    expect(message).toMatch(/^registrar:baseUrl \(or REGISTRAR_BASE_URL\) must be an http\(s\) URL/);
    expect(message).toContain('got "localhost:8080": write the scheme too, e.g. "http://localhost:8080"');
  });

  test("settings named as stack config names them are made once, with what is wrong with them", () => {
    const given: Record<string, string> = {
      "registrar:baseUrl": "http://127.0.0.1:9/a",
      "registrar:apiKey": "k",
      "registrar:maxChangeRatio": "0.5",
    };
    expect(recipeSettings((key) => given[key])).toEqual({
      api: { baseUrl: "http://127.0.0.1:9/a", apiKey: "k" },
      maxChangeRatio: "0.5",
    });
    expect(
      recipeSettings((key) => (key === "registrar:baseUrl" ? "localhost:8080" : undefined)).problem,
    ).toContain('got "localhost:8080"');
  });

  test("one client per address and key, for connection reuse", async () => {
    const first = clientFor({ baseUrl: "http://127.0.0.1:9/a", apiKey: "k" });
    expect(clientFor({ baseUrl: "http://127.0.0.1:9/a", apiKey: "k" })).toBe(first);
    const second = clientFor({ baseUrl: "http://127.0.0.1:9/b", apiKey: "k" });
    expect(second).not.toBe(first);
    await Promise.all([first.close(), second.close()]);
  });

  test("no scheme hint when adding http:// would not help", () => {
    for (const baseUrl of ["ftp://127.0.0.1", "", "user:secret@host:8080"]) {
      expect(checkSettings({ baseUrl, apiKey: "k" })).not.toContain("write the scheme");
    }
  });

  test("a missing key names the stack setting, how to set it, and the variable", () => {
    const message = thrown(() => clientFor({ baseUrl: "http://127.0.0.1:8787" })).message;
    expect(message).toContain("registrar:apiKey");
    expect(message).toContain("pulumi config set --secret registrar:apiKey");
    expect(message).toContain("REGISTRAR_API_KEY");
  });

  test("a missing base URL names both too", () => {
    const message = checkSettings({ apiKey: "k" });
    expect(message).toContain("registrar:baseUrl");
    expect(message).toContain("REGISTRAR_BASE_URL");
  });

  test("good settings, from the stack or the environment, have no problem", () => {
    expect(checkSettings({ baseUrl: "http://127.0.0.1:8787", apiKey: "k" })).toBeUndefined();
    process.env.REGISTRAR_BASE_URL = "https://api.example.net/v1";
    process.env.REGISTRAR_API_KEY = "k";
    expect(checkSettings({})).toBeUndefined();
  });
});

describe("registrar:maxConcurrentRequests", () => {
  const base = { baseUrl: "http://127.0.0.1:8787", apiKey: "k" };

  test.each(["0", "-1", "eight", "2.5", "4096"])(
    "%j is refused, naming the setting and the variable",
    (value) => {
      expect(checkSettings({ ...base, maxConcurrentRequests: value })).toBe(
        `registrar:maxConcurrentRequests (or REGISTRAR_MAX_CONCURRENT_REQUESTS) must be a whole number from 1 to 1024 (requests in flight at once), got ${JSON.stringify(value)}`,
      );
    },
  );

  test("the environment variable is checked the same way; unset means the default", () => {
    expect(checkSettings(base)).toBeUndefined();
    process.env.REGISTRAR_MAX_CONCURRENT_REQUESTS = "lots";
    expect(checkSettings(base)).toContain(
      'REGISTRAR_MAX_CONCURRENT_REQUESTS) must be a whole number from 1 to 1024 (requests in flight at once), got "lots"',
    );
    process.env.REGISTRAR_MAX_CONCURRENT_REQUESTS = "16";
    expect(checkSettings(base)).toBeUndefined();
  });

  test("the cap reaches the client: 2 requests in flight at most", async () => {
    let now = 0;
    let peak = 0;
    const server = await scriptedServer((req, res) => {
      peak = Math.max(peak, ++now);
      setTimeout(() => {
        now--;
        json(200, { success: true, code: 200, response: [] })(req, res);
      }, 30);
    });
    const client = clientFor({ baseUrl: server.url, apiKey: "k", maxConcurrentRequests: "2" });
    try {
      await Promise.all(Array.from({ length: 10 }, () => client.listZones()));
      expect(server.seen).toHaveLength(10);
      expect(peak).toBe(2);
    } finally {
      await client.close();
      await server.close();
    }
  });
});

describe("registrar:requestTimeoutSeconds", () => {
  const base = { baseUrl: "http://127.0.0.1:8787", apiKey: "k" };

  test.each(["0", "-5", "soon", "1.5", "86401"])(
    "%j is refused, naming the setting and the variable",
    (value) => {
      expect(checkSettings({ ...base, requestTimeoutSeconds: value })).toBe(
        `registrar:requestTimeoutSeconds (or REGISTRAR_REQUEST_TIMEOUT_SECONDS) must be a whole number of seconds from 1 to 86400 (how long one API call may take, retries included), got ${JSON.stringify(value)}`,
      );
    },
  );

  test("the environment variable is checked the same way; unset means the default", () => {
    process.env.REGISTRAR_REQUEST_TIMEOUT_SECONDS = "later";
    expect(checkSettings(base)).toContain(
      "REGISTRAR_REQUEST_TIMEOUT_SECONDS) must be a whole number of seconds",
    );
    process.env.REGISTRAR_REQUEST_TIMEOUT_SECONDS = "120";
    expect(checkSettings(base)).toBeUndefined();
  });

  test("the deadline reaches the client, and its message names the setting", async () => {
    const server = await scriptedServer(() => undefined); // never answers
    const client = clientFor({ baseUrl: server.url, apiKey: "k", requestTimeoutSeconds: "1" });
    try {
      const err = await rejection(
        client.addRecord({ name: "www.example.com.", type: "A", data: "192.0.2.1" }),
      );
      expect(err).toBeInstanceOf(TransportError);
      expect(err.message).toContain(
        "within 1 s (registrar:requestTimeoutSeconds (or REGISTRAR_REQUEST_TIMEOUT_SECONDS), retries and waits included)",
      );
    } finally {
      await server.close();
      await client.close();
    }
  });
});

describe("errors of the provider's client name the settings", () => {
  test("a 401 names registrar:apiKey and the base URL, never the key", async () => {
    const server = await scriptedServer(json(401, { success: false, message: "invalid API key" }));
    const client = clientFor({ baseUrl: `${server.url}/v1`, apiKey: "sk-config-SECRET" });
    try {
      const err = await rejection(client.listZones());
      expect(err).toBeInstanceOf(UnauthorizedError);
      expect(err.message).toContain("registrar:apiKey (or REGISTRAR_API_KEY)");
      expect(err.message).toContain(`${server.url}/v1/`);
      expect(err.message).not.toContain("sk-config-SECRET");
    } finally {
      await client.close();
      await server.close();
    }
  });

  test("a refused connection names registrar:baseUrl and the address", async () => {
    const server = await scriptedServer(json(200, {}));
    await server.close();
    const client = clientFor({ baseUrl: server.url, apiKey: "k" });
    try {
      // A write: reads are retried on a refused connection first.
      const err = await rejection(
        client.addRecord({ name: "www.example.com.", type: "A", data: "192.0.2.1" }),
      );
      expect(err).toBeInstanceOf(TransportError);
      expect(err.message).toContain(`connection refused by ${server.url}`);
      expect(err.message).toContain("check registrar:baseUrl (or REGISTRAR_BASE_URL)");
    } finally {
      await client.close();
    }
  });
});
