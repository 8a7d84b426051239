import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { stringify } from "yaml";
import { defaultFixtures } from "../../emulator";

/**
 * The real entry point, spawned from its TypeScript source through a transpile-only require
 * hook (support/register-ts.js): no build step, and the file that becomes the bin is the one tested.
 */
const root = resolve(__dirname, "../..");
const cli = join(root, "emulator/cli.ts");
const hook = join(__dirname, "support/register-ts.js");

interface Run {
  child: ChildProcess;
  stdout: string;
  stderr: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function run(args: string[]): Run {
  const child = spawn(process.execPath, ["-r", hook, cli, ...args], { cwd: root, stdio: "pipe" });
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
