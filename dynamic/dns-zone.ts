// Generated from provider/resources/kinds.ts by `npm run generate`: a kind's row makes it.
// First: the compile cache must be on before the dependencies load.
import "../provider/compile-cache";
import { type DnsZoneInputs, type DnsZoneOutputs, recipe } from "../provider/resources/dns-zone/recipe";
import { resourceProvider } from "./resource-provider";

export type { DnsZoneInputs, DnsZoneOutputs };

/** DnsZone as the dynamic-provider host loads it: the module its resources' `__provider` requires. */
const provider = resourceProvider<DnsZoneInputs, DnsZoneOutputs>(recipe);

export const { configure, check, diff, create, read, update } = provider;
const { delete: deleteResource } = provider;

export { deleteResource as delete };
