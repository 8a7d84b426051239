import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import {
  ENGINE_GONE_EXIT_CODE,
  type EngineAddress,
  engineAddressOfHost,
  parseEngineAddress,
  probeEngine,
  watchEngine,
  watchEngineOfProviderHost,
} from "../../provider/engine-watch";

const root = resolve(__dirname, "../..");
const hook = join(root, "test/emulator/support/register-ts.js");
const hostMain = "/project/node_modules/@pulumi/pulumi/cmd/dynamic-provider/index.js";
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A stand-in for the engine's gRPC server: a TCP listener that can be closed, connections and all. */
async function fakeEngine(): Promise<{ address: EngineAddress; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  return {
    address: { host: "127.0.0.1", port },
    close: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

describe("the engine's address", () => {
  test("is host and port, IPv6 in brackets; anything else is none", () => {
    expect(parseEngineAddress("127.0.0.1:35113")).toEqual({ host: "127.0.0.1", port: 35113 });
    expect(parseEngineAddress("[::1]:35113")).toEqual({ host: "::1", port: 35113 });
    expect(parseEngineAddress("localhost:80")).toEqual({ host: "localhost", port: 80 });
    for (const text of ["127.0.0.1", "127.0.0.1:0", "127.0.0.1:65536", "http://127.0.0.1:1", "-v=9", ""]) {
      expect(parseEngineAddress(text)).toBeUndefined();
    }
  });

  test("is read only in Pulumi's dynamic provider host, after the flags the engine may add", () => {
    const engine = { host: "127.0.0.1", port: 35113 };
    expect(engineAddressOfHost(hostMain, ["127.0.0.1:35113"])).toEqual(engine);
    expect(
      engineAddressOfHost(hostMain, [
        "--logtostderr",
        "-v=9",
        "--tracing",
        "127.0.0.1:9411",
        "127.0.0.1:35113",
      ]),
    ).toEqual(engine);
    expect(
      engineAddressOfHost("C:\\p\\node_modules\\@pulumi\\pulumi\\cmd\\dynamic-provider\\index.js", [
        "127.0.0.1:35113",
      ]),
    ).toEqual(engine);
    // A program (the language host's runner), a test, a script: never watched.
    expect(
      engineAddressOfHost("/project/node_modules/@pulumi/pulumi/cmd/run/index.js", ["127.0.0.1:35113"]),
    ).toBeUndefined();
    expect(engineAddressOfHost(undefined, ["127.0.0.1:35113"])).toBeUndefined();
    expect(engineAddressOfHost(hostMain, [])).toBeUndefined();
    expect(watchEngineOfProviderHost(__filename, ["127.0.0.1:35113"])).toBeUndefined();
  });
});

describe("a look at the engine", () => {
  test("sees it alive while it listens and gone once it has closed", async () => {
    const engine = await fakeEngine();
    try {
      expect(await probeEngine(engine.address)).toBe("alive");
    } finally {
      await engine.close();
    }
    expect(await probeEngine(engine.address)).toBe("gone");
  });

  test("calls it unknown, never gone, when the look fails otherwise than refused or takes too long", async () => {
    // A name that never resolves (.invalid): a failed lookup, or no answer within the time given.
    expect(await probeEngine({ host: "engine.invalid", port: 35113 }, 500)).toBe("unknown");
  });
});

describe("the watch", () => {
  test("never fires while the engine lives, and fires once after it has gone", async () => {
    const engine = await fakeEngine();
    let gone = 0;
    const watch = watchEngine(engine.address, () => gone++, { intervalMs: 20 });
    try {
      // Some twenty-five looks, as a long wait sees many.
      await sleep(500);
      expect(gone).toBe(0);
      await engine.close();
      const since = Date.now();
      while (gone === 0 && Date.now() - since < 2000) await sleep(10);
      expect(gone).toBe(1);
      await sleep(200);
      expect(gone).toBe(1);
    } finally {
      watch.stop();
      await engine.close();
    }
  });

  test("stopped, it looks no more", async () => {
    const engine = await fakeEngine();
    let gone = 0;
    const watch = watchEngine(engine.address, () => gone++, { intervalMs: 20 });
    watch.stop();
    await engine.close();
    watch.checkNow();
    await sleep(200);
    expect(gone).toBe(0);
  });

  test("keeps no process alive by itself: one with nothing else to do exits while the engine lives", async () => {
    const engine = await fakeEngine();
    try {
      const script = `require(${JSON.stringify(hook)});
require(${JSON.stringify(join(root, "provider/engine-watch.ts"))}).watchEngine(${JSON.stringify(engine.address)}, () => process.exit(9), { intervalMs: 1 });`;
      const child = spawn(process.execPath, ["-e", script], { cwd: root, stdio: "ignore" });
      const code = await new Promise<number | null>((done) => child.on("exit", (status) => done(status)));
      expect(code).toBe(0);
    } finally {
      await engine.close();
    }
  }, 30_000);
});

/**
 * A provider host as Pulumi runs it, reduced to what matters here: its main file where the
 * engine launches it, the engine's address as its argument, the host's handler of uncaught
 * errors (it prints each to stderr and keeps it in a set), a process kept alive as by its gRPC
 * server, and a provider module's first import. It prints a progress line every 10 ms and
 * writes how many uncaught errors it has seen to `report`.
 */
const fakeHost = (report: string) => `
require(${JSON.stringify(hook)});
const { renameSync, writeFileSync } = require("node:fs");
const uncaughtErrors = new Set();
const uncaughtHandler = (err) => {
  if (!uncaughtErrors.has(err)) {
    uncaughtErrors.add(err);
    console.error(err.stack || err.message || "" + err);
  }
};
process.on("uncaughtException", uncaughtHandler);
process.on("unhandledRejection", uncaughtHandler);
require(${JSON.stringify(join(root, "provider/compile-cache.ts"))});
setInterval(() => {}, 60_000);
let line = 0;
// Replaced whole, so the test never reads half a report.
const report = () => {
  writeFileSync(${JSON.stringify(`${report}.new`)}, JSON.stringify({ uncaught: uncaughtErrors.size, lines: line }));
  renameSync(${JSON.stringify(`${report}.new`)}, ${JSON.stringify(report)});
};
setInterval(() => {
  console.log("DNSSEC of example.net: pending, " + line++ + "s elapsed");
  report();
}, 10);
report();
process.stdout.write("ready\\n");
`;

describe("in the provider host", () => {
  let temp: string;
  let child: ChildProcess | undefined;
  let engine: Awaited<ReturnType<typeof fakeEngine>> | undefined;
  beforeEach(() => {
    temp = mkdtempSync(join(tmpdir(), "engine-watch-"));
  });
  afterEach(async () => {
    child?.kill("SIGKILL");
    await engine?.close();
    engine = undefined;
    rmSync(temp, { recursive: true, force: true });
  });

  test("writes into dead pipes raise no error loop, and the process exits soon after its engine", async () => {
    const main = join(temp, "node_modules/@pulumi/pulumi/cmd/dynamic-provider/index.js");
    const report = join(temp, "report.json");
    mkdirSync(join(main, ".."), { recursive: true });
    writeFileSync(main, fakeHost(report));
    engine = await fakeEngine();
    const { host: engineHost, port } = engine.address;
    const host = spawn(process.execPath, [main, `${engineHost}:${port}`], {
      cwd: root,
      stdio: ["pipe", "pipe", "pipe"],
    });
    child = host;
    const exited = new Promise<number | null>((done) => host.on("exit", (code) => done(code)));
    await new Promise<void>((done, fail) => {
      host.stdout?.once("data", () => done());
      host.once("exit", (code) => fail(new Error(`the host exited with ${code} before it was ready`)));
    });

    // The engine's ends of the pipes go first, as when the engine is killed, but the engine's
    // address still listens: the host keeps running, and its dead pipes raise nothing.
    host.stdout?.destroy();
    host.stderr?.destroy();
    const read = () => JSON.parse(readFileSync(report, "utf8")) as { uncaught: number; lines: number };
    const before = read().lines;
    await sleep(1500);
    expect(host.exitCode).toBeNull();
    expect(read().lines).toBeGreaterThan(before + 20);
    expect(read().uncaught).toBe(0);

    await engine.close();
    const since = Date.now();
    expect(await exited).toBe(ENGINE_GONE_EXIT_CODE);
    expect(Date.now() - since).toBeLessThan(3000);
  }, 60_000);
});
