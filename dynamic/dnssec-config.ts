// First: the compile cache must be on before the dependencies load.
import "../provider/compile-cache";
import {
  type DnssecConfigInputs,
  type DnssecConfigOutputs,
  recipe,
} from "../provider/resources/dnssec-config/recipe";
import { resourceProvider } from "./resource-provider";

export type { DnssecConfigInputs, DnssecConfigOutputs };

/** DnssecConfig as the dynamic-provider host loads it: the module its resources' `__provider` requires. */
const provider = resourceProvider<DnssecConfigInputs, DnssecConfigOutputs>(recipe);

export const { configure, check, diff, create, read, update } = provider;
export const { delete: deleteDnssecConfig } = provider;
export { deleteDnssecConfig as delete };
