import type { Account } from "../../core/account";
import { badRequest, ModelError } from "../../core/errors";
import { settle } from "./issuance";
import { certificateName } from "./names";
import type { Order } from "./order";
import { checkCsrCovers } from "./order-checks";
import { getCertificate } from "./orders";
import { asObject, dcvMethodOf, namesOf, optionalString, rejectUnknown, unique } from "./request";
import { startRound } from "./validation";
import { parseCsr } from "./x509";

/** POST /tls/certificate/{id}/reissue: a new CSR on the same order (issued or certificate-revoked). */
export async function reissueCertificate(
  account: Account,
  id: string,
  body: unknown,
  now: Date,
): Promise<Order> {
  const order = await getCertificate(account, id, now);
  const fields = asObject(body);
  rejectUnknown(fields, ["csr", "common_name", "dns_names", "dcv_method", "comments", "validity_days"]);
  if (fields.csr === undefined) throw badRequest("csr is required");
  const method = dcvMethodOf(fields.dcv_method);
  if (
    fields.common_name !== undefined &&
    certificateName(fields.common_name, "common_name") !== order.commonName
  ) {
    throw badRequest(
      `common_name must stay ${order.commonName} on a reissue; order a new certificate to change it`,
    );
  }
  if (fields.dns_names !== undefined) {
    const given = unique(namesOf(fields.dns_names, "dns_names")).filter((n) => n !== order.commonName);
    const same = given.length === order.dnsNames.length && given.every((n) => order.dnsNames.includes(n));
    if (!same) {
      throw badRequest(
        `dns_names must match the order's SAN list exactly (${order.dnsNames.join(", ") || "none"}), got ${given.join(", ") || "none"}`,
      );
    }
  }
  if (
    fields.validity_days !== undefined &&
    (!Number.isInteger(fields.validity_days) || (fields.validity_days as number) < 1)
  ) {
    throw badRequest("validity_days must be a positive whole number of days");
  }
  const comments = optionalString(fields, "comments");
  const csr = await parseCsr(fields.csr);
  checkCsrCovers(csr, order.names);
  if (order.status !== "issued" && order.status !== "certificate-revoked") {
    const why =
      order.status === "order-revoked"
        ? "; the whole order was revoked, so it can no longer be reissued"
        : "";
    throw new ModelError(
      409,
      `certificate ${id} is ${order.status}: only issued or revoked certificates can be reissued${why}`,
    );
  }
  const current = order.versions.at(-1);
  if (current && current.notAfter.getTime() <= now.getTime()) {
    throw new ModelError(
      409,
      `certificate ${id} expired on ${current.notAfter.toISOString()}: renew it instead`,
    );
  }
  startRound(order, "reissue", csr, method, now);
  if (order.round && comments !== undefined) order.round.comments = comments;
  await settle(account, order, now);
  return order;
}
