import { createHash } from "node:crypto";
import type { Account } from "../../core/account";
import { dnsState } from "../dns/state";
import { baseOf } from "./names";
import type { DcvEntry, DcvMethod, Order, Round } from "./order";
import type { ParsedCsr } from "./x509";

/**
 * Domain-control validation: a round's DCV records, and what the emulated CA's polls find of them
 * in the account's zones.
 */

/** Seconds between two validation polls of the emulated CA. */
export const DCV_POLL_SECONDS = 30;
/** The domain under which DCV CNAME targets live. */
export const DCV_TARGET_DOMAIN = "dcv.registrar-emulator.test.";

/** The DCV records of a round: one CNAME per base name, tokens derived from the CSR. */
function dcvRecords(csr: ParsedCsr, names: string[], now: Date): DcvEntry[] {
  const md5 = createHash("md5").update(csr.der).digest("hex");
  const sha = createHash("sha256").update(csr.der).digest("hex");
  const value = `${sha.slice(0, 32)}.${sha.slice(32)}.${DCV_TARGET_DOMAIN}`;
  const seen = new Set<string>();
  const entries: DcvEntry[] = [];
  for (const dnsName of names) {
    const base = baseOf(dnsName);
    if (seen.has(base)) continue;
    seen.add(base);
    entries.push({ dnsName, name: `_${md5}.${base}.`, value, lastMissingAt: now });
  }
  return entries;
}

export function startRound(
  order: Order,
  kind: Round["kind"],
  csr: ParsedCsr,
  method: DcvMethod,
  now: Date,
): void {
  order.round = {
    kind,
    startedAt: now,
    csr,
    method,
    records: method === "dns-cname-token" ? dcvRecords(csr, order.names, now) : [],
  };
}

function cnameExists(account: Account, entry: DcvEntry): boolean {
  const zone = dnsState(account).zones.zoneFor(entry.name);
  return (
    zone?.recordsAt(entry.name).some((r) => r.type === "CNAME" && r.data.toLowerCase() === entry.value) ??
    false
  );
}

/** The first poll of the round strictly after `after`. */
export function nextPoll(round: Round, after: Date): Date {
  const since = after.getTime() - round.startedAt.getTime();
  const k = Math.max(0, Math.floor(since / (DCV_POLL_SECONDS * 1000))) + 1;
  return new Date(round.startedAt.getTime() + k * DCV_POLL_SECONDS * 1000);
}

/** What the CA's polls found up to `now`: a record counts from the first poll after it was last seen missing. */
export function observe(account: Account, round: Round, now: Date): void {
  if (round.validatedAt || round.method !== "dns-cname-token") return;
  for (const entry of round.records) {
    if (entry.validAt) continue;
    if (!cnameExists(account, entry)) {
      entry.lastMissingAt = now;
      continue;
    }
    const poll = nextPoll(round, entry.lastMissingAt);
    if (poll.getTime() <= now.getTime()) entry.validAt = poll;
  }
  if (round.records.length > 0 && round.records.every((e) => e.validAt)) {
    round.validatedAt = new Date(Math.max(...round.records.map((e) => e.validAt?.getTime() ?? 0)));
  }
}

export function isAwaitingValidation(order: Order): boolean {
  return order.round !== undefined && (order.status === "pending" || order.round.kind === "reissue");
}
