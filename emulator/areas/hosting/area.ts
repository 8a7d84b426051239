import type { Area } from "../../core/area";
import { hostingRoutes } from "./routes";
import { hostingStateDump } from "./views";

/** Hosting packages, read only: their aliases and databases. */
export const hostingArea: Area = {
  name: "hosting",
  routes: hostingRoutes,
  stateDump: ({ account }) => hostingStateDump(account),
};
