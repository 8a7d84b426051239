import { NotFoundError } from "../../client/errors";
import { unknownValue } from "../../common/unknown";
import type { RecipeSettings } from "../../config";
import { withTrailingDot } from "../../dns/fqdn";
import type { Finding, ZoneRecord } from "../../dns/validators";
import { findingsAbout, isFinding, noteRecords, settingsWith } from "../../dns/zone-findings";
import { type RecordKey, recordOfKey } from "../../dns/zone-keys";
import { findingFailures } from "../runner/finding-report";
import type { CheckFailure, Step } from "../runner/recipe";
import { explainRefusal, listZone } from "./api";
import { declaredRecords } from "./declared";
import type { DnsZoneInputs } from "./inputs";

/** The states of `recordsOutsidePulumi` that say the record has left the zone. */
const gone = new Set(["removed outside Pulumi", "gone since the last up"]);

/**
 * A DnsZone's findings: its declared records with the records the zone holds besides them as
 * `olds` names them (old outputs in diff: the unmanaged, ignored and other stacks' records the
 * last `up` or refresh listed; old inputs in check: the refresh's `recordsOutsidePulumi`). The
 * zone counts as known whole only from outputs, and not when unmanaged records are ignored.
 */
export function dnsZoneFindings(provider: RecipeSettings, inputs: DnsZoneInputs, olds: unknown): Finding[] {
  const zone = inputs.zone;
  if (zone === unknownValue || typeof inputs.records !== "object") return [];
  const settings = settingsWith(provider, inputs.validation);
  if (isFinding(settings)) return [settings];
  const allow = inputs.validation?.allow ?? {};
  const declared = [...declaredRecords(inputs.records)].map(([key, entry]): ZoneRecord => {
    const record: ZoneRecord = { ...recordOfKey(key, zone) };
    if (entry.ttl !== undefined) record.ttl = entry.ttl;
    if (allow[key]) record.allow = allow[key];
    return record;
  });
  const declaredKeys = new Set(declaredRecords(inputs.records).keys());
  const old = (olds && typeof olds === "object" ? olds : {}) as Record<string, unknown>;
  const removing = inputs.unmanaged === "remove";
  const held: [unknown, string][] = [
    [removing ? undefined : old.unmanagedRecords, "in the zone, unmanaged"],
    [old.ignoredRecords, "in the zone, ignored"],
    [old.otherStackRecords, "managed by another stack"],
    [removing ? undefined : old.recordsOutsidePulumi, "in the zone, unmanaged"],
  ];
  const others = new Map<RecordKey, ZoneRecord>();
  for (const [map, origin] of held) {
    if (!map || typeof map !== "object") continue;
    for (const [key, value] of Object.entries(map)) {
      if (declaredKeys.has(key) || others.has(key) || gone.has(String(value))) continue;
      others.set(key, { ...recordOfKey(key, zone), origin });
    }
  }
  const records = [...declared, ...others.values()];
  const complete = typeof old.zoneRecordCount === "number" && inputs.unmanaged !== "ignore";
  noteRecords(zone, `zone ${zone}`, records, complete);
  return findingsAbout(zone, records, settings);
}

/**
 * A DnsZone not created yet has no state listing the zone's other records, so its preview reads
 * them once (read only): a zone the account does not have fails as `up` would, and the SPF
 * policy already in the zone and the one a program brings from an imported zone file are found
 * together, before the first `up` writes either. Any other failure of the read is the runner's
 * to report (recipe-runner.ts): `up` lists the zone anyway.
 */
export async function findingsWithAccount(
  step: Step,
  inputs: DnsZoneInputs,
  olds: unknown,
): Promise<CheckFailure[]> {
  const old = typeof olds === "object" && olds !== null ? (olds as { zone?: unknown }).zone : undefined;
  const held = typeof old === "string" && withTrailingDot(old.toLowerCase()) === inputs.zone;
  if (held || inputs.zone === unknownValue) return [];
  let live: Awaited<ReturnType<typeof listZone>>;
  try {
    live = await listZone(step.client, inputs.zone, [inputs.ownerTag]);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    return [{ property: "zone", reason: (explainRefusal(error, inputs.zone) as Error).message }];
  }
  if (typeof inputs.records !== "object") return [];
  const { mine: _mine, ...others } = live.byHolder;
  const unmanagedRecords = Object.fromEntries(
    Object.values(others).flatMap((records) => [...records].map(([key, record]) => [key, record.recordId])),
  );
  const listed = { unmanagedRecords, zoneRecordCount: live.total };
  return findingFailures(dnsZoneFindings(step.settings, inputs, listed), step.log);
}
