import type { z } from "zod";
import type { recordResponse, tokenInfo, zoneDetail, zoneExport, zoneSummary } from "../provider/wire/dns";
import { usesAcmeScope } from "./auth";
import type { Account, ApiKey } from "./model/account";
import type { StoredRecord } from "./model/record";
import type { Zone } from "./model/zone";
import { acmeLimits } from "./rate-limit";
import { exportZone } from "./zone-file";

/** Serialisers from model objects to the wire shapes of provider/wire. */

/**
 * recordResponse: common fields always (annotation null when none); priority only on MX,
 * flags and tag only on CAA.
 */
export function recordView(r: StoredRecord): z.input<typeof recordResponse> {
  const view: z.input<typeof recordResponse> = {
    id: r.id,
    zone: r.zone,
    name: r.name,
    type: r.type,
    ttl: r.ttl,
    data: r.data,
    annotation: r.annotation ?? null,
  };
  if (r.type === "MX") view.priority = r.priority;
  if (r.type === "CAA") Object.assign(view, { flags: r.flags, tag: r.tag });
  return view;
}

function dnssecState(account: Account, zone: Zone): string {
  return account.domain(zone.name)?.dnssec_status ?? "inactive";
}

export function zoneSummaryView(account: Account, zone: Zone): z.input<typeof zoneSummary> {
  return {
    name: zone.name,
    record_count: zone.size,
    dnssec_state: dnssecState(account, zone),
    serial: zone.serial,
  };
}

export function zoneDetailView(account: Account, zone: Zone): z.input<typeof zoneDetail> {
  return {
    name: zone.name,
    serial: zone.serial,
    dnssec_state: dnssecState(account, zone),
    nameservers: account.nameserversOf(zone).map((ns) => ns.name),
    records: zone.records.map(recordView),
  };
}

export function zoneExportView(account: Account, zone: Zone): z.input<typeof zoneExport> {
  return { name: zone.name, format: "bind", zonefile: exportZone(zone, account.nameserversOf(zone)) };
}

export function tokenView(account: Account, key: ApiKey): z.input<typeof tokenInfo> {
  const view: z.input<typeof tokenInfo> = { key_id: key.id, account: account.id, scopes: [...key.scopes] };
  if (usesAcmeScope(key)) {
    const limits = acmeLimits(key);
    view.acme_limits = { calls_per_minute: limits.callsPerMinute, zones_per_day: limits.zonesPerDay };
  }
  return view;
}
