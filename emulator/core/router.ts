import type { Method, Operation } from "../../provider/contract";
import type { ApiKey } from "./account";
import type { RouteAuth } from "./auth";
import type { Runtime } from "./runtime";

export type { Method } from "../../provider/contract";

export interface RouteContext {
  params: Record<string, string>;
  query: URLSearchParams;
  /** The calling key; set on every route that requires one. */
  key: ApiKey;
  runtime: Runtime;
  /** The emulator's address as the caller reached it (from Host): where its dashboard is. */
  origin: string;
  /** The JSON body (undefined when empty); 400 when it is not JSON. */
  json(): unknown;
  /** Every route the emulator serves (GET /openapi.yaml describes them). */
  routes: readonly Route[];
}

/** A success body that is not the JSON envelope. */
export class RawReply {
  constructor(
    readonly contentType: string,
    readonly body: string,
  ) {}
}

/** What the emulator does for one operation: who may call it, and the handler. */
export interface Handler {
  /** "none": no API key (admin, the OpenAPI document). */
  auth: RouteAuth | "none";
  /** Returns the envelope's payload, or a RawReply. */
  handle(ctx: RouteContext): unknown | Promise<unknown>;
}

/** An operation of the contract bound to its handler. */
export interface Route extends Handler {
  operation: Operation;
}

/**
 * Binds handlers to an area's operations; the type demands one handler per operation, so an
 * area cannot leave an operation of its contract unserved.
 */
export function implement<Ops extends Record<string, Operation>>(
  operations: Ops,
  handlers: { [K in keyof Ops]: Handler },
): Route[] {
  return Object.entries(operations).map(([id, operation]) => ({ operation, ...handlers[id as keyof Ops] }));
}

export type Match =
  | { kind: "route"; route: Route; params: Record<string, string> }
  | { kind: "method"; allow: Method[] }
  | { kind: "none" };

interface Compiled {
  route: Route;
  regex: RegExp;
  names: string[];
}

function compile(route: Route): Compiled {
  const names: string[] = [];
  const source = route.operation.path
    .split("/")
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(param[1]);
      return "([^/]+)";
    })
    .join("/");
  return { route, regex: new RegExp(`^${source}$`), names };
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** First route whose path and method match; 405 information when only the path does. */
export class Router {
  private readonly compiled: Compiled[];

  constructor(readonly routes: readonly Route[]) {
    this.compiled = routes.map(compile);
  }

  match(method: string, path: string): Match {
    const allow: Method[] = [];
    for (const { route, regex, names } of this.compiled) {
      const found = regex.exec(path);
      if (!found) continue;
      if (route.operation.method !== method) {
        allow.push(route.operation.method);
        continue;
      }
      const params = Object.fromEntries(names.map((name, i) => [name, decode(found[i + 1] ?? "")]));
      return { kind: "route", route, params };
    }
    return allow.length > 0 ? { kind: "method", allow: [...new Set(allow)] } : { kind: "none" };
  }
}
