import type { Account } from "../../core/account";
import { ModelError } from "../../core/errors";
import type { Order } from "./order";
import { getCertificate } from "./orders";
import { asObject, optionalString, rejectUnknown, revocationReasonOf } from "./request";

/** POST /tls/certificate/{id}/revoke: the current version; the order can still be reissued. */
export async function revokeCertificate(
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
  if (order.status === "certificate-revoked" || order.status === "order-revoked") {
    throw new ModelError(409, `certificate ${id} is already revoked (${order.status})`);
  }
  if (order.status !== "issued") {
    throw new ModelError(
      409,
      `certificate ${id} is ${order.status}: only issued certificates can be revoked`,
    );
  }
  const current = order.versions.at(-1);
  if (current) current.revoked = true;
  order.status = "certificate-revoked";
  order.notes.push(`certificate revoked (${reason})${comment ? `: ${comment}` : ""}`);
  return order;
}
