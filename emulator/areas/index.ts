import { adminRoutes } from "../core/admin";
import type { Route } from "../core/router";
import { dnsRoutes } from "./dns/routes";
import { metaRoutes } from "./meta/routes";
import { tlsAdminRoutes } from "./tls/admin";
import { tlsRoutes } from "./tls/routes";

/** Every route the emulator serves: each API area's, then the admin endpoints. */
export function allRoutes(): Route[] {
  const routes: Route[] = [];
  routes.push(...dnsRoutes, ...tlsRoutes, ...metaRoutes(() => routes), ...adminRoutes, ...tlsAdminRoutes);
  return routes;
}
