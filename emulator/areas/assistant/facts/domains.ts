import type { Domain } from "../../../core/account";
import { hostsZone } from "../../dns/state";
import { dnssecStatusOf } from "../../dnssec/model";
import { delegationOf } from "../../domains/delegation";
import { escapeMarkdown, link } from "../markdown";
import { daysUntil, type FactsContext, say } from "./context";

/**
 * The domains part of an answer (domain:read): one line per domain, on the article's topic, from
 * the live state of the domains and DNSSEC areas (delegation changes, DNSSEC jobs).
 */

/** Renewal reminders name the days left within this many days of expiry. */
const SOON_DAYS = 30;

const hostList = (names: readonly string[]) =>
  names.map((n) => escapeMarkdown(n.replace(/\.$/, ""))).join(", ");

function dnsLine(ctx: FactsContext, d: Domain): string {
  const target = link(d.name, "domains", d.name, "dns");
  const delegation = delegationOf(ctx.account, d);
  if (delegation.mode === "external") {
    const servers = hostList(delegation.nameservers);
    return say(
      ctx,
      `${target}: uses external nameservers (${servers}); its records are managed there`,
      `${target}: nutzt externe Nameserver (${servers}); die Einträge werden dort verwaltet`,
    );
  }
  return hostsZone(ctx.account, `${d.name}.`)
    ? say(ctx, `${target}: zone hosted here`, `${target}: Zone hier gehostet`)
    : say(ctx, `${target}: no zone hosted here yet`, `${target}: noch keine Zone hier gehostet`);
}

function dnssecLine(ctx: FactsContext, d: Domain): string {
  const target = link(d.name, "domains", d.name, "dnssec");
  switch (dnssecStatusOf(ctx.account, d.name)) {
    case "active":
      return say(ctx, `${target}: DNSSEC active`, `${target}: DNSSEC aktiv`);
    case "pending":
      return say(
        ctx,
        `${target}: DNSSEC pending, waiting for the registry`,
        `${target}: DNSSEC ausstehend, wartet auf die Registry`,
      );
    default:
      return say(ctx, `${target}: DNSSEC inactive`, `${target}: DNSSEC inaktiv`);
  }
}

function nameserverLine(ctx: FactsContext, d: Domain): string {
  const target = link(d.name, "domains", d.name, "nameservers");
  const delegation = delegationOf(ctx.account, d);
  const servers = hostList(delegation.nameservers);
  if (delegation.mode === "external") {
    return say(
      ctx,
      `${target}: external nameservers (${servers})`,
      `${target}: externe Nameserver (${servers})`,
    );
  }
  if (delegation.vanitySet) {
    const name = escapeMarkdown(delegation.vanitySet.name);
    return say(
      ctx,
      `${target}: vanity set “${name}” (${servers})`,
      `${target}: Vanity-Set „${name}“ (${servers})`,
    );
  }
  return say(
    ctx,
    `${target}: standard nameservers (${servers})`,
    `${target}: Standard-Nameserver (${servers})`,
  );
}

function renewalLine(ctx: FactsContext, d: Domain): string {
  const target = link(d.name, "domains", d.name);
  const days = daysUntil(ctx, d.expires_at);
  const setting = {
    "auto-renew": say(ctx, "renews automatically", "verlängert sich automatisch"),
    "manual-renew": say(ctx, "manual renewal", "manuelle Verlängerung"),
    cancelled: say(ctx, "cancelled, not renewed", "gekündigt, wird nicht verlängert"),
  }[d.renewal_status];
  let expiry: string;
  if (days < 0) expiry = say(ctx, `expired on ${d.expires_at}`, `abgelaufen am ${d.expires_at}`);
  else {
    expiry = say(ctx, `expires on ${d.expires_at}`, `läuft ab am ${d.expires_at}`);
    if (days <= SOON_DAYS) expiry += say(ctx, ` (in ${days} days)`, ` (in ${days} Tagen)`);
  }
  return `${target}: ${setting}; ${expiry}`;
}

const lineFor: Record<string, (ctx: FactsContext, d: Domain) => string> = {
  "dns-records": dnsLine,
  dnssec: dnssecLine,
  nameservers: nameserverLine,
  "domain-renewal": renewalLine,
};

/** The account domain a name is, or lies under. */
function owningDomain(ctx: FactsContext, name: string): Domain | undefined {
  return ctx.account.domains.find((d) => name === d.name || name.endsWith(`.${d.name}`));
}

/**
 * Lines on the domains the question names, or on every domain of the account when it names
 * none of them; a named domain outside the account is said to be so.
 */
export function domainFacts(ctx: FactsContext, articleId: string): string[] {
  const line = lineFor[articleId] ?? renewalLine;
  const named = ctx.mentioned.map((name) => ({ name, domain: owningDomain(ctx, name) }));
  const owned = [...new Set(named.flatMap((n) => (n.domain ? [n.domain] : [])))];
  const strangers = named.filter((n) => !n.domain).map((n) => escapeMarkdown(n.name));
  const shown = owned.length > 0 ? owned : ctx.account.domains;
  const lines = shown.map((d) => `- ${line(ctx, d)}`);
  for (const name of strangers) {
    lines.push(
      say(ctx, `- ${name} is not a domain of this account`, `- ${name} ist keine Domain dieses Kontos`),
    );
  }
  if (ctx.account.domains.length === 0) {
    lines.push(say(ctx, "- This account has no domains yet.", "- Dieses Konto hat noch keine Domains."));
  }
  return lines;
}
