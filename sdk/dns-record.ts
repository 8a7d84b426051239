import * as pulumi from "@pulumi/pulumi";
import { thinProvider } from "./thin-provider";

interface DnsRecordCommonArgs {
  /** Fully qualified name ("www.example.com."); relative names and "@" need `zone`. Case and IDN are normalized. */
  name: pulumi.Input<string>;
  /** The zone `name` is relative to, e.g. "example.com". Optional when `name` is absolute. */
  zone?: pulumi.Input<string>;
  /** Seconds, 60 to 86400. When omitted the API's default applies and is not managed. */
  ttl?: pulumi.Input<number>;
  /** A note stored with the record. */
  annotation?: pulumi.Input<string>;
  /** Take over a record with the same value (for CNAME and ALIAS: at the same name) instead of failing. */
  adoptExisting?: pulumi.Input<boolean>;
}

/** Record-type-specific fields: exactly the variants of the API. */
export type DnsRecordVariantArgs =
  | { type: "A"; data: pulumi.Input<string> }
  | { type: "AAAA"; data: pulumi.Input<string> }
  | { type: "CNAME"; data: pulumi.Input<string> }
  | { type: "ALIAS"; data: pulumi.Input<string> }
  | { type: "MX"; data: pulumi.Input<string>; priority: pulumi.Input<number> }
  /** One logical string of any length, or its chunks (joined). */
  | { type: "TXT"; data: pulumi.Input<string> | pulumi.Input<pulumi.Input<string>[]> }
  /** `tag` and `flags` (default 0), or all three in `data` as `0 issue "ca.example"`. */
  | { type: "CAA"; data: pulumi.Input<string>; tag?: pulumi.Input<string>; flags?: pulumi.Input<number> };

export type DnsRecordArgs = DnsRecordCommonArgs & DnsRecordVariantArgs;

const provider = thinProvider("pulumi-registrar/provider/resources/dns-record");

/** A DNS record in one of the account's zones. Name and type changes update it in place. */
export class DnsRecord extends pulumi.dynamic.Resource {
  /** The API's record id (rrid). */
  declare readonly recordId: pulumi.Output<string>;
  /** The zone holding the record, e.g. "example.com.". */
  declare readonly zone: pulumi.Output<string>;
  /** Canonical fully qualified name. */
  declare readonly name: pulumi.Output<string>;
  declare readonly type: pulumi.Output<string>;
  declare readonly ttl: pulumi.Output<number>;
  /** Canonical data: RFC 5952 IPv6, absolute lower-case targets, TXT as one string. */
  declare readonly data: pulumi.Output<string>;
  declare readonly annotation: pulumi.Output<string | undefined>;
  declare readonly priority: pulumi.Output<number | undefined>;
  declare readonly flags: pulumi.Output<number | undefined>;
  declare readonly tag: pulumi.Output<string | undefined>;

  constructor(name: string, args: DnsRecordArgs, opts?: pulumi.CustomResourceOptions) {
    const outputs = { recordId: undefined, zone: undefined, ttl: undefined, annotation: undefined };
    super(provider, name, { ...outputs, ...args }, opts, "registrar", "DnsRecord");
  }
}
