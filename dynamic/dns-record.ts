// First: the compile cache must be on before the dependencies load.
import "../provider/compile-cache";
import { type DnsRecordInputs, type DnsRecordOutputs, recipe } from "../provider/resources/dns-record/recipe";
import { resourceProvider } from "./resource-provider";

export type { DnsRecordInputs, DnsRecordOutputs };

/** DnsRecord as the dynamic-provider host loads it: the module its resources' `__provider` requires. */
const provider = resourceProvider<DnsRecordInputs, DnsRecordOutputs>(recipe);

export const { configure, check, diff, create, read, update } = provider;
export const { delete: deleteRecord } = provider;
export { deleteRecord as delete };
