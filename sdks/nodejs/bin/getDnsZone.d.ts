import * as pulumi from "@pulumi/pulumi";
import * as outputs from "./types/output";
import * as enums from "./types/enums";
/**
 * One zone with its serial, nameservers and records (GET /dns/zones/{domain}).
 */
export declare function getDnsZone(args: GetDnsZoneArgs, opts?: pulumi.InvokeOptions): Promise<GetDnsZoneResult>;
export interface GetDnsZoneArgs {
    /**
     * The zone's domain, e.g. "example.com" (a trailing dot is allowed).
     */
    zone: string;
}
export interface GetDnsZoneResult {
    /**
     * The domain's registry DNSSEC status; null for a zone without a domain of the account.
     */
    readonly dnssecState?: enums.ZoneDnssecState;
    /**
     * Fully qualified, with the trailing dot.
     */
    readonly name: string;
    /**
     * The nameservers the zone is served from, fully qualified.
     */
    readonly nameservers: string[];
    /**
     * Every record of the zone.
     */
    readonly records: outputs.DnsZoneRecordResult[];
    /**
     * The zone's SOA serial.
     */
    readonly serial: number;
}
/**
 * One zone with its serial, nameservers and records (GET /dns/zones/{domain}).
 */
export declare function getDnsZoneOutput(args: GetDnsZoneOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetDnsZoneResult>;
export interface GetDnsZoneOutputArgs {
    /**
     * The zone's domain, e.g. "example.com" (a trailing dot is allowed).
     */
    zone: pulumi.Input<string>;
}
