import type { TlsCertificateResponse, TlsCertificateStatus } from "../client/api";
import { NotFoundError } from "../client/errors";
import type { RegistrarClient } from "../client/registrar-client";
import { createOnce } from "../common/create-once";
import type { StepLog } from "../common/step-log";
import { parseCsr } from "./csr";

/** Certificate orders as the API keeps them: their states, and the calls that end them. */

export const DAY = 86_400_000;

/** An order as the messages name it, and as a resource that took it over notes it (common/taken-over.ts). */
export const orderName = (id: string) => `TLS certificate order ${id}`;

/** Issued, with no reissue awaiting validation: the certificate is current. */
export const isIssued = (order: TlsCertificateResponse) =>
  order.status === "issued" && !order.reissue_pending;

/** Cancelled or revoked as a whole: nothing more comes of this order. */
export const isDone = (order: Pick<TlsCertificateResponse, "status">) =>
  order.status === "cancelled" || order.status === "order-revoked";

/** An order in this state takes a new CSR by a reissue; one not issued yet can only be ordered anew. */
export const isReissuable = (status: TlsCertificateStatus | undefined) =>
  status === "issued" || status === "certificate-revoked";

/** The state in a few words, for progress lines and messages. */
export function describeOrder(order: TlsCertificateResponse): string {
  const state = order.reissue_pending ? `${order.status}, reissue pending` : order.status;
  const records = order.dcv_records;
  if (records.length === 0) return state;
  const valid = records.filter((record) => record.status === "valid").length;
  return `${state}, DCV ${valid} of ${records.length} record${records.length === 1 ? "" : "s"} valid`;
}

/** Two CSRs are the same request: the same PEM once read, or the same text if unreadable. */
export function sameCsr(a: string, b: string): boolean {
  try {
    return parseCsr(a).pem === parseCsr(b).pem;
  } catch {
    return a.trim() === b.trim();
  }
}

/** Two CSRs are for the same key (false when either cannot be read). */
export function sameKey(a: string, b: string): boolean {
  try {
    return parseCsr(a).publicKeySha256 === parseCsr(b).publicKeySha256;
  } catch {
    return false;
  }
}

/**
 * Two CSRs were made by the same CertificateRequest for the same inputs, with a key each or the
 * same: they carry the same mark (request-mark.ts). A request made again after its state was lost
 * is one; CSRs without a mark never are.
 */
export function sameRequest(a: string, b: string): boolean {
  try {
    const mark = parseCsr(a).mark;
    return mark !== undefined && mark === parseCsr(b).mark;
  } catch {
    return false;
  }
}

/** The order, or undefined when the API has none with this id. */
export async function orderIfExists(
  client: RegistrarClient,
  id: string,
): Promise<TlsCertificateResponse | undefined> {
  try {
    return await client.getCertificateByID(id);
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

/**
 * Cancels a pending order; one already cancelled, gone or issued meanwhile is left as it is.
 * After an unknown outcome the order is read before the cancel is sent again.
 */
export async function cancelPending(client: RegistrarClient, log: StepLog, id: string): Promise<void> {
  const order = await orderIfExists(client, id);
  if (!order || (order.status !== "pending" && order.status !== "action_required")) return;
  try {
    await createOnce({
      what: `cancellation of TLS certificate order ${id}`,
      log,
      send: () => client.cancelCertificate(id, {}),
      find: async () => {
        const now = await orderIfExists(client, id);
        return !now || isDone(now) ? order : undefined;
      },
    });
    log.info(`TLS certificate order ${id} cancelled`);
  } catch (error) {
    const now = await orderIfExists(client, id);
    if (!now || isDone(now)) return;
    throw new Error(`cancelling order ${id} failed: ${(error as Error).message}`, { cause: error });
  }
}

/** Revoked or cancelled, or gone: nothing is left to revoke. */
const revoked = (order: TlsCertificateResponse | undefined) =>
  !order ||
  order.status === "certificate-revoked" ||
  order.status === "order-revoked" ||
  order.status === "cancelled";

/**
 * Revokes the whole order within 7 days of ordering (the API's limit), the certificate after.
 * After an unknown outcome the order is read before the revocation is sent again.
 */
export async function revoke(
  client: RegistrarClient,
  log: StepLog,
  order: TlsCertificateResponse,
): Promise<void> {
  const whole = Date.parse(order.as_of) - Date.parse(order.ordered_at) < 7 * DAY;
  try {
    await createOnce({
      what: `revocation of TLS certificate ${order.id}`,
      log,
      send: () =>
        whole ? client.cancelIssuedCertificateOrder(order.id, {}) : client.revokeCertificate(order.id, {}),
      find: async () => (revoked(await orderIfExists(client, order.id)) ? order : undefined),
    });
    log.info(
      whole
        ? `TLS certificate order ${order.id} revoked as a whole (ordered less than 7 days ago)`
        : `TLS certificate ${order.id} revoked`,
    );
  } catch (error) {
    if (revoked(await orderIfExists(client, order.id))) return; // revoked or cancelled already
    throw error;
  }
}
