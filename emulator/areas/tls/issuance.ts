import type { Account } from "../../core/account";
import { caaClearedAt } from "./caa-check";
import type { Order, Round } from "./order";
import { findOrganization } from "./organizations";
import { ordersOf } from "./state";
import { isAwaitingValidation, observe } from "./validation";
import { issueLeaf, randomSerial } from "./x509";

/**
 * Issuance on the clock. An order's validation and issuance are lazy: each TLS request first
 * settles the orders against the clock (`settle`), as a certificate authority's validation poll
 * would have found them.
 */

/** Seconds from a completed validation to the issued certificate, per validation level. */
export const ISSUANCE_SECONDS = { dv: 30, ov: 120, ev: 300 } as const;
/** The most remaining validity of the previous certificate that a renewal credits. */
export const RENEWAL_CREDIT_DAYS = 30;

const DAY = 86_400_000;

/** Brings one order up to `now`: validation found by the polls, certificates issued when due. */
export function settle(account: Account, order: Order, now: Date): Promise<void> {
  const run = (order.settling ?? Promise.resolve()).then(() => settleNow(account, order, now));
  const tail = run.catch(() => undefined);
  order.settling = tail;
  void tail.then(() => {
    if (order.settling === tail) order.settling = undefined;
  });
  return run;
}

async function settleNow(account: Account, order: Order, now: Date): Promise<void> {
  const round = order.round;
  if (!round || !isAwaitingValidation(order)) return;
  observe(account, round, now);
  if (!round.validatedAt) return;
  const issueAt = new Date(round.validatedAt.getTime() + ISSUANCE_SECONDS[order.product.validation] * 1000);
  if (issueAt.getTime() > now.getTime()) return;
  // As a CA must (RFC 8659), it checks CAA before it issues; a refusal keeps the order pending.
  const at = caaClearedAt(account, order, round, issueAt, now);
  if (at) await issue(account, order, round, at);
}

/**
 * A certificate's notBefore: its issuance, or the wall clock's time when emulated time runs ahead
 * (`--clock-rate`, clock advances). TLS clients and `openssl verify` check validity against the
 * wall clock, and real CAs backdate notBefore for clock skew too; notAfter and every rule of the
 * order (expiry, renewal, the revocation window) stay on the emulator's clock.
 */
function backdatedToWallClock(issuedAt: Date): Date {
  return wholeSeconds(new Date(Math.min(issuedAt.getTime(), Date.now())));
}

/** X.509 times have whole seconds: the API reports the dates the certificate carries. */
function wholeSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

async function issue(account: Account, order: Order, round: Round, issuedAt: Date): Promise<void> {
  const current = order.versions.at(-1);
  let notAfter: Date;
  if (round.kind === "reissue" && current) {
    notAfter = current.notAfter; // a reissue never goes beyond the order's term
  } else {
    let credit = 0;
    const source = order.renewalOf ? ordersOf(account).byId.get(order.renewalOf) : undefined;
    const previous = source?.versions.at(-1);
    if (previous) {
      const remaining = previous.notAfter.getTime() - issuedAt.getTime();
      credit = Math.min(Math.max(remaining, 0), RENEWAL_CREDIT_DAYS * DAY);
    }
    notAfter = wholeSeconds(new Date(issuedAt.getTime() + order.validityDays * DAY + credit));
  }
  const org = order.orgId ? findOrganization(account, order.orgId) : undefined;
  const serialNumber = randomSerial();
  const notBefore = backdatedToWallClock(issuedAt);
  const pem = await issueLeaf({
    csr: round.csr,
    names: order.names,
    serialNumber,
    notBefore,
    notAfter,
    validation: order.product.validation,
    organization: order.product.validation === "dv" ? undefined : org,
  });
  order.versions.push({ serialNumber, pem, notBefore, notAfter, issuedAt, revoked: false });
  order.csr = round.csr;
  order.dcvMethod = round.method;
  order.status = "issued";
  order.round = undefined;
}

/** Every order of the account, settled. */
export async function settleAll(account: Account, now: Date): Promise<void> {
  for (const order of ordersOf(account).byId.values()) await settle(account, order, now);
}
