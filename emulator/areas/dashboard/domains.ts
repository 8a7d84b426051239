import { getZone } from "../dns/model";
import { hostsZone } from "../dns/state";
import { zoneDetailView } from "../dns/views";
import { getDnssec } from "../dnssec/model";
import { dnssecView } from "../dnssec/views";
import { findDomain } from "../domains/model";
import { domainDetailView, domainSummaryView, vanitySetView } from "../domains/views";
import { badge, el, facts, link, table } from "./html";
import { type Page, recordValue } from "./page";

/** Domains, their DNSSEC and delegation, their zones and records, and the vanity nameserver sets. */

export const domainList: Page = ({ runtime }) => {
  const { account } = runtime;
  const rows = account.domains.map((d) => {
    const s = domainSummaryView(account, d);
    const zone = hostsZone(account, `${d.name}.`)
      ? link("records", "domains", d.name, "dns")
      : "external DNS";
    return [
      link(s.name, "domains", s.name),
      s.owner_label,
      link(badge(s.dnssec_status), "domains", s.name, "dnssec"),
      link(s.nameserver_mode, "domains", s.name, "nameservers"),
      zone,
      s.renewal_status,
      s.expires_at,
    ];
  });
  return {
    title: "Domains",
    content: table(["Domain", "Owner", "DNSSEC", "Delegation", "Zone", "Renewal", "Expires"], rows),
  };
};

export const domainPage: Page = ({ runtime, params }) => {
  const { account } = runtime;
  const d = domainDetailView(account, findDomain(account, params[0] ?? ""));
  return {
    title: d.name,
    content: [
      facts([
        ["Owner", d.owner_label],
        ["Plan", d.plan],
        ["Renewal", d.renewal_status],
        ["Expires", d.expires_at],
        ["Transfer", d.transfer_status],
        ["DNSSEC", link(badge(d.dnssec_status), "domains", d.name, "dnssec")],
        ["Delegation", link(d.nameserver_mode, "domains", d.name, "nameservers")],
        ["Nameservers", d.nameservers.join(", ")],
        ["Guardian rules", d.guardian_rules.length > 0 ? d.guardian_rules.join(", ") : "none"],
      ]),
      hostsZone(account, `${d.name}.`)
        ? el("p", link("DNS records of this domain", "domains", d.name, "dns"))
        : el("p", "The zone of this domain is not hosted here (external DNS).", "note"),
    ],
  };
};

/** The zone of a domain (or any zone of the account) with its records, live. */
export const zonePage: Page = ({ runtime, params }) => {
  const { account } = runtime;
  const zone = zoneDetailView(account, getZone(account, params[0] ?? ""));
  const rows = zone.records.map((r) => [
    r.id,
    r.name,
    r.type,
    r.ttl,
    el("code", recordValue(r)),
    r.annotation ?? "",
  ]);
  return {
    title: `DNS records of ${zone.name}`,
    content: [
      facts([
        ["Serial", zone.serial],
        ["DNSSEC", badge(zone.dnssec_state ?? "inactive")],
        ["Nameservers", zone.nameservers.join(", ")],
      ]),
      table(["Id", "Name", "Type", "TTL", "Value", "Annotation"], rows),
    ],
  };
};

export const dnssecPage: Page = ({ runtime, params, now }) => {
  const v = dnssecView(getDnssec(runtime.account, params[0] ?? "", now), now);
  const ds = v.live_state.records.map((r) => [
    r.key_tag,
    r.algorithm,
    r.digest_type,
    el("code", r.digest ?? ""),
  ]);
  const job = v.pending_job;
  return {
    title: `DNSSEC of ${v.domain}`,
    content: [
      facts([
        ["Status", badge(v.dnssec_state)],
        ["Desired", `${v.desired_state.state} (mode ${v.desired_state.mode})`],
        ["In force", `${v.live_state.state} (mode ${v.live_state.mode})`],
        ["Zone signed", v.live_state.zone_signed ? "yes" : "no"],
        ["Observed", v.live_state.observed_at],
        ["Job", job ? `${job.action} ${job.mode}: ${job.status}, phase ${job.phase}` : "none"],
      ]),
      el("h2", "DS records at the registry"),
      table(["Key tag", "Algorithm", "Digest type", "Digest"], ds),
    ],
  };
};

export const delegationPage: Page = ({ runtime, params }) => {
  const { account } = runtime;
  const d = domainDetailView(account, findDomain(account, params[0] ?? ""));
  const set = account.vanitySets.find((s) => s.id === d.vanity_set_id);
  return {
    title: `Nameservers of ${d.name}`,
    content: [
      facts([
        ["Mode", d.nameserver_mode],
        ["Vanity set", set ? link(set.name, "nameservers") : "none"],
        ["Nameservers", d.nameservers.join(", ")],
        ["Guardian", d.guardian_rules.includes("ns_change") ? "blocks nameserver changes" : "no block"],
      ]),
    ],
  };
};

export const vanitySetList: Page = ({ runtime }) => ({
  title: "Vanity nameserver sets",
  content: table(
    ["Id", "Name", "Nameservers"],
    runtime.account.vanitySets.map(vanitySetView).map((s) => [s.id, s.name, s.nameservers.join(", ")]),
  ),
});
