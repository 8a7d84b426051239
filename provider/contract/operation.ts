import type { z } from "zod";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One operation of the API, declared once. The client's method, the emulator's route and the
 * OpenAPI document are all derived from this declaration (docs/architecture.md, "The contract and retries").
 * Schemas describe shapes only: each side keeps its own validation rules.
 */
export interface Operation {
  /** The spec's operationId (our own spelling, same style, where the spec names none). */
  readonly operationId: string;
  readonly method: Method;
  /** Path with `{param}` placeholders, relative to the base URL. */
  readonly path: string;
  /** The API area (OpenAPI tag). */
  readonly area: string;
  readonly summary: string;
  /** Path parameters, in path order. */
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** The envelope's `response` payload; or the media type of a body that is not JSON. */
  readonly response: z.ZodType | { readonly raw: string };
  /** Documented statuses besides 200. */
  readonly errors: readonly number[];
  /**
   * A second copy of the request has the effect of one, so the client sends it again after a
   * server error or a lost connection. Unset: by the method (GET and DELETE are; POST, PUT and
   * PATCH are not); a PATCH that sets absolute values declares it.
   */
  readonly idempotent?: boolean;
}

/** Declares an operation, keeping its literal types for the client generator. */
export function operation<const O extends Operation>(declaration: O): O {
  return declaration;
}

/** The names of `{param}` placeholders in a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/** The path with its parameters filled in (each URL-encoded). */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
