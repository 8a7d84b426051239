// First: the compile cache must be on before the dependencies load.
import "../provider/compile-cache";
import { type DnsZoneInputs, type DnsZoneOutputs, recipe } from "../provider/resources/dns-zone/recipe";
import { resourceProvider } from "./resource-provider";

export type { DnsZoneInputs, DnsZoneOutputs };

/** DnsZone as the dynamic-provider host loads it: the module its resources' `__provider` requires. */
const provider = resourceProvider<DnsZoneInputs, DnsZoneOutputs>(recipe);

export const { configure, check, diff, create, read, update } = provider;
export const { delete: deleteZone } = provider;
export { deleteZone as delete };
