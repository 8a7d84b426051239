import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import * as undici from "undici";
import { loadUndiciParts } from "../../../provider/client/undici-parts";

const exec = promisify(execFile);
const root = resolve(__dirname, "../../..");

test("the parts are undici's own: the pool and the request its entry point exports", () => {
  const parts = loadUndiciParts();
  expect(parts.Agent).toBe(undici.Agent);
  // The entry point gives every dispatcher its `request` from the same file.
  expect(undici.Dispatcher.prototype.request).toBe(require("undici/lib/api/api-request"));
});

test("the client loads without undici's entry point (fetch, WebSocket, the cache stores, the mocks)", async () => {
  const probe = `
    require(process.argv[1]).clientFor({ baseUrl: "http://127.0.0.1:9", apiKey: "key" });
    const loaded = Object.keys(require.cache).filter((file) => /[\\\\/]node_modules[\\\\/]undici[\\\\/]/.test(file));
    process.stdout.write(JSON.stringify(loaded.map((file) => file.replace(/.*[\\\\/]node_modules[\\\\/]undici[\\\\/]/, ""))));
  `;
  const { stdout } = await exec(
    process.execPath,
    [
      "-r",
      resolve(root, "test/emulator/support/register-ts.js"),
      "-e",
      probe,
      resolve(root, "provider/config.ts"),
    ],
    { cwd: root },
  );
  const loaded = JSON.parse(stdout) as string[];
  expect(loaded).toContain("lib/dispatcher/agent.js");
  expect(loaded).not.toContain("index.js");
  expect(loaded.filter((file) => file.startsWith("lib/web/"))).toEqual([]);
}, 60_000);

test("an undici whose files moved is used through its entry point", () => {
  const moved = (id: string) => {
    if (id.startsWith("undici/lib/")) throw new Error(`Cannot find module '${id}'`);
    return require(id);
  };
  const parts = loadUndiciParts(moved);
  expect(parts.Agent).toBe(undici.Agent);
});

test("a part that is no longer a function is taken from the entry point too", async () => {
  const changed = (id: string) => (id === "undici/lib/api/api-request" ? { request() {} } : require(id));
  const parts = loadUndiciParts(changed);
  const dispatcher = new parts.Agent();
  const request = jest.spyOn(dispatcher, "request").mockResolvedValue({} as undici.Dispatcher.ResponseData);
  await parts.request(dispatcher, { origin: "http://127.0.0.1:9", path: "/", method: "GET" });
  expect(request).toHaveBeenCalledTimes(1);
  await dispatcher.close();
});
