import type { Area } from "../../core/area";
import { registryAdminRoutes } from "./admin";
import { registryOutages } from "./state";

/**
 * The registries the account's domains are registered at, as far as the emulator plays them:
 * outages injected for tests, which the domains and DNSSEC areas both meet. No API of its own.
 */
export const registryArea: Area = {
  name: "registry",
  adminRoutes: registryAdminRoutes,
  stateDump: ({ account }) => ({ registryOutages: registryOutages(account).list() }),
};
