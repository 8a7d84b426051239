import type { Route } from "../router";
import { tokenView } from "../views";

/** GET /meta/token: what the calling key is; any key may ask (an acme-only key may not, see auth.ts). */
export const metaRoutes: Route[] = [
  {
    method: "GET",
    path: "/meta/token",
    operationId: "GetToken",
    auth: { scopes: [] },
    doc: { summary: "The calling credential", tag: "Meta", response: "TokenInfo", errors: [401, 403, 500] },
    handle: ({ runtime, key }) => tokenView(runtime.account, key),
  },
];
