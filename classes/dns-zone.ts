import * as pulumi from "@pulumi/pulumi";
import type { IgnoreRule } from "../provider/dns/ignore-rules";
import type { recordLimits } from "../provider/dns/limits";
import type { DnsRecordVariantArgs, ZoneValidationAllow } from "./dns-record";
import { pausePromiseStacks } from "./promise-stacks";
import { dynamicResource } from "./stored-provider";

/**
 * One record of a DnsZone: DnsRecord's fields, with the name relative to the zone ("@" is the
 * apex, "www", "*.dev"; a name ending in a dot or in the zone is taken as it is). Checked and
 * normalized as a DnsRecord's are.
 */
export type DnsZoneRecordArgs = {
  /** The record's name relative to the zone: "@" is the zone itself, "www" lies below it; a name ending in a dot is taken as it is. */
  name: pulumi.Input<string>;
  /**
   * Seconds, {@link recordLimits.ttl.min} to {@link recordLimits.ttl.max}; default the zone's
   * `ttl`, else the API's (then not managed). @integer
   */
  ttl?: pulumi.Input<number>;
  /**
   * A note stored with the record, at most {@link recordLimits.markedAnnotation} characters (the
   * marker takes the rest).
   */
  annotation?: pulumi.Input<string>;
  /** Zone validation findings silenced on this record, each with its reason (docs/guides/zone-validation.md). */
  allow?: pulumi.Input<pulumi.Input<ZoneValidationAllow>[]>;
} & DnsRecordVariantArgs;

/** A zone validation rule's severity: "off" skips the rule. */
export type ZoneValidationSeverity = "error" | "warning" | "off";

/** The zone validators' settings for one zone, over the provider's `zoneValidation` (docs/guides/zone-validation.md). */
export interface DnsZoneValidation {
  /** Severity by rule id, e.g. { "duplicate-spf": "error" }. */
  rules?: pulumi.Input<Record<string, pulumi.Input<ZoneValidationSeverity>>>;
  /** The TTL range of the rule ttl-range, in seconds; the rule finds nothing without a bound. */
  ttl?: pulumi.Input<DnsZoneValidationTtl>;
}

/** The TTL range of the rule ttl-range. */
export interface DnsZoneValidationTtl {
  /** The least TTL a record should have, in seconds. @integer */
  min?: pulumi.Input<number>;
  /** The greatest TTL a record should have, in seconds. @integer */
  max?: pulumi.Input<number>;
}

/**
 * A rule for records other tools write (DNSControl's IGNORE): a record it matches is never
 * created, changed, deleted, reported or counted by the guard. What a rule leaves out matches
 * anything; it must give at least one of `name`, `type`, `value`, or be `{ externalDns: true }`.
 */
export interface DnsZoneIgnoreRule extends IgnoreRule {}

export interface DnsZoneArgs {
  /** The zone, e.g. "example.com": one of the account's zones. Changing it replaces the resource. */
  zone: pulumi.Input<string>;
  /** The zone's records this resource manages. */
  records?: pulumi.Input<pulumi.Input<DnsZoneRecordArgs>[]>;
  /** The ttl of every record that sets none. @integer */
  ttl?: pulumi.Input<number>;
  /**
   * The zone's records no resource of this stack manages (made by hand or by another tool):
   * "report" (default) lists them in `unmanagedRecords`, and a refresh shows them as drift;
   * "remove" deletes them; "ignore" leaves them alone, unseen. Records another Pulumi stack
   * manages are listed in `otherStackRecords` and never removed.
   */
  unmanaged?: pulumi.Input<"ignore" | "report" | "remove">;
  /** Records other tools write, left alone (see `DnsZoneIgnoreRule`). */
  ignore?: pulumi.Input<pulumi.Input<DnsZoneIgnoreRule>[]>;
  /**
   * The share of the zone's records (0 to 1, default 0.3) one `up` may change, and the share it
   * may delete, in a zone of at least 10 records; more fails before any write. Creates never
   * count. REGISTRAR_MAX_CHANGE_RATIO (or config registrar:maxChangeRatio) overrides both for a run.
   */
  maxChangeRatio?: pulumi.Input<number>;
  /** The share one `up` may change (update in place); default `maxChangeRatio`, else 0.3. */
  maxUpdateRatio?: pulumi.Input<number>;
  /** The share one `up` may delete; default `maxChangeRatio`, else 0.3. */
  maxDeleteRatio?: pulumi.Input<number>;
  /** Zone validation settings for this zone: severity per rule, TTL range (docs/guides/zone-validation.md). */
  validation?: pulumi.Input<DnsZoneValidation>;
}

/** What the state keeps of a record of the zone: its API id and the settings the program manages. */
export interface DnsZoneRecordState {
  /** The API's record id. */
  id: string;
  /** Seconds, when the program sets it. @integer */
  ttl?: number;
  /** The record's note, when the program sets one. */
  annotation?: string;
}

/**
 * A whole zone of the account: its records declared in one resource, each written only when it
 * differs, records nobody declared reported or removed. One engine step per zone instead of one
 * per record. The Pulumi id is the zone.
 */
export class DnsZone extends pulumi.CustomResource {
  /** The zone, fully qualified ("example.com."). */
  declare readonly zone: pulumi.Output<string>;
  /** This resource's records by key (`www A 192.0.2.1`, `@ MX 10 mx1.example.net.`). */
  declare readonly records: pulumi.Output<Record<string, DnsZoneRecordState>>;
  declare readonly unmanaged: pulumi.Output<"ignore" | "report" | "remove">;
  declare readonly ignore: pulumi.Output<DnsZoneIgnoreRule[]>;
  /** As set; absent when the program sets only `maxUpdateRatio` and `maxDeleteRatio`, or neither. */
  declare readonly maxChangeRatio: pulumi.Output<number | undefined>;
  declare readonly maxUpdateRatio: pulumi.Output<number>;
  declare readonly maxDeleteRatio: pulumi.Output<number>;
  /** Records of the zone no resource of this stack manages, by key, with their ids, as last read. */
  declare readonly unmanagedRecords: pulumi.Output<Record<string, string>>;
  /**
   * The unmanaged records the last `up` saw (`unmanaged: "report"`): a refresh that finds others
   * is drift until the next `up` accepts them.
   */
  declare readonly unmanagedBaseline: pulumi.Output<Record<string, string>>;
  /** Records the `ignore` rules match, by key, with their ids. */
  declare readonly ignoredRecords: pulumi.Output<Record<string, string>>;
  /** Records of the zone another Pulumi stack manages, by key, with their ids. */
  declare readonly otherStackRecords: pulumi.Output<Record<string, string>>;
  /** Every record of the zone when last read or written. @integer */
  declare readonly zoneRecordCount: pulumi.Output<number>;

  constructor(name: string, args: DnsZoneArgs, opts?: pulumi.CustomResourceOptions) {
    const outputs = {
      records: undefined,
      unmanaged: undefined,
      ignore: undefined,
      maxChangeRatio: undefined,
      maxUpdateRatio: undefined,
      maxDeleteRatio: undefined,
      unmanagedRecords: undefined,
      unmanagedBaseline: undefined,
      ignoredRecords: undefined,
      otherStackRecords: undefined,
      zoneRecordCount: undefined,
    };
    const registered = dynamicResource("DnsZone", name, { ...outputs, ...args }, opts);
    const resumeStacks = pausePromiseStacks();
    try {
      super(registered.type, name, registered.props, registered.opts);
    } finally {
      resumeStacks();
    }
  }
}
