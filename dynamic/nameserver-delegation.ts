// First: the compile cache must be on before the dependencies load.
import "../provider/compile-cache";
import {
  type NameserverDelegationInputs,
  type NameserverDelegationOutputs,
  recipe,
} from "../provider/resources/nameserver-delegation/recipe";
import { resourceProvider } from "./resource-provider";

export type { NameserverDelegationInputs, NameserverDelegationOutputs };

/** NameserverDelegation as the dynamic-provider host loads it: the module its resources' `__provider` requires. */
const provider = resourceProvider<NameserverDelegationInputs, NameserverDelegationOutputs>(recipe);

export const { configure, check, diff, create, read, update } = provider;
export const { delete: deleteDelegation } = provider;
export { deleteDelegation as delete };
