import type { KeyAndCsr } from "../../tls/key-pair";
import type { CertificateRequestInputs } from "./inputs";

/** Outputs: the inputs, the CSR and the key pair (the SDK marks privateKeyPem secret). */
export interface CertificateRequestOutputs extends CertificateRequestInputs, KeyAndCsr {}

/** The outputs of inputs and the key and CSR made for them. */
export function outputs(news: CertificateRequestInputs, made: KeyAndCsr): CertificateRequestOutputs {
  return { ...news, ...made };
}
