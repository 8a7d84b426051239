// Generated from provider/resources/kinds.ts by `npm run generate`: a kind's row makes it.
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
const { delete: deleteResource } = provider;

export { deleteResource as delete };
