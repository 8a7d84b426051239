import * as pulumi from "@pulumi/pulumi";
import type { RecordType } from "../provider/client/api";
import { recordLimits } from "../provider/dns/limits";
import { type CaaTag, recordTypeTable, variantFieldNames } from "../provider/dns/record-types";
import { pausePromiseStacks } from "./promise-stacks";
import { assignIdOutputs, dynamicResource } from "./stored-provider";

export type { CaaTag };

interface DnsRecordCommonArgs {
  /**
   * The record's name. Without `zone` it is fully qualified, with or without the trailing dot
   * ("www.example.com"). With `zone` it is relative to the zone: "@" is the zone itself, "www" and
   * "s1._domainkey" lie below it, and a name ending in a dot or already ending in the zone
   * ("www.example.com" in zone example.com) is taken as it is, not doubled. A first label "*"
   * makes a wildcard. Case and IDN are normalized ("Bücher" → "xn--bcher-kva").
   */
  name: pulumi.Input<string>;
  /**
   * The zone, e.g. "example.com", that relative names and single-label targets are in. Optional
   * when `name` is fully qualified and a CNAME, ALIAS or MX target is a full name.
   */
  zone?: pulumi.Input<string>;
  /**
   * Seconds, {@link recordLimits.ttl.min} to {@link recordLimits.ttl.max}. When omitted the API's
   * default applies and is not managed. @integer
   */
  ttl?: pulumi.Input<number>;
  /**
   * A note stored with the record, at most {@link recordLimits.markedAnnotation} characters: the
   * API's {@link recordLimits.annotation} less the ownership marker the provider adds to it.
   */
  annotation?: pulumi.Input<string>;
  /** Take over a record with the same value (for CNAME and ALIAS: at the same name) instead of failing. */
  adoptExisting?: pulumi.Input<boolean>;
  /** Zone validation findings silenced on this record, each with its reason (docs/guides/zone-validation.md). */
  allow?: pulumi.Input<pulumi.Input<ZoneValidationAllow>[]>;
}

/** One zone validation finding silenced on one record, and why. */
export interface ZoneValidationAllow {
  /** The rule's id, e.g. "duplicate-spf". */
  rule: pulumi.Input<string>;
  /** Why the finding is silenced: required, not empty. */
  reason: pulumi.Input<string>;
}

/**
 * The target of a CNAME, ALIAS or MX record. A name containing a dot is absolute, with or
 * without the trailing dot: "mx1.example.net" is mx1.example.net. whatever `zone` is. A single
 * label ("mail") or "@" is relative to `zone`: "mail.example.com.", or the zone apex; without
 * `zone` it is an error, so write the full name (or end a single label with a dot: "localhost.").
 */
type Target = pulumi.Input<string>;

/** Record-type-specific fields: exactly the variants of the API. */
export type DnsRecordVariantArgs =
  | {
      /** An IPv4 address record. */
      type: "A";
      /** An IPv4 address in dotted-quad form. */
      data: pulumi.Input<string>;
    }
  | {
      /** An IPv6 address record. */
      type: "AAAA";
      /** An IPv6 address in any spelling, stored in RFC 5952 form (no zone index). */
      data: pulumi.Input<string>;
    }
  | {
      /** An alias of another name. */
      type: "CNAME";
      /** The target name: with a dot it is absolute ("mx1.example.net"); a single label or "@" is relative to `zone`. */
      data: Target;
    }
  | {
      /** The API's alias at any name, the zone apex included. */
      type: "ALIAS";
      /** The target name: with a dot it is absolute ("mx1.example.net"); a single label or "@" is relative to `zone`. */
      data: Target;
    }
  | {
      /** A mail exchanger. */
      type: "MX";
      /** The mail server's name: with a dot it is absolute; a single label or "@" is relative to `zone`. */
      data: Target;
      /**
       * The mail server's preference, {@link recordTypeTable.MX.limits.priority.min} to
       * {@link recordTypeTable.MX.limits.priority.max}: lower is tried first. @integer
       */
      priority: pulumi.Input<number>;
    }
  | {
      /** Text. */
      type: "TXT";
      /**
       * One logical string of 1 to {@link recordTypeTable.TXT.limits.length} printable ASCII
       * characters (space to "~"; no tabs, line breaks or non-ASCII), or its chunks, which are joined.
       */
      data: pulumi.Input<string> | pulumi.Input<pulumi.Input<string>[]>;
    }
  | {
      /** A certification authority authorization. */
      type: "CAA";
      /**
       * The value, at most {@link recordTypeTable.CAA.limits.length} printable ASCII characters,
       * with `tag` and `flags`; or all three as `0 issue "ca.example"`.
       */
      data: pulumi.Input<string>;
      /** The property the value is for, one the API accepts (e.g. "issue"); or in `data`. */
      tag?: pulumi.Input<CaaTag>;
      /**
       * {@link recordTypeTable.CAA.limits.flags.min} to {@link recordTypeTable.CAA.limits.flags.max}
       * (default 0); 128 marks the property critical. @integer
       */
      flags?: pulumi.Input<number>;
    };

export type DnsRecordArgs = DnsRecordCommonArgs & DnsRecordVariantArgs;

/** A DNS record in one of the account's zones. Name and type changes update it in place. */
export class DnsRecord extends pulumi.CustomResource {
  /** The API's record id (rrid): the resource's `id`, under the name the API gives it. */
  declare readonly recordId: pulumi.Output<string>;
  /** The zone holding the record, e.g. "example.com.". */
  declare readonly zone: pulumi.Output<string>;
  /** Canonical fully qualified name. */
  declare readonly name: pulumi.Output<string>;
  /** The record type: A, AAAA, CNAME, ALIAS, MX, TXT or CAA. */
  declare readonly type: pulumi.Output<RecordType>;
  /** Seconds. @integer */
  declare readonly ttl: pulumi.Output<number>;
  /** Canonical data: RFC 5952 IPv6, absolute lower-case targets, TXT as one string. */
  declare readonly data: pulumi.Output<string>;
  /** The record's note, without the ownership marker. */
  declare readonly annotation: pulumi.Output<string | undefined>;
  /** MX only: the mail server's preference. @integer */
  declare readonly priority: pulumi.Output<number | undefined>;
  /** CAA only: the flags. @integer */
  declare readonly flags: pulumi.Output<number | undefined>;
  /** CAA only: the property tag. */
  declare readonly tag: pulumi.Output<CaaTag | undefined>;

  constructor(name: string, args: DnsRecordArgs, opts?: pulumi.CustomResourceOptions) {
    // Pulumi makes an Output only of the properties sent: placeholders for those the API fills in
    // when left out, among them the type's own fields (a CAA record's flags and tag may come in
    // `data`). Unset, they cost the state nothing.
    const fields: readonly string[] = recordTypeTable[args.type as RecordType]?.fields ?? [];
    const outputs = Object.fromEntries(
      ["zone", "ttl", "annotation", ...fields].map((key) => [key, undefined]),
    );
    const registered = dynamicResource("DnsRecord", name, { ...outputs, ...args }, opts);
    const resumeStacks = pausePromiseStacks();
    try {
      super(registered.type, name, registered.props, registered.opts);
    } finally {
      resumeStacks();
    }
    assignIdOutputs(this, "DnsRecord");
    // The fields the type never has: known and empty, kept out of the engine's work.
    for (const field of variantFieldNames) {
      if (!fields.includes(field)) Object.assign(this, { [field]: pulumi.output(undefined) });
    }
  }
}
