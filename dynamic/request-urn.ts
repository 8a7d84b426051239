import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The URN of the resource whose request Pulumi's dynamic-provider host is serving, for the step's
 * log (resource-log.ts).
 *
 * Every request the engine sends names its resource (`urn`, in CheckRequest, DiffRequest,
 * CreateRequest, ReadRequest, UpdateRequest and DeleteRequest), but the host hands a provider only
 * the properties (`check(olds, news)`, `diff(id, olds, news)`, `create(props)`, `read(id, props)`,
 * `update(id, olds, news)`, `delete(id, props)`), and prints nothing of the URN. Its handler reads
 * the request through the generated class's getters, then calls the provider from the same
 * asynchronous function: each getter below, wrapped, first enters the request's URN into that
 * function's asynchronous context, which the provider's method and everything it awaits inherit.
 *
 * A handler that loads the provider's module has read its request before the getters are
 * wrapped: a check, create or read that loads it (the first of a process, in practice) has no
 * URN here (a check has the one its class sends, classes/stored-provider.ts); a diff, update or
 * delete still reads its id after loading it.
 */
const urns = new AsyncLocalStorage<string>();

/** Each request class's getters the host reads it with, before it calls the provider (and the id, as it calls it). */
const readers: Record<string, readonly string[]> = {
  CheckRequest: ["getOlds", "getNews"],
  DiffRequest: ["getOlds", "getNews", "getId"],
  CreateRequest: ["getProperties"],
  ReadRequest: ["getId", "getProperties", "getInputs"],
  UpdateRequest: ["getOlds", "getNews", "getId"],
  DeleteRequest: ["getProperties", "getId"],
};

const followed = new WeakSet<object>();

/**
 * Wraps the getters of `messages` (the host's `proto/provider_pb` module): from then on each
 * request read enters its URN. A class or getter that is missing (another version of the host)
 * is left as it is; each prototype is wrapped once.
 */
export function followRequestUrns(messages: Record<string, unknown>): void {
  for (const [name, getters] of Object.entries(readers)) {
    const prototype = (messages[name] as { prototype?: Record<string, unknown> } | undefined)?.prototype;
    if (!prototype || typeof prototype.getUrn !== "function" || followed.has(prototype)) continue;
    followed.add(prototype);
    for (const getter of getters) {
      const read = prototype[getter];
      if (typeof read !== "function") continue;
      prototype[getter] = function (this: { getUrn(): string }, ...args: unknown[]) {
        urns.enterWith(this.getUrn());
        return read.apply(this, args);
      };
    }
  }
}

/** The URN of the request whose step is under way, as the host last read it in this context. */
export function requestUrn(): string | undefined {
  return urns.getStore() || undefined;
}
