import type { Account } from "../../core/account";
import { caaText, checkCaa } from "./caa";
import { accountCaaQuery } from "./caa-query";
import type { CaaRefusal, Order, Round } from "./order";
import { DCV_POLL_SECONDS, nextPoll } from "./validation";

/**
 * When the CA's CAA check lets it issue a validated round due at `issueAt`, as of `now`; undefined
 * while it refuses. It checks when the certificate is due, and again at each validation poll after
 * a refusal. The zones are known only as they are now: a refusal found now holds until the first
 * poll after it (as a DCV record missing now does), and without one the check at `issueAt` passed.
 */
export function caaClearedAt(
  account: Account,
  order: Order,
  round: Round,
  issueAt: Date,
  now: Date,
): Date | undefined {
  const refusals = caaRefusals(account, order);
  if (refusals.length > 0) {
    round.caa = { refusals, checkedAt: latestCheck(round, issueAt, now), seenAt: now };
    return undefined;
  }
  if (!round.caa) return issueAt;
  const at = nextPoll(round, round.caa.seenAt);
  return at.getTime() <= now.getTime() ? at : undefined;
}

/** The CA's last check up to `now`: the one at `issueAt`, or a later poll of the round. */
function latestCheck(round: Round, issueAt: Date, now: Date): Date {
  const period = DCV_POLL_SECONDS * 1000;
  const start = round.startedAt.getTime();
  const poll = start + Math.floor((now.getTime() - start) / period) * period;
  return new Date(Math.max(issueAt.getTime(), poll));
}

/**
 * The CA's CAA check of an order before it issues: every name of the certificate (the common
 * name and each SAN) against the account's DNS as it is now, for the CA its product names.
 */
export function caaRefusals(account: Account, order: Order): CaaRefusal[] {
  const query = accountCaaQuery(account);
  const issuer = order.product.caa_issuer_domain;
  return order.names.flatMap((dnsName): CaaRefusal[] => {
    const verdict = checkCaa(dnsName, issuer, query);
    if (verdict.permitted) return [];
    return [
      {
        dnsName,
        issuer,
        caaName: verdict.relevant.name,
        records: verdict.relevant.records.map(caaText),
        property: verdict.property,
        permits: verdict.permits,
        reason: verdict.reason,
      },
    ];
  });
}
