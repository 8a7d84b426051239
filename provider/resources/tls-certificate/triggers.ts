import type { TlsCertificateResponse } from "../../client/api";
import { clock } from "../../common/clock";
import { DAY, isDone, sameCsr } from "../../tls/orders";
import type { TlsCertificateInputs } from "./inputs";
import { settings, type TlsCertificateOutputs } from "./outputs";

// Whether a certificate needs work, and which: what the recipe (tls-certificate.ts) decides in
// diff and update, and registrar-plan reads from a preview. Kept apart from the recipe so a
// reader loads no recipe module (and none of its first imports, provider/compile-cache.ts).

/** The order as the checks see it: the stored outputs in diff, the order read from the API in update. */
type OrderView = Pick<TlsCertificateResponse, "status" | "reissue_pending" | "csr">;

export function storedOrder(olds: TlsCertificateOutputs): OrderView {
  return { status: olds.status, reissue_pending: olds.reissuePending === true, csr: olds.csr };
}

/** What brings the certificate to what the program asks: renew, order anew, reissue, or carry on. */
export type Action = "renew" | "order" | "reissue" | "continue";

interface Trigger {
  action: Action;
  /** Why there is work, in a few words. */
  reason: string;
  holds(olds: TlsCertificateOutputs, news: TlsCertificateInputs, order: OrderView): boolean;
}

/**
 * Why `up` has work on a certificate, first match wins; the one list both diff (on the stored
 * order, no API call) and update (on the order read from the API) consult. Replacements come
 * before it (the recipe's `replaces`).
 */
const triggers: readonly Trigger[] = [
  {
    action: "renew",
    reason: "a renewal is under way",
    holds: (olds) => Boolean(olds.pendingRenewalId),
  },
  {
    action: "renew",
    reason: "the certificate is due for renewal",
    // The stored notAfter against the API's time as this process last heard it (a refresh's reads
    // tell it): diff makes no API call.
    holds: (olds, news) =>
      olds.status === "issued" &&
      Boolean(olds.notAfter) &&
      clock.apiNow() >= Date.parse(olds.notAfter as string) - news.renewBeforeDays * DAY,
  },
  { action: "order", reason: "the order was cancelled or revoked", holds: (_o, _n, order) => isDone(order) },
  {
    action: "reissue",
    reason: "the certificate was revoked",
    holds: (_o, _n, order) => order.status === "certificate-revoked" && !order.reissue_pending,
  },
  {
    action: "reissue",
    reason: "the CSR changed",
    holds: (_o, news, order) => order.csr !== news.csr && !sameCsr(order.csr, news.csr),
  },
  {
    action: "continue",
    reason: "the order is not issued yet",
    holds: (_o, _n, order) => order.status !== "issued",
  },
  {
    action: "continue",
    reason: "a reissue awaits validation",
    holds: (_o, _n, order) => order.reissue_pending,
  },
  {
    action: "continue",
    reason: "DCV records are still to be removed",
    holds: (olds) => olds.dcvRecordsPublished === true,
  },
  {
    action: "continue",
    reason: "a setting changed",
    holds: (olds, news) => settings.some((key) => JSON.stringify(olds[key]) !== JSON.stringify(news[key])),
  },
];

/** The inputs the program changed that `up` acts on: a new CSR, a setting (the rest replace). */
export function changedInputs(olds: TlsCertificateOutputs, news: TlsCertificateInputs): string[] {
  return [
    ...(olds.csr !== news.csr && !sameCsr(olds.csr, news.csr) ? ["csr"] : []),
    ...settings.filter((key) => JSON.stringify(olds[key]) !== JSON.stringify(news[key])),
  ];
}

/**
 * What `up` will do to a certificate whose step is an update, decided as diff decides it: on the
 * stored order, without an API call. For a reader of a preview (`registrar-plan`): in its process
 * the API's time is this machine's, so a renewal due only by the API's clock shows as no trigger.
 */
export function plannedWork(
  olds: TlsCertificateOutputs,
  news: TlsCertificateInputs,
): { action: Action; reason: string } | undefined {
  return workNeeded(olds, news, storedOrder(olds));
}

/** The first trigger that holds, or undefined when the certificate is as the program asks. */
export function workNeeded(
  olds: TlsCertificateOutputs,
  news: TlsCertificateInputs,
  order: OrderView,
): Pick<Trigger, "action" | "reason"> | undefined {
  return triggers.find((trigger) => trigger.holds(olds, news, order));
}
