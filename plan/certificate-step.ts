import type { TlsCertificateInputs } from "../provider/resources/tls-certificate/inputs";
import type { TlsCertificateOutputs } from "../provider/resources/tls-certificate/outputs";
import { plannedWork } from "../provider/resources/tls-certificate/triggers";
import { inputChanges } from "./field-changes";
import type { Operation } from "./plan";
import type { StepDetail } from "./step-detail";

/**
 * A TlsCertificate's step and whether it costs money: a create or a replace places a new order;
 * an update does what the provider's triggers decide on the stored order (`plannedWork`, as diff
 * runs them): a renewal (a new order), a reissue on the same order, or carrying on without one.
 */
export function certificateStep(
  op: Operation,
  olds: TlsCertificateOutputs | undefined,
  news: TlsCertificateInputs | undefined,
): StepDetail {
  const certificate = op === "delete" ? olds : (news ?? olds);
  const subject = certificate ? `${namesOf(certificate)} (${certificate.sku})` : "";
  const previously = op === "replace" && olds ? `${namesOf(olds)} (${olds.sku})` : undefined;
  const detail: StepDetail = {
    subject,
    ...(previously && previously !== subject ? { previously } : {}),
    // The CSR is the order's key, not something to read: a change of it shows as a reissue.
    changes: op === "update" || op === "replace" ? inputChanges(olds, news, ["csr"]) : [],
    notes: [],
  };
  if (op === "create") return { ...detail, paid: "new order", notes: ["a new order"] };
  if (op === "delete")
    return { ...detail, notes: olds ? [`${olds.certificateId} ${whenDeleted(olds)}`] : [] };
  if (op === "replace") {
    return {
      ...detail,
      paid: "new order",
      notes: [
        `a new order; then ${olds?.certificateId ?? "the old order"} ${olds ? whenDeleted(olds) : "is deleted"}`,
      ],
    };
  }
  if (!olds || !news) return detail;
  // Diff found work: when no trigger holds by this machine's clock, what remains is the renewal
  // date by the API's clock, which the preview's refresh read and this process cannot.
  const work = plannedWork(olds, news) ?? { action: "renew", reason: "the certificate is due for renewal" };
  const id = olds.certificateId;
  if (work.action === "renew" && olds.pendingRenewalId) {
    return { ...detail, notes: [`the renewal ${olds.pendingRenewalId} of ${id} under way is waited for`] };
  }
  if (work.action === "renew") {
    const due = olds.renewalDueAt ? ` (due ${olds.renewalDueAt.slice(0, 10)})` : "";
    return { ...detail, paid: "renewal", notes: [`a renewal of ${id}${due}: a new order`] };
  }
  if (work.action === "order")
    return { ...detail, paid: "new order", notes: [`a new order: ${work.reason}`] };
  if (work.action === "reissue") {
    return { ...detail, paid: "reissue", notes: [`a reissue of ${id} (${work.reason})`] };
  }
  return { ...detail, notes: [`no new order: ${work.reason}`] };
}

const namesOf = (certificate: Pick<TlsCertificateInputs, "commonName" | "dnsNames">) =>
  [certificate.commonName, ...(certificate.dnsNames ?? [])].join(", ");

/** What delete does with the order, as tls-certificate.ts decides it from the stored outputs. */
function whenDeleted(olds: TlsCertificateOutputs): string {
  if (olds.status === "pending" || olds.status === "action_required") return "is cancelled (not issued yet)";
  if (olds.status === "issued" && olds.onDelete === "revoke") return "is revoked (onDelete revoke)";
  if (olds.status === "issued") {
    return `is retained (onDelete retain)${olds.notAfter ? `, valid until ${olds.notAfter.slice(0, 10)}` : ""}`;
  }
  return `is forgotten (${olds.status})`;
}
