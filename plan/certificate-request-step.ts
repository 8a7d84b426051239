import type { CertificateRequestInputs } from "../provider/resources/certificate-request/inputs";
import type { CertificateRequestOutputs } from "../provider/resources/certificate-request/outputs";
import { inputChanges } from "./field-changes";
import type { Operation } from "./plan";
import type { StepDetail } from "./step-detail";

/** A CertificateRequest's step: a key and CSR made locally, never an API call. */
export function certificateRequestStep(
  op: Operation,
  olds: CertificateRequestOutputs | undefined,
  news: CertificateRequestInputs | undefined,
): StepDetail {
  const request = news ?? olds;
  const names = request ? [request.commonName, ...(request.dnsNames ?? [])].join(", ") : "";
  const notes: string[] = [];
  if (op === "create" || op === "replace") notes.push("a new private key and CSR, made locally");
  if (op === "delete") notes.push("the key is forgotten (it exists only in the state)");
  return {
    subject: `key and CSR for ${names}${request?.keyAlgorithm ? ` (${request.keyAlgorithm})` : ""}`,
    changes: op === "replace" ? inputChanges(olds, news) : [],
    notes,
  };
}
