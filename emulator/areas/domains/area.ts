import type { Area } from "../../core/area";
import { domainRoutes } from "./routes";
import { domainsStateDump } from "./views";

/** The domain portfolio: listing, availability, transfer codes and delegation. */
export const domainsArea: Area = {
  name: "domains",
  routes: domainRoutes,
  stateDump: ({ account }) => domainsStateDump(account),
};
