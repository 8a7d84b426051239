/**
 * The shapes the zone validators share: a record as they read it, a zone as one of them sees it,
 * and a finding. A validator reads records only (no API, no Pulumi), so the provider's check, the
 * lint command and the importer run the same rules on the same data.
 */

/** A finding's weight: an error fails a preview (and `registrar-lint`), a warning is printed. */
export const severities = ["error", "warning"] as const;
export type Severity = (typeof severities)[number];
/** A rule's setting: a severity, or "off" to skip the rule. */
export type RuleSetting = Severity | "off";

/** One finding silenced on one record, with the reason kept beside it. */
export interface Allow {
  rule: string;
  reason: string;
}

/**
 * A record as the validators read it: `name` absolute and canonical ("www.example.com."), `data`
 * canonical for its type (targets absolute, TXT joined, CAA unquoted). `type` is text: a zone
 * file may hold types the API lacks.
 */
export interface ZoneRecord {
  name: string;
  type: string;
  data: string;
  priority?: number;
  flags?: number;
  tag?: string;
  ttl?: number;
  /** The findings silenced on this record. */
  allow?: readonly Allow[];
  /** Where the record comes from, when it is not declared by the caller ("in the zone, unmanaged"). */
  origin?: string;
  /** The line of the zone file it is on, when it comes from one. */
  line?: number;
  /** The data as the zone file writes it, for a line whose data could not be read (shown instead of `data`). */
  rdata?: string;
}

/**
 * One zone's records as the caller knows them. `complete` is true when they are all the zone
 * holds: only then may a rule conclude that a name does not exist.
 */
export interface ZoneContents {
  zone: string;
  records: readonly ZoneRecord[];
  complete: boolean;
}

/** What every rule gets: the zones the caller knows (the first is the one under review) and the settings. */
export interface RuleInput {
  zones: readonly ZoneContents[];
  ttl?: TtlRange;
}

/** The TTLs a zone's records should stay within (the `ttl-range` rule), each bound optional. */
export interface TtlRange {
  min?: number;
  max?: number;
}

/** What a rule reports: the records it names (the first is the one to change) and what to do. */
export interface RuleFinding {
  records: readonly ZoneRecord[];
  message: string;
}

/** A finding after the settings: its rule and severity. */
export interface Finding extends RuleFinding {
  rule: string;
  severity: Severity;
}

/** A rule: its id, default severity, one-line description and check. */
export interface ZoneRule {
  id: string;
  severity: Severity;
  description: string;
  check(input: RuleInput): RuleFinding[];
}
