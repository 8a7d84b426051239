import type { Account } from "../../core/account";
import { notFound } from "../../core/errors";
import { settle, settleAll } from "./issuance";
import type { Order } from "./order";
import { ordersOf } from "./state";

/** The account's orders as requests read them: each settled against the clock first. */

/** Every order of the account as of its last settling, oldest first (the state dump's view). */
export function storedOrders(account: Account): Order[] {
  return [...ordersOf(account).byId.values()];
}

/** GET /tls/certificate/{id}, settled. */
export async function getCertificate(account: Account, id: string, now: Date): Promise<Order> {
  const order = ordersOf(account).byId.get(id);
  if (!order) throw notFound(`No TLS certificate ${id}`);
  await settle(account, order, now);
  return order;
}

export async function listCertificates(account: Account, now: Date): Promise<Order[]> {
  await settleAll(account, now);
  return [...ordersOf(account).byId.values()];
}
