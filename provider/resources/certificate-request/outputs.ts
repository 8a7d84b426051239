import type { z } from "zod";
import type { KeyAndCsr } from "../../tls/key-pair";
import type { CertificateRequestInputs } from "./inputs";
import type { outputProperties } from "./properties";

/** Outputs: the inputs, the CSR and the key pair (the SDK marks privateKeyPem secret). */
export type CertificateRequestOutputs = z.output<typeof outputProperties> & { ownerTag?: string };

/** The outputs of inputs and the key and CSR made for them. */
export function outputs(news: CertificateRequestInputs, made: KeyAndCsr): CertificateRequestOutputs {
  return { ...news, ...made };
}
