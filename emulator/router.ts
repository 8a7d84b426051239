import type { RouteAuth } from "./auth";
import type { ApiKey } from "./model/account";
import type { Runtime } from "./runtime";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** How a route is described in /openapi.yaml. */
export interface OperationDoc {
  summary: string;
  tag: string;
  /** components/schemas name of the JSON request body. */
  request?: string;
  /** JSON Schema (or components/schemas name) of the envelope's `response`. */
  response: string | Record<string, unknown>;
  /** Error statuses besides 200. */
  errors: number[];
  query?: Array<{ name: string; description: string; schema: Record<string, unknown> }>;
  /** Non-JSON success body (e.g. the YAML document itself). */
  raw?: string;
}

export interface RouteContext {
  params: Record<string, string>;
  query: URLSearchParams;
  /** The calling key; set on every route that requires one. */
  key: ApiKey;
  runtime: Runtime;
  /** The JSON body (undefined when empty); 400 when it is not JSON. */
  json(): unknown;
}

/** A success body that is not the JSON envelope. */
export class RawReply {
  constructor(
    readonly contentType: string,
    readonly body: string,
  ) {}
}

export interface Route {
  method: Method;
  /** Path with `{param}` placeholders, as in the OpenAPI document. */
  path: string;
  operationId: string;
  /** "none": no API key (admin, the OpenAPI document). */
  auth: RouteAuth | "none";
  doc: OperationDoc;
  /** Returns the envelope's payload, or a RawReply. */
  handle(ctx: RouteContext): unknown | Promise<unknown>;
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
  const source = route.path
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

  constructor(readonly routes: Route[]) {
    this.compiled = routes.map(compile);
  }

  match(method: string, path: string): Match {
    const allow: Method[] = [];
    for (const { route, regex, names } of this.compiled) {
      const found = regex.exec(path);
      if (!found) continue;
      if (route.method !== method) {
        allow.push(route.method);
        continue;
      }
      const params = Object.fromEntries(names.map((name, i) => [name, decode(found[i + 1] ?? "")]));
      return { kind: "route", route, params };
    }
    return allow.length > 0 ? { kind: "method", allow: [...new Set(allow)] } : { kind: "none" };
  }
}
