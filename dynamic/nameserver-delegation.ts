// Generated from provider/resources/kinds.ts by `npm run generate`: a kind's row makes it.
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
const { delete: deleteResource } = provider;

export { deleteResource as delete };
