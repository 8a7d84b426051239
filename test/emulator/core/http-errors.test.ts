import { connect } from "node:net";
import { type InProcessEmulator, useEmulator } from "../../support/emulator";

/**
 * What the emulator answers to broken HTTP, over raw sockets: the Error body instead of Node's
 * bare status line, and nothing alarming when a client walks away mid-request.
 */

let emu: InProcessEmulator;
let port: number;
useEmulator({}, (started) => {
  emu = started;
  port = Number(new URL(emu.url).port);
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  // biome-ignore lint/suspicious/noExplicitAny: bodies are inspected field by field
  body: any;
}

/** Writes `data` on a fresh connection and parses whatever comes back until the server closes. */
function raw(data: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(data));
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (d: string) => {
      text += d;
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", body = ""] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]),
      );
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = body;
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: parsed });
    });
  });
}

const expectErrorBody = (answer: RawAnswer, status: number, message: RegExp) => {
  expect(answer.status).toBe(status);
  expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
  expect(answer.headers.connection).toBe("close");
  expect(Object.keys(answer.body).sort()).toEqual(["error", "message", "success"]);
  expect(answer.body.success).toBe(false);
  expect(answer.body.message).toMatch(message);
};

test("oversized headers → 431 with the Error body", async () => {
  const answer = await raw(`GET /dns/zones HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
  expectErrorBody(answer, 431, /headers larger than \d+ bytes/);
  expect(answer.body.error).toBe("Request Header Fields Too Large");
});

test.each([
  ["a request line that is not HTTP", "GARBAGE\r\n\r\n"],
  ["an invalid method token", "GE T / HTTP/1.1\r\nHost: x\r\n\r\n"],
  ["an unknown protocol version", "GET / HTTP/9.9\r\nHost: x\r\n\r\n"],
  ["a header line without a colon", "GET / HTTP/1.1\r\nHost: x\r\nnonsense\r\n\r\n"],
  [
    "both Content-Length and Transfer-Encoding",
    "POST /dns/rr HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
  ],
])("%s → 400 with the Error body", async (_what, data) => {
  const answer = await raw(data);
  expectErrorBody(answer, 400, /malformed HTTP request/);
  expect(answer.body.error).toBe("Bad Request");
});

test("HTTP/1.1 without Host → 400 with the Error body", async () => {
  expectErrorBody(await raw("GET /dns/zones HTTP/1.1\r\n\r\n"), 400, /Host/);
});

test("the server keeps serving afterwards", async () => {
  await raw("GARBAGE\r\n\r\n");
  const res = await fetch(`${emu.url}/dns/zones`, { headers: { "x-api-key": emu.apiKey } });
  expect(res.status).toBe(200);
});

describe("a client that disconnects mid-request", () => {
  let stderr: jest.SpyInstance;
  beforeEach(async () => {
    await emu.admin.reset();
    stderr = jest.spyOn(process.stderr, "write");
  });
  afterEach(() => stderr.mockRestore());

  const log = () => emu.admin.requests();

  /** Sends the head and part of the body, then closes (FIN) or resets (RST) the connection. */
  const halfRequest = (how: "close" | "reset") =>
    new Promise<void>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(
          `POST /dns/rr HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nx-api-key: ${emu.apiKey}\r\n` +
            'content-type: application/json\r\ncontent-length: 100\r\n\r\n{"name": "half',
        );
        setTimeout(() => (how === "reset" ? socket.resetAndDestroy() : socket.end()), 50);
      });
      socket.on("error", reject);
      socket.on("close", () => resolve());
    });

  test.each(["close", "reset"] as const)("(%s) is not an unexpected error: no stack, no 500", async (how) => {
    await halfRequest(how);
    let entries = await log();
    for (let i = 0; i < 50 && entries.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 10));
      entries = await log();
    }
    await new Promise((r) => setTimeout(r, 50)); // let the handler finish
    entries = await log();
    expect(entries).toEqual([expect.objectContaining({ method: "POST", path: "/dns/rr", status: null })]);
    const written = stderr.mock.calls.map((c) => String(c[0])).join("");
    expect(written).not.toMatch(/unexpected error|aborted|ECONNRESET/);
    // Nothing was created from the incomplete body.
    const state = JSON.stringify(await emu.admin.state());
    expect(state).not.toContain("half");
  });
});
