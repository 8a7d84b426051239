import type { Area } from "../../core/area";
import { loadDnsFixtures } from "./fixtures";
import { dnsRoutes } from "./routes";
import { dnsStateDump } from "./views";

/** DNS zones and records: the zones of the fixtures, and the records' routes. */
export const dnsArea: Area = {
  name: "dns",
  routes: dnsRoutes,
  loadFixtures: loadDnsFixtures,
  stateDump: ({ account }) => dnsStateDump(account),
};
