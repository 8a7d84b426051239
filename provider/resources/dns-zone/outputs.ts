import type { z } from "zod";
import type { RecordKey } from "../../dns/zone-keys";
import type { Applied } from "./api";
import type { LiveRecord, LiveZone } from "./change-set";
import type { DnsZoneInputs, ZoneRecordSettings } from "./inputs";
import type { outputProperties, settingProperties } from "./properties";

/** A record this zone resource manages: its API id, and the settings the program manages. */
export type ZoneRecordState = DnsZoneOutputs["records"][RecordKey];

/** Outputs: the declared outputs (`properties.ts`), and the owner tag the front ends set. */
export type DnsZoneOutputs = z.output<typeof outputProperties> & { ownerTag?: string };

/** The settings: what the outputs keep of the inputs (diff, read and delete get only the outputs). */
export type ZoneSettings = z.output<typeof settingProperties> & { ownerTag?: string };

export function settingsOf(news: DnsZoneInputs): ZoneSettings {
  const out: ZoneSettings = {
    zone: news.zone,
    unmanaged: news.unmanaged,
    ignore: news.ignore,
    maxUpdateRatio: news.maxUpdateRatio as number,
    maxDeleteRatio: news.maxDeleteRatio as number,
  };
  if (news.maxChangeRatio !== undefined) out.maxChangeRatio = news.maxChangeRatio as number;
  if (news.ownerTag !== undefined) out.ownerTag = news.ownerTag;
  return out;
}

/**
 * The settings of outputs, those of a state written before a setting existed given their
 * defaults then (no rules, one share for updates and deletes), so an upgrade shows no change.
 */
export function settingsOfOutputs(olds: DnsZoneOutputs): ZoneSettings {
  const share = olds.maxChangeRatio ?? 0.3;
  const out: ZoneSettings = {
    zone: olds.zone,
    unmanaged: olds.unmanaged,
    ignore: olds.ignore ?? [],
    maxUpdateRatio: olds.maxUpdateRatio ?? share,
    maxDeleteRatio: olds.maxDeleteRatio ?? share,
  };
  if (olds.maxChangeRatio !== undefined) out.maxChangeRatio = olds.maxChangeRatio;
  if (olds.ownerTag !== undefined) out.ownerTag = olds.ownerTag;
  return out;
}

/**
 * The outputs after a listing (`live`, its ignored records set aside) and the writes made on it:
 * this resource's records with the settings the program manages, and the records it does not
 * manage. `baseline` is the unmanaged records the last `up` accepted (a refresh keeps it; an
 * `up` passes none, and what it leaves becomes the baseline).
 */
export function zoneOutputs(
  settings: ZoneSettings,
  managed: (key: RecordKey) => ZoneRecordSettings | undefined,
  live: LiveZone,
  applied?: Applied,
  baseline?: Record<RecordKey, string>,
): DnsZoneOutputs {
  const current = new Map(live.byHolder.mine);
  const unmanaged = new Map(live.byHolder.unmanaged);
  for (const key of applied?.deleted ?? []) {
    current.delete(key);
    unmanaged.delete(key);
  }
  // A record written may have had another key before (a value changed in place, a record taken
  // over): its old entry goes, found by id in one pass rather than a scan per write.
  const writtenIds = new Set([...(applied?.written.values() ?? [])].map((record) => record.recordId));
  for (const map of [current, unmanaged]) {
    for (const [key, old] of map) if (writtenIds.has(old.recordId)) map.delete(key);
  }
  for (const [key, record] of applied?.written ?? []) current.set(key, record);
  const records: Record<RecordKey, ZoneRecordState> = {};
  for (const [key, record] of [...current].sort(([a], [b]) => a.localeCompare(b))) {
    const wanted = managed(key) ?? {};
    const state: ZoneRecordState = { id: record.recordId };
    if (wanted.ttl !== undefined && record.ttl !== undefined) state.ttl = record.ttl;
    if (wanted.annotation !== undefined) state.annotation = record.annotation ?? "";
    records[key] = state;
  }
  const unmanagedRecords = settings.unmanaged === "ignore" ? {} : ids(unmanaged);
  return {
    ...settings,
    records,
    unmanagedRecords,
    unmanagedBaseline: settings.unmanaged === "report" ? (baseline ?? unmanagedRecords) : {},
    ignoredRecords: ids(live.byHolder.ignored),
    otherStackRecords: ids(live.byHolder.otherStack),
    zoneRecordCount: live.total + (applied?.created ?? 0) - (applied?.deleted.size ?? 0),
  };
}

const ids = (map: Map<RecordKey, LiveRecord>) =>
  Object.fromEntries([...map].sort(([a], [b]) => a.localeCompare(b)).map(([key, r]) => [key, r.recordId]));
