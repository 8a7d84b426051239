import type { Account } from "../../core/account";
import { badRequest, ModelError, notFound } from "../../core/errors";
import { dcvEmailsOf } from "./approvers";
import { settle } from "./issuance";
import { certificateName } from "./names";
import type { Order } from "./order";
import { checkCsrCovers, checkProductLimits } from "./order-checks";
import { getCertificate } from "./orders";
import { type Organization, usableOrganization } from "./organizations";
import { findProduct, skus } from "./products";
import { asObject, dcvMethodOf, namesOf, optionalString, rejectUnknown, unique } from "./request";
import { ordersOf } from "./state";
import { startRound } from "./validation";
import { parseCsr } from "./x509";

/** POST /tls/certificate: a new order or a renewal. */
export async function createCertificate(account: Account, body: unknown, now: Date): Promise<Order> {
  const fields = asObject(body);
  rejectUnknown(fields, [
    "sku",
    "common_name",
    "dns_names",
    "csr",
    "dcv_method",
    "dcv_emails",
    "org_id",
    "renewal_of_certificate_id",
    "validity_days",
  ]);
  if (fields.sku === undefined) throw badRequest("sku is required");
  const product = typeof fields.sku === "string" ? findProduct(account, fields.sku) : undefined;
  if (!product) {
    throw badRequest(`sku must be one of ${skus.join(", ")}, got ${JSON.stringify(fields.sku)}`);
  }
  if (fields.common_name === undefined) throw badRequest("common_name is required");
  const commonName = certificateName(fields.common_name, "common_name");
  const dnsNames = unique(namesOf(fields.dns_names, "dns_names")).filter((n) => n !== commonName);
  if (fields.csr === undefined) throw badRequest("csr is required");
  const method = dcvMethodOf(fields.dcv_method);
  const validityDays = fields.validity_days ?? product.default_validity_days;
  if (typeof validityDays !== "number" || !product.validity_days.includes(validityDays)) {
    throw badRequest(
      `validity_days must be one of ${product.validity_days.join(", ")} for product ${product.sku}, got ${JSON.stringify(fields.validity_days)}`,
    );
  }
  const orgId = optionalString(fields, "org_id");
  const renewalOf = optionalString(fields, "renewal_of_certificate_id");
  const csr = await parseCsr(fields.csr);
  const names = [commonName, ...dnsNames];
  const dcvEmails = dcvEmailsOf(account, fields.dcv_emails, names, method);
  checkProductLimits(product, names);
  checkCsrCovers(csr, names);

  let source: Order | undefined;
  if (renewalOf !== undefined) {
    source = ordersOf(account).byId.get(renewalOf);
    if (!source) throw notFound(`renewal source ${renewalOf} not found`);
    await settle(account, source, now);
    if (source.status !== "issued") {
      throw new ModelError(
        409,
        `certificate ${renewalOf} is ${source.status}: only issued certificates can be renewed`,
      );
    }
    const renewer = source.renewedBy ? ordersOf(account).byId.get(source.renewedBy) : undefined;
    if (renewer && renewer.status !== "cancelled") {
      throw new ModelError(409, `certificate ${renewalOf} is already renewed by ${renewer.id}`);
    }
  }
  let org: Organization | undefined;
  if (product.validation !== "dv" && orgId !== undefined) {
    const usable = usableOrganization(account, orgId);
    if (typeof usable === "string") throw new ModelError(409, `no usable organization: ${usable}`);
    org = usable;
  }
  const state = ordersOf(account);
  const order: Order = {
    id: `crt-${state.nextNumber++}`,
    product,
    status: product.validation !== "dv" && !org ? "action_required" : "pending",
    commonName,
    dnsNames,
    names,
    csr,
    dcvMethod: method,
    dcvEmails,
    orgId: org?.id ?? null,
    renewalOf: renewalOf ?? null,
    renewedBy: null,
    validityDays,
    orderedAt: now,
    versions: [],
    notes: [],
  };
  if (order.status === "pending") startRound(order, "order", csr, method, now);
  state.byId.set(order.id, order);
  if (source) source.renewedBy = order.id;
  await settle(account, order, now);
  return order;
}

/** POST /tls/certificate/{id}/complete */
export async function completeCertificate(
  account: Account,
  id: string,
  body: unknown,
  now: Date,
): Promise<Order> {
  const order = await getCertificate(account, id, now);
  const fields = asObject(body);
  rejectUnknown(fields, ["org_id"]);
  const orgId = fields.org_id;
  if (typeof orgId !== "string" || orgId === "")
    throw badRequest("org_id is required: the organization to bind");
  if (order.status !== "action_required") {
    throw new ModelError(
      409,
      `certificate ${id} is ${order.status}: only action-required orders can be completed`,
    );
  }
  if (order.renewalOf && !ordersOf(account).byId.has(order.renewalOf)) {
    throw notFound(`renewal source ${order.renewalOf} not found`);
  }
  const usable = usableOrganization(account, orgId);
  if (typeof usable === "string") throw new ModelError(409, `no usable organization: ${usable}`);
  order.orgId = usable.id;
  order.status = "pending";
  startRound(order, "order", order.csr, order.dcvMethod, now);
  await settle(account, order, now);
  return order;
}
