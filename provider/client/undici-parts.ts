import type { Agent, Dispatcher } from "undici";

/** What the transport uses of undici: its connection pool and its `request`. */
export interface UndiciParts {
  Agent: typeof Agent;
  request(dispatcher: Dispatcher, options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData>;
}

/**
 * Node's require of the files below, each named where it is required: a bundler takes in only
 * the files a require names (the plugin's single executable, scripts/release-plugin.sh).
 */
const undiciFiles: Record<string, () => unknown> = {
  "undici/lib/dispatcher/agent": () => require("undici/lib/dispatcher/agent"),
  "undici/lib/api/api-request": () => require("undici/lib/api/api-request"),
  undici: () => require("undici"),
};

function requireUndici(id: string): unknown {
  const file = undiciFiles[id];
  if (!file) throw new Error(`undici-parts: no require of '${id}' here; add it to undiciFiles`);
  return file();
}

/**
 * The parts, from the files undici's entry point takes them from. The entry point also loads
 * fetch, WebSocket, the cache stores and the mocks: two thirds of undici's load time, which every
 * provider process pays before its first answer. If a later undici moves these files, the entry
 * point is used instead (test/provider/client/undici-parts.test.ts checks that, at the installed
 * version, the parts are the entry point's own).
 */
export function loadUndiciParts(load: (id: string) => unknown = requireUndici): UndiciParts {
  try {
    const parts = {
      Agent: load("undici/lib/dispatcher/agent") as typeof Agent,
      request: load("undici/lib/api/api-request"),
    };
    if (Object.values(parts).every((part) => typeof part === "function")) {
      const request = parts.request as (this: Dispatcher, options: Dispatcher.RequestOptions) => unknown;
      return {
        Agent: parts.Agent,
        request: (dispatcher, options) =>
          request.call(dispatcher, options) as Promise<Dispatcher.ResponseData>,
      };
    }
  } catch {
    // Moved in this version of undici: the entry point has them.
  }
  const undici = load("undici") as typeof import("undici");
  return {
    Agent: undici.Agent,
    request: (dispatcher, options) => dispatcher.request(options),
  };
}
