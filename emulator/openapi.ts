import { STATUS_CODES } from "node:http";
import { stringify } from "yaml";
import { recordTypes } from "../provider/wire/dns";
import { CAA_TAGS, MAX_ANNOTATION, MAX_CAA_VALUE, MAX_TTL, MAX_TXT, MIN_TTL } from "./model/record";
import type { Route } from "./router";

/**
 * The emulator's OpenAPI 3.1 document, generated from the route table so that every
 * implemented path is described and nothing else is.
 */

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const fqdn = {
  type: "string",
  pattern: "\\.$",
  maxLength: 254,
  description: "Absolute name ending with a period",
};

const recordProperties = {
  name: fqdn,
  type: { type: "string", enum: recordTypes },
  ttl: { type: "integer", minimum: MIN_TTL, maximum: MAX_TTL, default: 3600 },
  annotation: { type: "string", maxLength: MAX_ANNOTATION, description: '"" removes the annotation' },
  data: { type: "string", maxLength: MAX_TXT, description: "IPv4, IPv6, target fqdn, CAA value or TXT text" },
  priority: { type: "integer", minimum: 0, maximum: 65535, description: "MX only" },
  flags: { type: "integer", minimum: 0, maximum: 255, description: "CAA only" },
  tag: { type: "string", enum: CAA_TAGS, description: `CAA only; value at most ${MAX_CAA_VALUE} characters` },
};

const schemas: Record<string, Record<string, unknown>> = {
  Error: {
    type: "object",
    required: ["success"],
    additionalProperties: false,
    properties: {
      success: { const: false },
      message: { type: "string" },
      error: { type: "string" },
      code: { type: "integer", description: "Named application codes only (16009, 16010)" },
    },
  },
  RecordRequest: {
    type: "object",
    required: ["name", "data"],
    additionalProperties: false,
    description: "type may be omitted only when data is an IPv4 or IPv6 address",
    properties: recordProperties,
  },
  RecordPatch: {
    type: "object",
    additionalProperties: false,
    description: "Fields merged onto the record; the result is validated like a create",
    properties: recordProperties,
  },
  RecordResponse: {
    type: "object",
    required: ["id", "zone", "name", "type", "ttl", "data", "annotation"],
    properties: {
      id: { type: "integer", minimum: 1 },
      zone: fqdn,
      ...recordProperties,
      annotation: { type: ["string", "null"] },
    },
  },
  ZoneSummary: {
    type: "object",
    required: ["name", "record_count", "dnssec_state", "serial"],
    properties: {
      name: fqdn,
      record_count: { type: "integer" },
      dnssec_state: { type: "string", enum: ["active", "pending", "inactive"] },
      serial: { type: "integer" },
    },
  },
  ZoneDetail: {
    type: "object",
    required: ["name", "serial", "nameservers", "records"],
    properties: {
      name: fqdn,
      serial: { type: "integer" },
      dnssec_state: { type: "string", enum: ["active", "pending", "inactive"] },
      nameservers: { type: "array", items: fqdn },
      records: { type: "array", items: ref("RecordResponse") },
    },
  },
  ZoneExport: {
    type: "object",
    required: ["name", "format", "zonefile"],
    properties: { name: fqdn, format: { const: "bind" }, zonefile: { type: "string" } },
  },
  TokenInfo: {
    type: "object",
    required: ["key_id", "account", "scopes"],
    properties: {
      key_id: { type: "string" },
      account: { type: "string" },
      scopes: { type: "array", items: { type: "string" } },
      acme_limits: {
        type: "object",
        properties: { calls_per_minute: { type: "integer" }, zones_per_day: { type: "integer" } },
      },
    },
  },
  AnyObject: { type: "object" },
  ClockAdvance: {
    type: "object",
    required: ["advanceSeconds"],
    additionalProperties: false,
    properties: { advanceSeconds: { type: "number", minimum: 0 } },
  },
  FaultsRequest: {
    type: "object",
    required: ["faults"],
    additionalProperties: false,
    properties: { faults: { type: "array", minItems: 1, items: ref("Fault") } },
  },
  Fault: {
    type: "object",
    additionalProperties: false,
    properties: {
      method: { type: "string" },
      path: { type: "string", description: "Regular expression tested against the path without query" },
      times: { type: "integer", minimum: 1, default: 1 },
      action: { type: "string", enum: ["drop-before", "drop-after", "delay"] },
      status: { type: "integer", minimum: 200, maximum: 599 },
      body: {},
      headers: { type: "object", additionalProperties: { type: "string" } },
      delayMs: { type: "integer", minimum: 0 },
    },
  },
  LogEntry: {
    type: "object",
    required: ["method", "path", "status", "time", "keyId"],
    properties: {
      method: { type: "string" },
      path: { type: "string" },
      status: { type: ["integer", "null"] },
      time: { type: "string", format: "date-time" },
      keyId: { type: ["string", "null"] },
    },
  },
};

function successSchema(payload: string | Record<string, unknown>) {
  return {
    type: "object",
    required: ["success", "code", "response"],
    additionalProperties: false,
    properties: {
      success: { const: true },
      code: { type: "integer" },
      response: typeof payload === "string" ? ref(payload) : payload,
    },
  };
}

function pathParameters(path: string) {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: name === "rrid" ? { type: "integer", minimum: 1 } : { type: "string" },
    ...(name === "domain" ? { description: "Zone or domain name; the trailing dot is optional" } : {}),
  }));
}

function operation(route: Route) {
  const { doc } = route;
  const responses: Record<string, unknown> = {
    200: {
      description: "Success",
      content: doc.raw
        ? { [doc.raw]: { schema: { type: "string" } } }
        : { "application/json": { schema: successSchema(doc.response) } },
    },
  };
  for (const status of doc.errors) {
    responses[status] = {
      description: STATUS_CODES[status] ?? "Error",
      ...(status === 429 ? { headers: { "Retry-After": { schema: { type: "integer" } } } } : {}),
      content: { "application/json": { schema: ref("Error") } },
    };
  }
  const parameters = [
    ...pathParameters(route.path),
    ...(doc.query ?? []).map((q) => ({ in: "query", required: false, ...q })),
  ];
  return {
    operationId: route.operationId,
    summary: doc.summary,
    tags: [doc.tag],
    ...(route.auth === "none" ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(doc.request
      ? { requestBody: { required: true, content: { "application/json": { schema: ref(doc.request) } } } }
      : {}),
    responses,
  };
}

export function openApiDocument(routes: Route[], serverUrl?: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    const item = paths[route.path] as Record<string, unknown>;
    item[route.method.toLowerCase()] = operation(route);
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
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    security: [{ apiKey: [] }],
    paths,
    components: {
      securitySchemes: { apiKey: { type: "apiKey", in: "header", name: "x-api-key" } },
      schemas,
    },
  };
}

export function openApiYaml(routes: Route[], serverUrl?: string): string {
  return stringify(openApiDocument(routes, serverUrl), { aliasDuplicateObjects: false });
}
