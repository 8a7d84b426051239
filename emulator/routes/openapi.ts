import { openApiYaml } from "../openapi";
import { RawReply, type Route } from "../router";

/** GET /openapi.yaml (no key): built from the live route table, hence always complete. */
export function openApiRoute(allRoutes: () => Route[]): Route {
  return {
    method: "GET",
    path: "/openapi.yaml",
    operationId: "GetOpenAPI",
    auth: "none",
    doc: {
      summary: "This document",
      tag: "Meta",
      response: "AnyObject",
      errors: [500],
      raw: "application/yaml",
    },
    handle: () => new RawReply("application/yaml", openApiYaml(allRoutes())),
  };
}
