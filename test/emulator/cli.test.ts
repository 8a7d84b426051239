import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { stringify } from "yaml";
import { defaultFixtures, type RunningEmulator } from "../../emulator";
import { runCli } from "../../emulator/cli";
import { emulatorAdmin } from "../support/emulator-admin";
import { workspaceDir } from "../support/workspace";

/**
 * The real entry point as users run it: the bin of the package installed from its tarball in the
 * test workspace (the package tier's set-up builds and installs it once).
 */
const root = resolve(__dirname, "../..");
const cli = join(workspaceDir(), "node_modules", "pulumi-registrar", "dist", "emulator", "cli.js");

interface Run {
  child: ChildProcess;
  stdout: string;
  stderr: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Every process a test started: one that failed half-way must not outlive it. */
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
});

function run(args: string[], env: NodeJS.ProcessEnv = {}): Run {
  const child = spawn(process.execPath, [cli, ...args], {
    cwd: root,
    stdio: "pipe",
    env: { ...process.env, REGISTRAR_EMULATOR_API_KEY: "", ...env },
  });
  children.push(child);
  const state: Run = {
    child,
    stdout: "",
    stderr: "",
    exited: new Promise((done) => child.on("exit", (code, signal) => done({ code, signal }))),
  };
  child.stdout?.on("data", (d: Buffer) => {
    state.stdout += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    state.stderr += d.toString();
  });
  return state;
}

/** Resolves with the first stdout line, or rejects if the process exits before printing one. */
function firstLine(r: Run): Promise<string> {
  return new Promise((done, fail) => {
    const check = () => {
      const end = r.stdout.indexOf("\n");
      if (end >= 0) done(r.stdout.slice(0, end));
    };
    r.child.stdout?.on("data", check);
    r.exited.then(() => fail(new Error(`exited before printing: ${r.stderr}`)));
    check();
  });
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "cli-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("prints exactly `listening on http://HOST:PORT`, serves, and exits cleanly on SIGTERM", async () => {
  const r = run(["--port", "0", "--host", "127.0.0.1", "--api-key", "cli-key"]);
  const line = await firstLine(r);
  const match = /^listening on (http:\/\/127\.0\.0\.1:(\d+))$/.exec(line);
  expect(match).not.toBeNull();
  const url = match?.[1] ?? "";
  const res = await fetch(`${url}/meta/token`, { headers: { "x-api-key": "cli-key" } });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { response: { key_id: string } }).response.key_id).toBe("default");
  r.child.kill("SIGTERM");
  expect(await r.exited).toEqual({ code: 0, signal: null });
  expect(r.stdout).toBe(`${line}\n`);
});

test("exits cleanly on SIGINT and loads --fixtures (YAML)", async () => {
  const fixtures = defaultFixtures();
  fixtures.keys = [{ id: "yaml", key: "yaml-key", scopes: ["dns:read"] }];
  const file = join(dir, "fixtures.yaml");
  writeFileSync(file, stringify(fixtures));
  const r = run(["--port", "0", "--fixtures", file]);
  const url = (await firstLine(r)).replace("listening on ", "");
  const res = await fetch(`${url}/meta/token`, { headers: { "x-api-key": "yaml-key" } });
  expect(((await res.json()) as { response: { key_id: string } }).response.key_id).toBe("yaml");
  r.child.kill("SIGINT");
  expect((await r.exited).code).toBe(0);
});

test.each([[[]], [["--port", "x"]], [["--port", "0", "--colour", "red"]]])(
  "usage error for %j: exit 2",
  async (args) => {
    const r = run(args);
    expect((await r.exited).code).toBe(2);
    expect(r.stderr).toMatch(/usage: registrar-emulator --port N/);
    expect(r.stdout).toBe("");
  },
);

test("invalid fixtures: exit 1 with the offending path", async () => {
  const file = join(dir, "bad.json");
  writeFileSync(
    file,
    JSON.stringify({ ...defaultFixtures(), keys: [{ id: "k", key: "k", scopes: ["nope"] }] }),
  );
  const r = run(["--port", "0", "--fixtures", file]);
  expect((await r.exited).code).toBe(1);
  expect(r.stderr).toMatch(/keys\.0\.scopes\.0/);
});

const tokenStatus = async (url: string, key: string) =>
  (await fetch(`${url}/meta/token`, { headers: { "x-api-key": key } })).status;

test("REGISTRAR_EMULATOR_API_KEY sets the key (nothing in the process list); the demo keys stop working", async () => {
  const r = run(["--port", "0"], { REGISTRAR_EMULATOR_API_KEY: "env-key" });
  const url = (await firstLine(r)).replace("listening on ", "");
  expect(await tokenStatus(url, "env-key")).toBe(200);
  expect(await tokenStatus(url, "emulator-key")).toBe(401);
  expect(await tokenStatus(url, "emulator-readonly-key")).toBe(401);
  r.child.kill("SIGTERM");
  expect((await r.exited).code).toBe(0);
});

test("--clock-rate: the first line stays exact, a second one tells the rate", async () => {
  const r = run(["--port", "0", "--clock-rate", "60"]);
  const line = await firstLine(r);
  expect(line).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+$/);
  const url = line.replace("listening on ", "");
  const { clock } = emulatorAdmin(url);
  const first = await clock();
  expect(first.rate).toBe(60);
  // Read before `from` and after `to`: at least 60 times the real time between (less rounding).
  const from = performance.now();
  await new Promise((done) => setTimeout(done, 100));
  const to = performance.now();
  const second = await clock();
  expect(Date.parse(second.now) - Date.parse(first.now)).toBeGreaterThanOrEqual(60 * (to - from) - 2);
  r.child.kill("SIGTERM");
  expect((await r.exited).code).toBe(0);
  expect(r.stdout).toBe(`${line}\nclock rate 60: emulated time runs 60 times faster than real time\n`);
});

describe("runCli in process", () => {
  const started: RunningEmulator[] = [];
  afterAll(() => Promise.all(started.map((e) => e.stop())));

  const cli = async (args: string[], env: NodeJS.ProcessEnv = {}) => {
    const out: string[] = [];
    const err: string[] = [];
    const result = await runCli(args, { out: (l) => out.push(l), err: (l) => err.push(l) }, env);
    const emulator = typeof result === "number" ? undefined : result;
    if (emulator) started.push(emulator);
    const status = typeof result === "number" ? result : undefined;
    return { emulator, status, out: out.join("\n"), err: err.join("\n") };
  };

  test("--api-key wins over the environment; an empty variable counts as unset", async () => {
    const both = await cli(["--port", "0", "--api-key", "flag-key"], {
      REGISTRAR_EMULATOR_API_KEY: "env-key",
    });
    expect(both.emulator?.apiKey).toBe("flag-key");
    expect(await tokenStatus(both.emulator?.url ?? "", "env-key")).toBe(401);
    const empty = await cli(["--port", "0"], { REGISTRAR_EMULATOR_API_KEY: "" });
    expect(empty.emulator?.apiKey).toBe("emulator-key");
    expect(await tokenStatus(empty.emulator?.url ?? "", "emulator-readonly-key")).toBe(200);
  });

  test.each([
    [["--port", "0", "--api-key", "two words"], {}, /--api-key must be/],
    [["--port", "0"], { REGISTRAR_EMULATOR_API_KEY: "bad\tkey" }, /REGISTRAR_EMULATOR_API_KEY must be/],
    [["--port", "0", "--clock-rate", "0"], {}, /--clock-rate must be/],
    [["--port", "0", "--clock-rate=-5"], {}, /--clock-rate must be/],
    [["--port", "0", "--clock-rate", "fast"], {}, /--clock-rate must be/],
    [["--port", "0", "--clock-rate", "100001"], {}, /--clock-rate must be/],
    [["--port", "0", "--clock-rate", "1e3"], {}, /--clock-rate must be/],
    [["--port", "0", "--requests-per-second", "0"], {}, /--requests-per-second must be/],
    [["--port", "0", "--requests-per-second", "2.5"], {}, /--requests-per-second must be/],
    [["--port", "0", "--requests-per-second", "1000001"], {}, /--requests-per-second must be/],
  ])("usage error for %j", async (args, env, message) => {
    const result = await cli(args, env);
    expect(result.emulator).toBeUndefined();
    expect(result.status).toBe(2);
    expect(result.err).toMatch(message);
    expect(result.err).toMatch(/usage: registrar-emulator --port N/);
    expect(result.err).not.toContain("two words"); // a refused key is never echoed
  });

  test("--requests-per-second: a second line tells the limit, and the API keeps to it", async () => {
    const limited = await cli(["--port", "0", "--requests-per-second", "2"]);
    expect(limited.out.split("\n")[1]).toBe(
      "request limit: 2 API requests per second for the account, then 429",
    );
    const url = limited.emulator?.url ?? "";
    const statuses = await Promise.all([1, 2, 3].map(() => tokenStatus(url, "emulator-key")));
    expect(statuses.sort()).toEqual([200, 200, 429]);
  });

  test("fractional rates; rate 1 prints only the listening line; --help lists every option", async () => {
    const slow = await cli(["--port", "0", "--clock-rate", "0.5"]);
    expect(slow.out.split("\n")[1]).toBe(
      "clock rate 0.5: emulated time runs 0.5 times faster than real time",
    );
    const normal = await cli(["--port", "0", "--clock-rate", "1"]);
    expect(normal.out).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+$/);
    const help = await cli(["--help"]);
    expect(help.status).toBe(0);
    for (const option of [
      "--port",
      "--host",
      "--fixtures",
      "--api-key",
      "--clock-rate",
      "--requests-per-second",
      "REGISTRAR_EMULATOR_API_KEY",
    ]) {
      expect(help.out).toContain(option);
    }
  });
});
