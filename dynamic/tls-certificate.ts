// First: the compile cache must be on before the dependencies load.
import "../provider/compile-cache";
import {
  recipe,
  type TlsCertificateInputs,
  type TlsCertificateOutputs,
} from "../provider/resources/tls-certificate/recipe";
import { resourceProvider } from "./resource-provider";

export type { TlsCertificateInputs, TlsCertificateOutputs };

/** TlsCertificate as the dynamic-provider host loads it: the module its resources' `__provider` requires. */
const provider = resourceProvider<TlsCertificateInputs, TlsCertificateOutputs>(recipe);

export const { configure, check, diff, create, read, update } = provider;
export const { delete: deleteCertificate } = provider;
export { deleteCertificate as delete };
