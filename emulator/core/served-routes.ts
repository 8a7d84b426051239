import { adminRoutes } from "./admin";
import type { Area } from "./area";
import type { Route } from "./router";

/**
 * Every route the emulator serves, in the order the router tries them: each area's API routes
 * in the order of the list, then the core's control endpoints, then each area's.
 */
export function servedRoutes(areas: readonly Area[]): Route[] {
  return [
    ...areas.flatMap((area) => area.routes ?? []),
    ...adminRoutes(areas),
    ...areas.flatMap((area) => area.adminRoutes ?? []),
  ];
}
