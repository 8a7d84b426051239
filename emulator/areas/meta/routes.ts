import { metaOperations } from "../../../provider/contract/meta";
import { openApiYaml } from "../../core/openapi";
import { implement, RawReply } from "../../core/router";
import { tokenView } from "./views";

/**
 * GET /meta/token: what the calling key is (any key may ask; an acme-only key may not, see
 * auth.ts). GET /openapi.yaml (no key): built from the live route table, hence complete, and naming as its
 * server the address the request came to.
 */
export const metaRoutes = implement(metaOperations, {
  GetToken: { auth: { scopes: [] }, handle: ({ runtime, key }) => tokenView(runtime.account, key) },
  GetOpenAPI: {
    auth: "none",
    handle: ({ routes, origin }) => new RawReply("application/yaml", openApiYaml(routes, origin)),
  },
});
