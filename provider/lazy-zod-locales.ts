import { existsSync } from "node:fs";
import { Module } from "node:module";
import { dirname, join } from "node:path";

/**
 * Makes zod load its translations (`z.locales`: 40-odd languages, some 60 modules) when a program
 * first uses them, not whenever zod loads. zod's core requires them all at load to export them;
 * its English messages, the only ones this package shows, come from their own file. They are
 * half of zod's load time, which every provider process pays before its first answer.
 *
 * It stands in for zod's locales module in the module cache with an object that requires the real
 * one on first use and then answers as it does. Nothing happens when zod is loaded already (its
 * core loads the locales module, so that is in the cache) or its files are not where this version
 * keeps them (test/provider/lazy-zod-locales.test.ts checks, at the installed version, that
 * `z.locales` still answers as it did).
 */
export function deferZodLocales(file: string | undefined = zodLocalesFile()): void {
  if (file === undefined || require.cache[file] || !existsSync(file)) return;
  const target: Record<PropertyKey, unknown> = {};
  let loaded = false;
  const load = () => {
    if (!loaded) {
      delete require.cache[file];
      Object.defineProperties(target, Object.getOwnPropertyDescriptors(require(file)));
      loaded = true;
    }
    return target;
  };
  const stand = new Module(file);
  stand.filename = file;
  stand.loaded = true;
  stand.exports = new Proxy(target, {
    // zod's `__importStar` asks only this; true makes it keep the module as it is.
    get: (_, key) => (key === "__esModule" && !loaded ? true : Reflect.get(load(), key)),
    has: (_, key) => Reflect.has(load(), key),
    ownKeys: () => Reflect.ownKeys(load()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(load(), key),
  });
  require.cache[file] = stand;
}

function zodLocalesFile(): string | undefined {
  try {
    return join(dirname(require.resolve("zod/v4/core")), "..", "locales", "index.cjs");
  } catch {
    return undefined;
  }
}
