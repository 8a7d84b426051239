import type { TlsCaaRefusal, TlsCertificateResponse } from "../client/api";

/**
 * A CA's refusal to issue because of CAA records (RFC 8659), as the order reports it, in the
 * program's terms: which record refused which names, and the record that lets the CA issue.
 */

/**
 * Whether the CA refused at a check made after `since` (the API's time, in ms): a refusal from
 * before this run began may be one that a record made since, perhaps by this very run, has
 * lifted, and the CA checks again at its next poll.
 */
export function refusedSince(order: TlsCertificateResponse, since: number): boolean {
  return order.caa_refusals.some((refusal) => Date.parse(refusal.checked_at) > since);
}

const bare = (name: string) => name.replace(/\.$/, "");
const base = (name: string) => name.replace(/^\*\./, "");
/** Whether `name` lies strictly below `ancestor` (label-wise). */
const below = (name: string, ancestor: string) => name.endsWith(`.${ancestor}`);

/**
 * One sentence per CAA record set that refused, e.g. `the CA (ca.registrar.example) may not issue
 * for shop.example.net: CAA at example.net. "0 issue \"letsencrypt.org\"" permits only
 * letsencrypt.org; add a record CAA 0 issue "ca.registrar.example" at example.net (or
 * shop.example.net)`. Empty when the order reports no refusal.
 */
export function caaRefusalMessage(order: TlsCertificateResponse): string {
  const groups = new Map<string, TlsCaaRefusal[]>();
  for (const refusal of order.caa_refusals) {
    const key = JSON.stringify([refusal.issuer, refusal.caa_name, refusal.property, refusal.records]);
    groups.set(key, [...(groups.get(key) ?? []), refusal]);
  }
  return [...groups.values()].map(sentence).join("; ");
}

function sentence(refusals: TlsCaaRefusal[]): string {
  const [first] = refusals as [TlsCaaRefusal, ...TlsCaaRefusal[]];
  const names = refusals.map((refusal) => refusal.dns_name);
  const records = first.records.map((record) => JSON.stringify(record)).join(", ");
  const refused = `the CA (${first.issuer}) may not issue for ${names.join(", ")}: CAA at ${first.caa_name} ${records}`;
  if (first.property === "critical") {
    return (
      `${refused} holds a critical property the CA does not know (${first.reason}); remove that record, ` +
      "or clear its critical flag (128)"
    );
  }
  const what = first.permits.length > 0 ? `permits only ${first.permits.join(", ")}` : "permits no CA";
  const holder = bare(first.caa_name);
  // A name below the records' owner may have a set of its own instead, which then alone decides.
  const own = [...new Set(names.map(base))].filter((name) => below(name, holder));
  const instead = own.length > 0 ? ` (or ${own.join(", ")})` : "";
  return `${refused} ${what}; add a record CAA 0 ${first.property} "${first.issuer}" at ${holder}${instead}`;
}
