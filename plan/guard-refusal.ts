import type { GuardRefusal } from "./plan";

/**
 * The counts of a DnsZone's refusal by its change limits, from the message the provider throws
 * (`checkChangeRatio` in provider/resources/dns-zone/guard.ts): a failed preview keeps no step of
 * the zone, only the message. Undefined for any other error.
 */
export function guardRefusal(message: string): GuardRefusal | undefined {
  const head = /^zone (\S+): this update would (.+?)\.\s+If that is intended/s.exec(message);
  if (!head) return undefined;
  const exceeded: GuardRefusal["exceeded"] = [];
  const share =
    /(update|delete) (\d+) of its (\d+) records \(\d+%\), more than max(?:Update|Delete)Ratio ([\d.]+) allows/g;
  for (const [, kind, count, base, allowed] of (head[2] as string).matchAll(share)) {
    exceeded.push({
      kind: kind as "update" | "delete",
      count: Number(count),
      base: Number(base),
      share: Number(allowed),
    });
  }
  const totals = /The (\d+) to change and (\d+) to delete/.exec(message);
  if (exceeded.length === 0 || !totals) return undefined;
  return { zone: head[1] as string, exceeded, updates: Number(totals[1]), deletes: Number(totals[2]) };
}
