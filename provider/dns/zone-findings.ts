import { type RecipeSettings, zoneValidationSetting } from "../config";
import { targetTypes } from "../dns/record-types";
import {
  type Finding,
  mergeSettings,
  type ValidationSettings,
  validateZones,
  validationSettingsFromText,
  type ZoneContents,
  type ZoneRecord,
} from "../dns/validators";
import { valueText } from "../dns/validators/record-text";

/**
 * What this provider process has seen of each zone in the checks so far: each resource's records
 * (a DnsZone's declared and reported ones, each DnsRecord's own), so that the second SPF record a
 * program declares finds the first, whichever resource declared it. A zone is whole once a
 * DnsZone's state listed it.
 */
const views = new Map<string, { sources: Map<string, ZoneRecord[]>; complete: boolean }>();

/** Notes `records` as what `source` (one resource) holds in `zone`, replacing what it held before. */
export function noteRecords(zone: string, source: string, records: ZoneRecord[], complete?: boolean): void {
  const view = views.get(zone) ?? { sources: new Map(), complete: false };
  view.sources.set(source, records);
  if (complete !== undefined) view.complete = complete;
  views.set(zone, view);
}

/**
 * The findings that name one of `own` (a resource's records), over the zones seen that they
 * reach: the zone of `own` first, its records first, a record seen by two resources counted once.
 */
export function findingsAbout(
  zone: string,
  own: readonly ZoneRecord[],
  settings: ValidationSettings,
): Finding[] {
  // Only the zone of `own` and the zones its targets lie in: every check reading every zone seen
  // would make a program's checks grow with the square of its records.
  const targets = own.filter((record) => targetTypes.has(record.type)).map((record) => record.data);
  const read = (name: string) =>
    name === zone || targets.some((target) => target === name || target.endsWith(`.${name}`));
  const known = [
    [zone, views.get(zone) ?? { sources: new Map(), complete: false }] as const,
    ...[...views].filter(([name]) => name !== zone && read(name)),
  ];
  const zones: ZoneContents[] = known.map(([name, view]) => {
    const seen = new Set<string>();
    const records = [...(name === zone ? own : []), ...[...view.sources.values()].flat()].filter((record) => {
      const key = `${record.name} ${record.type} ${valueText(record)}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return { zone: name, records, complete: view.complete };
  });
  const mine = new Set(own);
  return validateZones(zones, settings).filter((finding) =>
    finding.records.some((record) => mine.has(record)),
  );
}

/**
 * The provider's settings (registrar:zoneValidation or REGISTRAR_ZONE_VALIDATION) under a
 * resource's own, or the error finding that says what is wrong with them.
 */
export function settingsWith(
  provider: RecipeSettings,
  own?: ValidationSettings,
): ValidationSettings | Finding {
  const given = zoneValidationSetting(provider);
  try {
    return mergeSettings(given ? validationSettingsFromText(given.text, given.setting) : {}, own);
  } catch (error) {
    return { rule: "settings", severity: "error", records: [], message: (error as Error).message };
  }
}

/** Whether `settingsWith` gave a finding (bad settings) rather than settings. */
export function isFinding(value: ValidationSettings | Finding): value is Finding {
  return "severity" in value;
}

/** Forgets every zone: for tests, which run many programs in one process. */
export function forgetZones(): void {
  views.clear();
}
