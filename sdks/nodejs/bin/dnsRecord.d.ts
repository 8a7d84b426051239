import * as pulumi from "@pulumi/pulumi";
import * as inputs from "./types/input";
import * as enums from "./types/enums";
/**
 * A DNS record in one of the account's zones. Name and type changes update it in place.
 */
export declare class DnsRecord extends pulumi.CustomResource {
    /**
     * Get an existing DnsRecord resource's state with the given name, ID, and optional extra
     * properties used to qualify the lookup.
     *
     * @param name The _unique_ name of the resulting resource.
     * @param id The _unique_ provider ID of the resource to lookup.
     * @param opts Optional settings to control the behavior of the CustomResource.
     */
    static get(name: string, id: pulumi.Input<pulumi.ID>, opts?: pulumi.CustomResourceOptions): DnsRecord;
    /**
     * Returns true if the given object is an instance of DnsRecord.  This is designed to work even
     * when multiple copies of the Pulumi SDK have been loaded into the same process.
     */
    static isInstance(obj: any): obj is DnsRecord;
    /**
     * The record's note, without the ownership marker.
     */
    readonly annotation: pulumi.Output<string | undefined>;
    /**
     * Canonical data: RFC 5952 IPv6, absolute lower-case targets, TXT as one string.
     */
    readonly data: pulumi.Output<string>;
    /**
     * CAA only: the flags.
     */
    readonly flags: pulumi.Output<number | undefined>;
    /**
     * Canonical fully qualified name.
     */
    readonly name: pulumi.Output<string>;
    /**
     * MX only: the mail server's preference.
     */
    readonly priority: pulumi.Output<number | undefined>;
    /**
     * The API's record id (rrid): the resource's `id`, under the name the API gives it.
     */
    readonly recordId: pulumi.Output<string>;
    /**
     * CAA only: the property tag.
     */
    readonly tag: pulumi.Output<enums.CaaTag | undefined>;
    /**
     * Seconds, as the API holds it: the API's default where the program gave none.
     */
    readonly ttl: pulumi.Output<number>;
    /**
     * The record type: A, AAAA, CNAME, ALIAS, MX, TXT or CAA.
     */
    readonly type: pulumi.Output<enums.RecordType>;
    /**
     * The zone holding the record, e.g. "example.com.".
     */
    readonly zone: pulumi.Output<string>;
    /**
     * Create a DnsRecord resource with the given unique name, arguments, and options.
     *
     * @param name The _unique_ name of the resource.
     * @param args The arguments to use to populate this resource's properties.
     * @param opts A bag of options that control this resource's behavior.
     */
    constructor(name: string, args: DnsRecordArgs, opts?: pulumi.CustomResourceOptions);
}
/**
 * The set of arguments for constructing a DnsRecord resource.
 */
export interface DnsRecordArgs {
    /**
     * Take over a record with the same value (for CNAME and ALIAS: at the same name) instead of failing.
     */
    adoptExisting?: pulumi.Input<boolean | undefined>;
    /**
     * Zone validation findings silenced on this record, each with its reason (docs/guides/zone-validation.md).
     */
    allow?: pulumi.Input<pulumi.Input<inputs.ZoneValidationAllowArgs>[] | undefined>;
    /**
     * A note stored with the record, at most 228 characters: the API's 255 less the ownership marker the provider adds to it.
     */
    annotation?: pulumi.Input<string | undefined>;
    /**
     * A: An IPv4 address in dotted-quad form.
     *
     * AAAA: An IPv6 address in any spelling, stored in RFC 5952 form (no zone index).
     *
     * CNAME, ALIAS: The target name: with a dot it is absolute ("mx1.example.net"); a single label or "@" is relative to `zone`.
     *
     * MX: The mail server's name: with a dot it is absolute; a single label or "@" is relative to `zone`.
     *
     * TXT: One logical string of 1 to 4096 printable ASCII characters (space to "~"; no tabs, line breaks or non-ASCII), or its chunks, which are joined.
     *
     * CAA: The value, at most 255 printable ASCII characters, with `tag` and `flags`; or all three as `0 issue "ca.example"`.
     */
    data: pulumi.Input<string | pulumi.Input<string>[]>;
    /**
     * CAA: 0 to 255 (default 0); 128 marks the property critical.
     */
    flags?: pulumi.Input<number | undefined>;
    /**
     * The record's name. Without `zone` it is fully qualified, with or without the trailing dot ("www.example.com"). With `zone` it is relative to the zone: "@" is the zone itself, "www" and "s1._domainkey" lie below it, and a name ending in a dot or already ending in the zone ("www.example.com" in zone example.com) is taken as it is, not doubled. A first label "*" makes a wildcard. Case and IDN are normalized ("Bücher" → "xn--bcher-kva").
     */
    name: pulumi.Input<string>;
    /**
     * MX: The mail server's preference, 0 to 65535: lower is tried first.
     */
    priority?: pulumi.Input<number | undefined>;
    /**
     * CAA: The property the value is for, one the API accepts (e.g. "issue"); or in `data`.
     */
    tag?: pulumi.Input<enums.CaaTag | undefined>;
    /**
     * Seconds, 60 to 86400. When omitted the API's default applies and is not managed.
     */
    ttl?: pulumi.Input<number | undefined>;
    /**
     * A: An IPv4 address record.
     *
     * AAAA: An IPv6 address record.
     *
     * CNAME: An alias of another name.
     *
     * ALIAS: The API's alias at any name, the zone apex included.
     *
     * MX: A mail exchanger.
     *
     * TXT: Text.
     *
     * CAA: A certification authority authorization.
     */
    type: pulumi.Input<enums.DnsRecordType>;
    /**
     * The zone, e.g. "example.com", that relative names and single-label targets are in. Optional when `name` is fully qualified and a CNAME, ALIAS or MX target is a full name.
     */
    zone?: pulumi.Input<string | undefined>;
}
