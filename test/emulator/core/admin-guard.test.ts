import { request as httpRequest } from "node:http";
import { hostname, networkInterfaces } from "node:os";
import type { RunningEmulator } from "../../../emulator";
import { hostRefusal, isWildcardHost, machineNames } from "../../../emulator/core/admin-guard";
import { type InProcessEmulator, useEmulator } from "../../support/emulator";
import { startTestEmulator } from "../../support/emulator-harness";

let emu: InProcessEmulator;
let port: number;
useEmulator({}, (started) => {
  emu = started;
  port = Number(new URL(emu.url).port);
});
beforeEach(() => send("POST", "/__emulator/reset"));

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: bodies are inspected field by field
  body: any;
}

/** One request on its own connection, with exactly the headers given (node:http adds Host unless set). */
function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, method, path, headers, agent: false, setHost: !("host" in headers) },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => {
          text += d;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const aFault = JSON.stringify({ faults: [{ path: "^/nothing$", status: 503 }] });
const faultCount = async () => (await send("GET", "/__emulator/faults")).body.response.length;

describe("Origin: any request a browser could send is refused", () => {
  test.each(["https://evil.example", "null", "http://127.0.0.1"])("Origin %s → 403", async (origin) => {
    const res = await send(
      "POST",
      "/__emulator/faults",
      { origin, "content-type": "application/json" },
      aFault,
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      success: false,
      error: "Forbidden",
      message: expect.stringMatching(/Origin/),
    });
    expect(await faultCount()).toBe(0);
  });

  test("also on GET, DELETE and CORS preflights", async () => {
    const origin = { origin: "https://evil.example" };
    expect((await send("GET", "/__emulator/state", origin)).status).toBe(403);
    expect((await send("DELETE", "/__emulator/requests", origin)).status).toBe(403);
    expect((await send("OPTIONS", "/__emulator/reset", origin)).status).toBe(403);
  });

  test("API endpoints are not concerned (they need a key)", async () => {
    const res = await send("GET", "/meta/token", { origin: "https://app.example", "x-api-key": emu.apiKey });
    expect(res.status).toBe(200);
  });
});

describe("Content-Type: a body must be declared JSON", () => {
  test.each([
    ["text/plain", 415],
    ["application/x-www-form-urlencoded", 415],
    ["multipart/form-data; boundary=x", 415],
    ["application/jsonx", 415],
    ["application/json", 200],
    ["Application/JSON; charset=utf-8", 200],
  ])("%s → %i", async (type, status) => {
    const res = await send("POST", "/__emulator/faults", { "content-type": type }, aFault);
    expect(res.status).toBe(status);
    if (status === 415) {
      expect(res.body).toMatchObject({ success: false, error: "Unsupported Media Type" });
      expect(res.body.message).toMatch(/application\/json/);
    }
    expect(await faultCount()).toBe(status === 200 ? 1 : 0);
  });

  test("a declared type must be JSON even without a body (an empty HTML form)", async () => {
    await send("POST", "/__emulator/faults", { "content-type": "application/json" }, aFault);
    const form = { "content-type": "application/x-www-form-urlencoded", "content-length": "0" };
    const res = await send("POST", "/__emulator/reset", form);
    expect(res.status).toBe(415);
    expect(await faultCount()).toBe(1); // not reset
    const json = { "content-type": "application/json", "content-length": "0" };
    expect((await send("POST", "/__emulator/reset", json)).status).toBe(200);
  });

  test("a body without Content-Type → 415; no body needs none (POST /reset)", async () => {
    expect((await send("POST", "/__emulator/faults", {}, aFault)).status).toBe(415);
    expect((await send("POST", "/__emulator/reset", { "content-length": "0" })).status).toBe(200);
    expect((await send("POST", "/__emulator/reset")).status).toBe(200);
  });
});

describe("Host: only names of the emulator's own addresses (DNS rebinding)", () => {
  test.each([`127.0.0.1:PORT`, `localhost:PORT`, `LOCALHOST:PORT`, `[::1]:PORT`, `[0:0:0:0:0:0:0:1]:PORT`])(
    "%s is accepted",
    async (host) => {
      const res = await send("GET", "/__emulator/clock", { host: host.replace("PORT", String(port)) });
      expect(res.status).toBe(200);
    },
  );

  test.each([
    "evil.example:PORT",
    "evil.example",
    "localhost.evil.example:PORT",
    "127.0.0.1.nip.io:PORT",
    "127.0.0.1:1",
    "localhost",
    "user@127.0.0.1:PORT",
    "",
  ])("%j → 403, and the request has no effect", async (host) => {
    const h = host.replace("PORT", String(port));
    const res = await send(
      "POST",
      "/__emulator/faults",
      { host: h, "content-type": "application/json" },
      aFault,
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, error: "Forbidden" });
    expect(await faultCount()).toBe(0);
  });

  test("the rule in full, for a specific address and for every interface", () => {
    const specific = { host: "192.0.2.7", port: 8787 };
    expect(hostRefusal("192.0.2.7:8787", specific)).toBeUndefined();
    expect(hostRefusal("localhost:8787", specific)).toBeUndefined();
    expect(hostRefusal("192.0.2.8:8787", specific)).toMatch(/DNS rebinding/);
    expect(hostRefusal(undefined, specific)).toBeUndefined(); // HTTP/1.0 without Host
    const named = { host: "devbox.test", port: 80 };
    expect(hostRefusal("devbox.test", named)).toBeUndefined(); // port 80 may be left out
    expect(hostRefusal("DevBox.test:80", named)).toBeUndefined();
    for (const host of ["0.0.0.0", "::", "0:0:0:0:0:0:0:0"]) {
      expect(isWildcardHost(host)).toBe(true);
      const all = { host, port: 8787, machineNames: machineNames("DevBox.corp.example") };
      expect(hostRefusal("devbox.corp.example:9000", all)).toBeUndefined(); // the machine's name
      expect(hostRefusal("DEVBOX:8787", all)).toBeUndefined(); // and its short form
      expect(hostRefusal("devbox.evil.example:8787", all)).toMatch(/DNS rebinding/);
      expect(hostRefusal("10.1.2.3:8787", all)).toBeUndefined();
      expect(hostRefusal("10.1.2.3:9000", all)).toBeUndefined(); // a forwarded port
      expect(hostRefusal("[2001:db8::1]:9000", all)).toBeUndefined();
      expect(hostRefusal("localhost:9000", all)).toBeUndefined();
      expect(hostRefusal("evil.example:8787", all)).toMatch(/DNS rebinding/);
      expect(hostRefusal("my-laptop.local:8787", all)).toMatch(/DNS rebinding/);
    }
    expect(isWildcardHost("127.0.0.1")).toBe(false);
    // Listening on one address, the machine's name is not that address.
    expect(hostRefusal("devbox:8787", { ...specific, machineNames: ["devbox"] })).toMatch(/DNS rebinding/);
  });

  test("machine names: the host name and its first label, lower case", () => {
    expect(machineNames("DevBox.Corp.Example.")).toEqual(["devbox.corp.example", "devbox"]);
    expect(machineNames("3f2a9c0d1e4b")).toEqual(["3f2a9c0d1e4b"]);
    expect(machineNames("")).toEqual([]);
  });
});

describe("listening on every interface (--host 0.0.0.0, e.g. in a container)", () => {
  let all: RunningEmulator;
  let allPort: number;
  beforeAll(async () => {
    all = await startTestEmulator({ host: "0.0.0.0" });
    allPort = Number(new URL(all.url).port);
  });
  afterAll(() => all.stop());

  const status = async (host: string) =>
    new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port: allPort, path: "/__emulator/clock", headers: { host }, agent: false },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.end();
    });

  const interfaceAddresses = Object.values(networkInterfaces())
    .flat()
    .flatMap((i) => (i ? [i.family === "IPv6" ? `[${i.address}]` : i.address] : []))
    .filter((a) => !a.includes("%"));

  test("the machine's host name, any local address and localhost are accepted, on any port", async () => {
    for (const name of [hostname(), ...interfaceAddresses, "localhost"]) {
      expect([name, await status(`${name}:${allPort}`)]).toEqual([name, 200]);
      expect([name, await status(`${name}:9000`)]).toEqual([name, 200]); // a published port
    }
  });

  test("another name is still refused", async () => {
    expect(await status(`evil.example:${allPort}`)).toBe(403);
    expect(await status(`${hostname()}.evil.example:${allPort}`)).toBe(403);
  });
});

test("the test helper (JSON bodies, bodiless POST /reset) still works", async () => {
  const { admin } = emu;
  await admin.faults([{ method: "GET", path: "^/nothing$", status: 503 }]);
  await admin.advanceClock(60);
  await admin.clearFaults();
  await admin.clearRequests();
  await admin.reset();
  expect(await admin.requests()).toEqual([]);
});
