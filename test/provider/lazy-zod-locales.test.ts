import { execFile } from "node:child_process";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { dynamicModule } from "../../provider/resources/kinds";

const exec = promisify(execFile);
const root = resolve(__dirname, "../..");
const hook = join(root, "test/emulator/support/register-ts.js");
const dnsRecord = join(root, dynamicModule("DnsRecord"));
const lazyLocales = join(root, "provider/lazy-zod-locales.ts");

/** Runs `source` in a new Node process that can require the TypeScript sources; its stdout, parsed. */
async function inNewProcess(source: string, ...args: string[]): Promise<unknown> {
  const { stdout } = await exec(process.execPath, ["-r", hook, "-e", source, ...args], { cwd: root });
  return JSON.parse(stdout);
}

/** The languages loaded in a process: zod's locale files but their index (the stand-in's place). */
const localesLoaded = `Object.keys(require.cache)
  .filter((file) => /[\\\\/]zod[\\\\/]v4[\\\\/]locales[\\\\/]/.test(file))
  .map((file) => file.replace(/.*[\\\\/]/, ""))
  .filter((name) => name !== "index.cjs")`;

test("a provider module loads zod without its translations, English apart", async () => {
  const loaded = await inNewProcess(
    `require(process.argv[1]); process.stdout.write(JSON.stringify(${localesLoaded}));`,
    dnsRecord,
  );
  expect(loaded).toEqual(["en.cjs"]);
}, 60_000);

test("z.locales answers as zod's own module once used: every language, and messages in it", async () => {
  const result = (await inNewProcess(
    `require(process.argv[1]);
    const { z } = require("zod");
    const before = ${localesLoaded}.length;
    const keys = Object.keys(z.locales);
    z.config(z.locales.fr());
    const french = z.string().safeParse(1).error.issues[0].message;
    z.config(z.locales.en());
    const file = require.resolve("zod/v4/locales/index.cjs");
    const own = require(file);
    process.stdout.write(JSON.stringify({
      before, keys, ownKeys: Object.keys(own), same: z.locales.fr === own.fr, has: "de" in z.locales, french,
      english: z.string().safeParse(1).error.issues[0].message,
    }));`,
    dnsRecord,
  )) as Record<string, unknown>;
  expect(result.before).toBe(1);
  expect(result.keys).toEqual(result.ownKeys);
  expect((result.keys as string[]).length).toBeGreaterThan(40);
  expect(result.same).toBe(true);
  expect(result.has).toBe(true);
  expect(result.french).toMatch(/^Entrée invalide/);
  expect(result.english).toBe("Invalid input: expected string, received number");
}, 60_000);

test("nothing changes when zod is loaded already or its locales are not where expected", async () => {
  const result = await inNewProcess(
    `const { deferZodLocales } = require(process.argv[1]);
    deferZodLocales(require("node:path").join(__dirname, "no-such-dir", "index.cjs"));
    const standIns = Object.keys(require.cache).filter((file) => file.includes("no-such-dir"));
    require("zod");
    const file = require.resolve("zod/v4/locales/index.cjs");
    const real = require.cache[file];
    const count = ${localesLoaded}.length;
    deferZodLocales();
    process.stdout.write(JSON.stringify({
      standIns, count, after: ${localesLoaded}.length, same: require.cache[file] === real,
    }));`,
    lazyLocales,
  );
  const { standIns, count, after, same } = result as {
    standIns: string[];
    count: number;
    after: number;
    same: boolean;
  };
  expect(standIns).toEqual([]);
  // zod loaded without the stand-in loads every language; a later call leaves its module in place.
  expect(count).toBeGreaterThan(40);
  expect(after).toBe(count);
  expect(same).toBe(true);
}, 60_000);
