import * as pulumi from "@pulumi/pulumi";
import * as inputs from "../types/input";
import * as enums from "../types/enums";
/**
 * A rule for records other tools write (DNSControl's IGNORE): a record it matches is never created, changed, deleted, reported or counted by the guard. What a rule leaves out matches anything; it must give at least one of `name`, `type`, `value`, or be `{ externalDns: true }`.
 */
export interface DnsZoneIgnoreRuleArgs {
    /**
     * Let the rule match records the program declares (the program manages those); without it, such a rule fails preview naming the rule and the record.
     */
    allowDeclared?: pulumi.Input<boolean | undefined>;
    /**
     * The records external-dns owns: those its TXT ownership records (`heritage=external-dns,external-dns/owner=…`) name, and those TXT records.
     */
    externalDns?: pulumi.Input<boolean | undefined>;
    /**
     * The name relative to the zone ("@" is the apex), a glob: `*` within one label, `**` across labels, `?`, `[a-z]`, `{a,b}`; e.g. "_acme-challenge.**", "*._domainkey".
     */
    name?: pulumi.Input<string | undefined>;
    /**
     * With `externalDns`: only the records of this external-dns owner id.
     */
    owner?: pulumi.Input<string | undefined>;
    /**
     * A record type, several with commas ("A,AAAA"), or "*".
     */
    type?: pulumi.Input<string | undefined>;
    /**
     * The value as the record's key writes it ("10 mx.example.net." for an MX), a glob as `name`.
     */
    value?: pulumi.Input<string | undefined>;
}
/**
 * One record of a DnsZone: DnsRecord's fields, with the name relative to the zone ("@" is the apex, "www", "*.dev"; a name ending in a dot or in the zone is taken as it is). Checked and normalized as a DnsRecord's are.
 */
export interface DnsZoneRecordArgs {
    /**
     * Zone validation findings silenced on this record, each with its reason (docs/guides/zone-validation.md).
     */
    allow?: pulumi.Input<pulumi.Input<inputs.ZoneValidationAllowArgs>[] | undefined>;
    /**
     * A note stored with the record, at most 228 characters (the marker takes the rest).
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
     * The record's name relative to the zone: "@" is the zone itself, "www" lies below it; a name ending in a dot is taken as it is.
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
     * Seconds, 60 to 86400; default the zone's `ttl`, else the API's (then not managed).
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
    type: pulumi.Input<enums.DnsZoneRecordType>;
}
/**
 * The zone validators' settings for one zone, over the provider's `zoneValidation` (docs/guides/zone-validation.md).
 */
export interface DnsZoneValidationArgs {
    /**
     * Severity by rule id, e.g. { "duplicate-spf": "error" }.
     */
    rules?: pulumi.Input<{
        [key: string]: pulumi.Input<enums.ZoneValidationSeverity>;
    } | undefined>;
    /**
     * The TTL range of the rule ttl-range, in seconds; the rule finds nothing without a bound.
     */
    ttl?: pulumi.Input<inputs.DnsZoneValidationTtlArgs | undefined>;
}
/**
 * The TTL range of the rule ttl-range.
 */
export interface DnsZoneValidationTtlArgs {
    /**
     * The greatest TTL a record should have, in seconds.
     */
    max?: pulumi.Input<number | undefined>;
    /**
     * The least TTL a record should have, in seconds.
     */
    min?: pulumi.Input<number | undefined>;
}
/**
 * A record of an external DNSSEC configuration: a DS, or the DNSKEY a DS refers to.
 */
export interface DnssecRecordArgs {
    /**
     * DNSSEC algorithm number, e.g. 13 (ECDSA P-256 SHA-256).
     */
    algorithm: pulumi.Input<number>;
    /**
     * ds: Hexadecimal; spaces and case do not matter.
     */
    digest?: pulumi.Input<string | undefined>;
    /**
     * ds: 2 (SHA-256) or 4 (SHA-384).
     */
    digestType?: pulumi.Input<number | undefined>;
    /**
     * dnskey: 256 or 257.
     */
    flags?: pulumi.Input<number | undefined>;
    /**
     * ds: The key tag of the DNSKEY the DS refers to, 0 to 65535.
     *
     * dnskey: Checked against the key when given.
     */
    keyTag?: pulumi.Input<number | undefined>;
    /**
     * ds: A DS record, as the parent zone publishes it.
     *
     * dnskey: A DNSKEY, from which the API derives its DS.
     */
    kind: pulumi.Input<enums.DnssecRecordKind>;
    /**
     * dnskey: Always 3.
     */
    protocol?: pulumi.Input<number | undefined>;
    /**
     * dnskey: Base64, as in the DNSKEY's zone file line; whitespace does not matter.
     */
    publicKey?: pulumi.Input<string | undefined>;
}
/**
 * One zone validation finding silenced on one record, and why.
 */
export interface ZoneValidationAllowArgs {
    /**
     * Why the finding is silenced: required, not empty.
     */
    reason: pulumi.Input<string>;
    /**
     * The rule's id, e.g. "duplicate-spf".
     */
    rule: pulumi.Input<string>;
}
