import type { Account } from "../../core/account";
import { ModelError } from "../../core/errors";
import { settle } from "./issuance";
import type { Order } from "./order";
import { getCertificate } from "./orders";
import { isAwaitingValidation } from "./validation";

/** Admin: the pending validation passes now (an approver answered the e-mail, or a CNAME elsewhere was found). */
export async function approveValidation(account: Account, id: string, now: Date): Promise<Order> {
  const order = await getCertificate(account, id, now);
  const round = order.round;
  if (!round || !isAwaitingValidation(order)) {
    throw new ModelError(409, `certificate ${id} has no validation pending (status ${order.status})`);
  }
  if (!round.validatedAt) {
    for (const entry of round.records) entry.validAt ??= now;
    round.validatedAt = now;
  }
  await settle(account, order, now);
  return order;
}
