import type { Area } from "../../core/area";
import type { HostsZone } from "./model";
import { dnssecRoutes } from "./routes";
import { dnssecStateDump } from "./views";

/** Registry DNSSEC of the account's domains, and the signing of the zones hosted here. */
export const dnssecArea = (hostsZone: HostsZone): Area => ({
  name: "dnssec",
  routes: dnssecRoutes(hostsZone),
  stateDump: ({ account }) => dnssecStateDump(account),
});
