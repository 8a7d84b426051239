import { type RecordKey, recordOfKey } from "../../dns/zone-keys";
import { emptyHolders, type LiveZone } from "./change-set";
import type { DeclaredSettings } from "./declared";

/**
 * What a DnsZone's state holds of its zone (its outputs; a state written by an older version may
 * lack a field): its own records by key with their ids and managed settings, and the ids of those
 * it does not manage.
 */
export interface ZoneState {
  zone: string;
  records?: Record<RecordKey, DeclaredSettings & { id: string }>;
  unmanagedRecords?: Record<RecordKey, string>;
  ignoredRecords?: Record<RecordKey, string>;
  otherStackRecords?: Record<RecordKey, string>;
  zoneRecordCount?: number;
}

/** The zone as the state last saw it: what diff plans against, without calling the API. */
export function zoneFromState(olds: ZoneState, ownerResource: string): LiveZone {
  const byHolder = emptyHolders();
  const owner = { stack: "", resource: ownerResource };
  for (const [key, state] of Object.entries(olds.records ?? {})) {
    const { id, ...settings } = state;
    byHolder.mine.set(key, { ...recordOfKey(key, olds.zone), ...settings, recordId: id, owner });
  }
  for (const [key, id] of Object.entries(olds.unmanagedRecords ?? {})) {
    byHolder.unmanaged.set(key, { ...recordOfKey(key, olds.zone), recordId: id });
  }
  for (const [key, id] of Object.entries(olds.ignoredRecords ?? {})) {
    byHolder.unmanaged.set(key, { ...recordOfKey(key, olds.zone), recordId: id });
  }
  for (const [key, id] of Object.entries(olds.otherStackRecords ?? {})) {
    byHolder.otherStack.set(key, { ...recordOfKey(key, olds.zone), recordId: id });
  }
  return { byHolder, total: olds.zoneRecordCount ?? byHolder.mine.size };
}

/** The unmanaged records that differ between a baseline and the zone: added and removed outside Pulumi. */
export function unmanagedDrift(
  baseline: Record<RecordKey, string>,
  now: Record<RecordKey, string>,
): { added: RecordKey[]; removed: RecordKey[] } {
  return {
    added: Object.keys(now).filter((key) => !(key in baseline)),
    removed: Object.keys(baseline).filter((key) => !(key in now)),
  };
}
