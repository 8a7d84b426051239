import type { Account } from "../../core/account";
import { ModelError } from "../../core/errors";
import type { Order } from "./order";
import { getCertificate } from "./orders";
import { asObject, optionalString, rejectUnknown, revocationReasonOf } from "./request";
import { ordersOf } from "./state";

/** Ending an order before it is issued (cancel), or as a whole soon after (order-cancel). */

/** Days after ordering within which order-cancel revokes a whole issued order. */
export const ORDER_CANCEL_DAYS = 7;

const DAY = 86_400_000;
const DEFAULT_CANCEL_NOTE = "Cancelled by the customer through the API";

function cancel(account: Account, order: Order, note: string): void {
  order.status = "cancelled";
  order.round = undefined;
  order.notes.push(note);
  const source = order.renewalOf ? ordersOf(account).byId.get(order.renewalOf) : undefined;
  if (source?.renewedBy === order.id) source.renewedBy = null;
}

const isPending = (order: Order) => order.status === "pending" || order.status === "action_required";

/** POST /tls/certificate/{id}/cancel: pending (or action-required) orders only. */
export async function cancelCertificate(
  account: Account,
  id: string,
  body: unknown,
  now: Date,
): Promise<Order> {
  const order = await getCertificate(account, id, now);
  const fields = asObject(body);
  rejectUnknown(fields, ["note"]);
  const note = optionalString(fields, "note");
  if (!isPending(order)) {
    throw new ModelError(409, `certificate ${id} is ${order.status}: only pending orders can be cancelled`);
  }
  cancel(account, order, note || DEFAULT_CANCEL_NOTE);
  return order;
}

/**
 * POST /tls/certificate/{id}/order-cancel: a pending order is cancelled; an issued order is
 * revoked as a whole (every version, no reissue) within 7 days of ordering.
 */
export async function cancelIssuedOrder(
  account: Account,
  id: string,
  body: unknown,
  now: Date,
): Promise<Order> {
  const order = await getCertificate(account, id, now);
  const fields = asObject(body);
  rejectUnknown(fields, ["comment", "revocation_reason"]);
  const comment = optionalString(fields, "comment");
  const reason = revocationReasonOf(fields.revocation_reason);
  if (isPending(order)) {
    cancel(account, order, comment || DEFAULT_CANCEL_NOTE);
    return order;
  }
  if (order.status !== "issued" && order.status !== "certificate-revoked") {
    throw new ModelError(409, `certificate ${id} is ${order.status}: nothing left to cancel or revoke`);
  }
  const deadline = new Date(order.orderedAt.getTime() + ORDER_CANCEL_DAYS * DAY);
  if (now.getTime() >= deadline.getTime()) {
    throw new ModelError(
      409,
      `certificate ${id} was ordered on ${order.orderedAt.toISOString()}: a whole order can be revoked only within ` +
        `${ORDER_CANCEL_DAYS} days of ordering (until ${deadline.toISOString()}); revoke the certificate instead`,
    );
  }
  for (const version of order.versions) version.revoked = true;
  order.status = "order-revoked";
  order.round = undefined;
  order.notes.push(`order revoked (${reason})${comment ? `: ${comment}` : ""}`);
  return order;
}
