import { STATUS_CODES } from "node:http";
import { stringify } from "yaml";
import { z } from "zod";
import "../../provider/contract/envelope"; // registers the Error shape
import { shapes } from "../../provider/contract/shapes";
import type { Route } from "./router";
import { ADMIN_PREFIX } from "./server";

/**
 * The emulator's OpenAPI 3.1 document, generated from the contract's declarations of the routes
 * it serves (zod → JSON Schema), so every implemented path is described and nothing else is.
 */

const uri = (id: string) => `#/components/schemas/${id}`;
const registry = shapes as z.core.$ZodRegistry<z.core.JSONSchemaMeta>;

/** A named shape by reference; anything else inline, its named parts by reference. */
function schemaOf(schema: z.ZodType): Record<string, unknown> {
  const id = shapes.get(schema)?.id;
  if (id) return { $ref: uri(id) };
  const json = z.toJSONSchema(schema, { metadata: registry, io: "output", unrepresentable: "any" });
  const {
    $schema: _schema,
    $defs: _defs,
    ...rest
  } = JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/'));
  return rest;
}

function components(): Record<string, unknown> {
  const { schemas } = z.toJSONSchema(registry, { uri, io: "output", unrepresentable: "any" });
  const out: Record<string, unknown> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    const { $schema: _schema, $id: _id, ...rest } = schema as Record<string, unknown>;
    out[id] = rest;
  }
  return out;
}

function parameters(where: "path" | "query", object: z.ZodObject | undefined) {
  if (!object) return [];
  return Object.entries(object.shape).map(([name, schema]) => {
    const { description, ...json } = schemaOf(schema as z.ZodType);
    return {
      name,
      in: where,
      required: where === "path" || !(schema as z.ZodType).safeParse(undefined).success,
      schema: json,
      ...(description ? { description } : {}),
    };
  });
}

function operationDocument(route: Route) {
  const op = route.operation;
  const success =
    "raw" in op.response
      ? { [op.response.raw]: { schema: { type: "string" } } }
      : {
          "application/json": {
            schema: {
              type: "object",
              required: ["success", "code", "response"],
              properties: {
                success: { const: true },
                code: { type: "integer" },
                response: schemaOf(op.response),
              },
            },
          },
        };
  const responses: Record<string, unknown> = { 200: { description: "Success", content: success } };
  // The account's request limit (--requests-per-second) answers 429 to any API request, whatever
  // its operation declares; it never meets the control endpoints.
  const statuses = new Set(op.errors);
  if (!op.path.startsWith(ADMIN_PREFIX)) statuses.add(429);
  for (const status of [...statuses].sort((a, b) => a - b)) {
    responses[status] = {
      description: STATUS_CODES[status] ?? "Error",
      ...(status === 429 ? { headers: { "Retry-After": { schema: { type: "integer" } } } } : {}),
      content: { "application/json": { schema: { $ref: uri("Error") } } },
    };
  }
  const params = [...parameters("path", op.params), ...parameters("query", op.query)];
  return {
    operationId: op.operationId,
    summary: op.summary,
    tags: [op.area],
    ...(route.auth === "none" ? { security: [] } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(op.body
      ? { requestBody: { required: true, content: { "application/json": { schema: schemaOf(op.body) } } } }
      : {}),
    responses,
  };
}

/**
 * The document as served from `serverUrl` (the emulator's address as the caller reached it),
 * which it names as its one server: a client or linter reading it knows where the API is.
 */
export function openApiDocument(routes: readonly Route[], serverUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const { path, method } = route.operation;
    paths[path] = { ...paths[path], [method.toLowerCase()]: operationDocument(route) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Registrar API (emulator)",
      version: "1.0.0",
      description:
        "Local emulator of the domain, DNS, DNSSEC, hosting and TLS API. Paths under /__emulator/ " +
        "control the emulator itself and need no key.",
    },
    servers: [{ url: serverUrl }],
    security: [{ apiKey: [] }],
    paths,
    components: {
      securitySchemes: { apiKey: { type: "apiKey", in: "header", name: "x-api-key" } },
      schemas: components(),
    },
  };
}

export function openApiYaml(routes: readonly Route[], serverUrl: string): string {
  return stringify(openApiDocument(routes, serverUrl), { aliasDuplicateObjects: false });
}
