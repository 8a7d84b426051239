// Generated from provider/resources/kinds.ts by `npm run generate`: a kind's row makes it.
// First: the compile cache must be on before the dependencies load.
import "../provider/compile-cache";
import {
  recipe,
  type TlsOrganizationInputs,
  type TlsOrganizationOutputs,
} from "../provider/resources/tls-organization/recipe";
import { resourceProvider } from "./resource-provider";

export type { TlsOrganizationInputs, TlsOrganizationOutputs };

/** TlsOrganization as the dynamic-provider host loads it: the module its resources' `__provider` requires. */
const provider = resourceProvider<TlsOrganizationInputs, TlsOrganizationOutputs>(recipe);

export const { configure, check, diff, create, read, update } = provider;
const { delete: deleteResource } = provider;

export { deleteResource as delete };
