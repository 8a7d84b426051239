import * as nodeModule from "node:module";
import { watchEngineOfProviderHost } from "./engine-watch";
import { deferZodLocales } from "./lazy-zod-locales";

const node = nodeModule as { enableCompileCache?: () => unknown; flushCompileCache?: () => void };

/**
 * Node's on-disk compile cache (Node 22.10 and later) for this package and its dependencies,
 * enabled before they load. Every `pulumi` command starts a new provider process, and much of its
 * first call is spent compiling zod and undici; with the cache, later commands skip that.
 * It is Node's own, made for tools to enable this way: it never throws, NODE_COMPILE_CACHE picks
 * its directory (default: one under the system's temporary directory), and
 * NODE_DISABLE_COMPILE_CACHE=1 turns it off.
 */
node.enableCompileCache?.();
saveCompileCacheSoon();
// Every provider module imports this one first, so this too runs before zod loads.
deferZodLocales();
// And, in the provider host, the process ends once its engine has gone (engine-watch.ts).
watchEngineOfProviderHost();

/**
 * Writes what was compiled to the cache once the modules being required have loaded. Node writes
 * it only at a normal exit, and Pulumi ends its provider processes with a signal: without this,
 * nothing would ever be written. Whatever was written already is not written again.
 */
export function saveCompileCacheSoon(): void {
  if (node.flushCompileCache) setImmediate(node.flushCompileCache).unref();
}
