import { maxChangeRatioOverride, type RecipeSettings } from "../../config";
import { ownerResourceOf } from "../../dns/ownership";
import type { RecordKey } from "../../dns/zone-keys";
import { type LiveZone, type ZoneChangeSet, zoneChangeSet } from "./change-set";
import { declaredRecords, desiredOf } from "./declared";
import { unmanagedDrift, zoneFromState } from "./from-state";
import { type GuardShares, type GuardVerdict, guardVerdict } from "./guard";
import { withIgnored } from "./ignored";
import type { DnsZoneInputs } from "./inputs";
import type { DnsZoneOutputs } from "./outputs";

/** The shares a run may change: the one-run override of the run's settings, else the resource's own. */
export function sharesFor(news: DnsZoneInputs, settings: RecipeSettings): GuardShares {
  const override = maxChangeRatioOverride(settings);
  return {
    update: override ?? (news.maxUpdateRatio as number),
    delete: override ?? (news.maxDeleteRatio as number),
  };
}

/** The writes that bring `zone` (listed, or as the state saw it) to the declared records. */
export function changesFor(zone: LiveZone, news: DnsZoneInputs): { live: LiveZone; plan: ZoneChangeSet } {
  const declared = declaredRecords(news.records);
  const live = withIgnored(zone, news.ignore, news.zone, new Set(declared.keys()));
  const plan = zoneChangeSet(news.zone, live, desiredOf(news.records), {
    ownerResource: ownerResourceOf(news.ownerTag),
    removeUnmanaged: news.unmanaged === "remove",
  });
  return { live, plan };
}

/** What a step of a DnsZone will do, as a reviewer reads it from a preview. */
export interface ZoneStepChanges {
  plan: ZoneChangeSet;
  guard: GuardVerdict;
  /** Unmanaged records a refresh found changed since the last `up` (report): the next baseline. */
  outside: { added: RecordKey[]; removed: RecordKey[] };
}

/**
 * The step from the state's outputs (absent for a create: the zone is not read in a preview, so
 * every declared record counts as created) and the checked inputs, as diff and update plan it.
 * The guard's shares are the resource's; a one-run override is the caller's to apply.
 */
export function zoneStepChanges(olds: DnsZoneOutputs | undefined, news: DnsZoneInputs): ZoneStepChanges {
  const empty: DnsZoneOutputs = {
    zone: news.zone,
    records: {},
    unmanaged: news.unmanaged,
    ignore: [],
    maxUpdateRatio: 0,
    maxDeleteRatio: 0,
    unmanagedRecords: {},
    unmanagedBaseline: {},
    ignoredRecords: {},
    otherStackRecords: {},
    zoneRecordCount: 0,
  };
  const state = olds ?? empty;
  const { live, plan } = changesFor(zoneFromState(state, ownerResourceOf(state.ownerTag)), news);
  const shares = { update: news.maxUpdateRatio as number, delete: news.maxDeleteRatio as number };
  const outside =
    olds && news.unmanaged === "report" && olds.unmanaged === "report"
      ? unmanagedDrift(olds.unmanagedBaseline ?? olds.unmanagedRecords ?? {}, olds.unmanagedRecords ?? {})
      : { added: [], removed: [] };
  return { plan, guard: guardVerdict(plan, live, shares), outside };
}
