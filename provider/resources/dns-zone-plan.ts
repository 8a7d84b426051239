import { maxChangeRatioOverride, type RecipeSettings } from "../config";
import { ownerResourceOf } from "../dns/ownership";
import { declaredRecords, desiredOf } from "../dns/zone-declared";
import { type GuardShares, type GuardVerdict, guardVerdict } from "../dns/zone-guard";
import { withIgnored } from "../dns/zone-ignored";
import type { RecordKey } from "../dns/zone-keys";
import { type LiveZone, planZone, type ZonePlan } from "../dns/zone-plan";
import { unmanagedDrift, zoneFromState } from "../dns/zone-state";
import type { DnsZoneInputs } from "./dns-zone-inputs";
import type { DnsZoneOutputs } from "./dns-zone-outputs";

/** The shares a run may change: the one-run override of the run's settings, else the resource's own. */
export function sharesFor(news: DnsZoneInputs, settings: RecipeSettings): GuardShares {
  const override = maxChangeRatioOverride(settings);
  return {
    update: override ?? (news.maxUpdateRatio as number),
    delete: override ?? (news.maxDeleteRatio as number),
  };
}

/** The writes that bring `zone` (listed, or as the state saw it) to the declared records. */
export function planFor(zone: LiveZone, news: DnsZoneInputs): { live: LiveZone; plan: ZonePlan } {
  const declared = declaredRecords(news.records);
  const live = withIgnored(zone, news.ignore, news.zone, new Set(declared.keys()));
  const plan = planZone(news.zone, live, desiredOf(news.records), {
    ownerResource: ownerResourceOf(news.ownerTag),
    removeUnmanaged: news.unmanaged === "remove",
  });
  return { live, plan };
}

/** What a step of a DnsZone will do, as a reviewer reads it from a preview. */
export interface ZoneStepPlan {
  plan: ZonePlan;
  guard: GuardVerdict;
  /** Unmanaged records a refresh found changed since the last `up` (report): the next baseline. */
  outside: { added: RecordKey[]; removed: RecordKey[] };
}

/**
 * The step from the state's outputs (absent for a create: the zone is not read in a preview, so
 * every declared record counts as created) and the checked inputs, as diff and update plan it.
 * The guard's shares are the resource's; a one-run override is the caller's to apply.
 */
export function zoneStepPlan(olds: DnsZoneOutputs | undefined, news: DnsZoneInputs): ZoneStepPlan {
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
  const { live, plan } = planFor(zoneFromState(state, ownerResourceOf(state.ownerTag)), news);
  const shares = { update: news.maxUpdateRatio as number, delete: news.maxDeleteRatio as number };
  const outside =
    olds && news.unmanaged === "report" && olds.unmanaged === "report"
      ? unmanagedDrift(olds.unmanagedBaseline ?? olds.unmanagedRecords ?? {}, olds.unmanagedRecords ?? {})
      : { added: [], removed: [] };
  return { plan, guard: guardVerdict(plan, live, shares), outside };
}
