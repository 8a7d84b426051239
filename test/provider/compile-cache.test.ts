import { execFile, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { dynamicModule, type ResourceKind, resourceKinds } from "../../provider/resources/kinds";
import { workspaceDir } from "../support/workspace";

const exec = promisify(execFile);
/** A kind's built provider module in the package the workspace installed from its tarball: what the host loads. */
const installed = (kind: ResourceKind) =>
  join(workspaceDir(), "node_modules", "pulumi-registrar", "dist", `${dynamicModule(kind)}.js`);

/**
 * Requires a provider module in a new Node process, as the provider host does, and reports the
 * compile cache's directory and, for each package it loaded, whether the cache was on by then.
 */
const probe = `
const Module = require("node:module");
const onWhenLoaded = {};
const load = Module._load;
Module._load = function (request, ...rest) {
  const isPackage = !request.startsWith(".") && !request.startsWith("/") && !Module.isBuiltin(request);
  if (isPackage && !(request in onWhenLoaded)) onWhenLoaded[request] = Module.getCompileCacheDir() !== undefined;
  return load.call(this, request, ...rest);
};
require(process.argv[1]);
process.stdout.write(JSON.stringify({ dir: Module.getCompileCacheDir() ?? null, onWhenLoaded }));
`;

let temp: string;
beforeEach(() => {
  temp = mkdtempSync(join(tmpdir(), "compile-cache-"));
});
afterEach(() => rmSync(temp, { recursive: true, force: true }));

async function requireInNewProcess(kind: ResourceKind, env: NodeJS.ProcessEnv) {
  const { NODE_COMPILE_CACHE: _dir, NODE_DISABLE_COMPILE_CACHE: _off, ...inherited } = process.env;
  const { stdout } = await exec(process.execPath, ["-e", probe, installed(kind)], {
    cwd: workspaceDir(),
    env: { ...inherited, ...env },
  });
  return JSON.parse(stdout) as { dir: string | null; onWhenLoaded: Record<string, boolean> };
}

test.each(resourceKinds)(
  "%s: the compile cache is on, under the temporary directory, before any package loads",
  async (kind) => {
    const { dir, onWhenLoaded } = await requireInNewProcess(kind, { TMPDIR: temp });
    expect(dir?.startsWith(temp)).toBe(true);
    expect(Object.keys(onWhenLoaded).length).toBeGreaterThan(0);
    expect(Object.entries(onWhenLoaded).filter(([, on]) => !on)).toEqual([]);
  },
  60_000,
);

test("NODE_DISABLE_COMPILE_CACHE=1 keeps it off, and the module still loads", async () => {
  const { dir, onWhenLoaded } = await requireInNewProcess("DnsRecord", {
    TMPDIR: temp,
    NODE_DISABLE_COMPILE_CACHE: "1",
  });
  expect(dir).toBeNull();
  expect(onWhenLoaded.zod).toBe(false);
}, 60_000);

/**
 * Pulumi ends a provider process with a signal, and Node writes its compile cache only at a normal
 * exit (or when the process signals itself). The provider host loads the provider at its first
 * call, after its main script, as here: the provider writes the cache itself once the modules
 * have loaded, the client's included.
 */
const loadThenWait = `
setTimeout(() => {
  require(process.argv[1]);
  require(process.argv[1].replace(/dynamic\\/[^/]+$/, "provider/config")).clientFor({ baseUrl: "http://127.0.0.1:9", apiKey: "key" });
  process.stdout.write(JSON.stringify({ loaded: Object.keys(require.cache).length }) + "\\n");
  setInterval(() => {}, 1000);
}, 10);
`;

function filesUnder(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

test("the cache is written while the process runs, so a process killed by a signal leaves it behind", async () => {
  const { NODE_COMPILE_CACHE: _dir, NODE_DISABLE_COMPILE_CACHE: _off, ...inherited } = process.env;
  const child = spawn(process.execPath, ["-e", loadThenWait, installed("DnsRecord")], {
    cwd: workspaceDir(),
    env: { ...inherited, TMPDIR: temp },
  });
  try {
    const line = await new Promise<string>((done, fail) => {
      let stdout = "";
      child.stdout.on("data", (chunk) => {
        stdout += chunk;
        if (stdout.includes("\n")) done(stdout);
      });
      child.on("exit", (code) => fail(new Error(`exited with ${code} before loading`)));
    });
    const { loaded } = JSON.parse(line) as { loaded: number };
    // As the engine ends it: from outside, while it waits for the next call.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const exited = new Promise((done) => child.on("exit", (_code, signal) => done(signal)));
    child.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");
    // zod's core and undici's parts alone are some eighty modules; each has its entry in the cache.
    expect(loaded).toBeGreaterThan(80);
    expect(filesUnder(temp)).toBeGreaterThanOrEqual(loaded * 0.9);
  } finally {
    child.kill("SIGKILL");
  }
}, 60_000);
