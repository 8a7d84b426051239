import { hostingOperations } from "../../../provider/contract/hosting";
import { implement } from "../../core/router";
import { getPackage, listPackages } from "./model";
import { aliasListView, databaseListView, packageView } from "./views";

const read = { scopes: ["hosting:read" as const] };

/** Hosting packages, their aliases and databases: parse, call the model, serialise. */
export const hostingRoutes = implement(hostingOperations, {
  ListHostingPackages: {
    auth: read,
    handle: ({ runtime }) => listPackages(runtime.account).map(packageView),
  },
  GetHostingPackage: {
    auth: read,
    handle: ({ runtime, params }) => packageView(getPackage(runtime.account, params.id ?? "")),
  },
  ListHostingAliases: {
    auth: read,
    handle: ({ runtime, params }) => aliasListView(getPackage(runtime.account, params.id ?? "")),
  },
  ListHostingDatabases: {
    auth: read,
    handle: ({ runtime, params }) => databaseListView(getPackage(runtime.account, params.id ?? "")),
  },
});
