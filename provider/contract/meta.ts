import { z } from "zod";
import { operation } from "./operation";
import { named } from "./shapes";

/** The credential and the API description. */

export const tokenInfo = named(
  "TokenInfo",
  z.object({
    key_id: z.string(),
    account: z.string(),
    scopes: z.array(z.string()),
    acme_limits: z.object({ calls_per_minute: z.int(), zones_per_day: z.int() }).optional(),
  }),
);

const area = "Meta";

export const metaOperations = {
  GetToken: operation({
    operationId: "GetToken",
    method: "GET",
    path: "/meta/token",
    area,
    summary: "The calling credential and its scopes",
    response: tokenInfo,
    errors: [401, 403, 500],
  }),
  GetOpenAPI: operation({
    operationId: "GetOpenAPI",
    method: "GET",
    path: "/openapi.yaml",
    area,
    summary: "This document",
    response: { raw: "application/yaml" },
    errors: [500],
  }),
} as const;
