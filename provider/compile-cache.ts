import * as nodeModule from "node:module";

/**
 * Node's on-disk compile cache (Node 22.8 and later) for this package and its dependencies,
 * enabled before they load. Every `pulumi` command starts a new provider process, and most of its
 * first call is spent compiling zod and undici; with the cache, later commands skip that.
 * It is Node's own, made for tools to enable this way: it never throws, NODE_COMPILE_CACHE picks
 * its directory (default: one under the system's temporary directory), and
 * NODE_DISABLE_COMPILE_CACHE=1 turns it off.
 */
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
