import { adminRoutes } from "../core/admin";
import type { Route } from "../core/router";
import { assistantRoutes } from "./assistant/routes";
import { dnsRoutes } from "./dns/routes";
import { dnssecRoutes } from "./dnssec/routes";
import { domainsAdminRoutes } from "./domains/admin";
import { domainRoutes } from "./domains/routes";
import { hostingRoutes } from "./hosting/routes";
import { metaRoutes } from "./meta/routes";
import { tlsAdminRoutes } from "./tls/admin";
import { tlsRoutes } from "./tls/routes";

/** Every route the emulator serves: each API area's, then the admin endpoints. */
export function allRoutes(): Route[] {
  const routes: Route[] = [];
  routes.push(
    ...dnsRoutes,
    ...dnssecRoutes,
    ...domainRoutes,
    ...hostingRoutes,
    ...assistantRoutes,
    ...tlsRoutes,
    ...metaRoutes(() => routes),
    ...adminRoutes,
    ...tlsAdminRoutes,
    ...domainsAdminRoutes,
  );
  return routes;
}
