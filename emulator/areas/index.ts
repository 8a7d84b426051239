import type { Area } from "../core/area";
import type { Route } from "../core/router";
import { servedRoutes } from "../core/served-routes";
import { assistantArea } from "./assistant/area";
import { dashboardArea } from "./dashboard/area";
import { dnsArea } from "./dns/area";
import { hostsZone } from "./dns/state";
import { dnssecArea } from "./dnssec/area";
import { domainsArea } from "./domains/area";
import { hostingArea } from "./hosting/area";
import { metaArea } from "./meta/area";
import { registryArea } from "./registry/area";
import { tlsArea } from "./tls/area";

/**
 * Every area of the emulator, the one list that names them; the composition root (index.ts)
 * hands it to the core. Routes are matched in this order: DNS before DNSSEC, as a path such as
 * /dns/rr/dnssec names a record. DNSSEC lies below DNS (DNS shows its status and keys), so it
 * learns from here which zones the DNS area hosts.
 */
export const areas: readonly Area[] = [
  dnsArea,
  dnssecArea(hostsZone),
  domainsArea,
  hostingArea,
  assistantArea,
  tlsArea,
  registryArea,
  metaArea,
  dashboardArea,
];

/** Every route the emulator serves, in the order the server matches them. */
export const allRoutes = (): Route[] => servedRoutes(areas);
