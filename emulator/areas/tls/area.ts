import type { Area } from "../../core/area";
import { tlsAdminRoutes } from "./admin";
import { loadTlsFixtures } from "./fixtures";
import { tlsRoutes } from "./routes";
import { tlsStateDump } from "./views";

/** TLS products, organizations and certificate orders, and the approval of their validation. */
export const tlsArea: Area = {
  name: "tls",
  routes: tlsRoutes,
  adminRoutes: tlsAdminRoutes,
  loadFixtures: loadTlsFixtures,
  stateDump: ({ account }) => tlsStateDump(account),
};
