import * as pulumi from "@pulumi/pulumi";
import * as outputs from "./types/output";
/**
 * The records of a zone (GET /dns/{domain}/rr).
 */
export declare function getDnsRecords(args: GetDnsRecordsArgs, opts?: pulumi.InvokeOptions): Promise<GetDnsRecordsResult>;
export interface GetDnsRecordsArgs {
    /**
     * The zone's domain, e.g. "example.com" (a trailing dot is allowed).
     */
    zone: string;
}
export interface GetDnsRecordsResult {
    /**
     * Every record of the zone, as the API lists them.
     */
    readonly records: outputs.DnsZoneRecordResult[];
}
/**
 * The records of a zone (GET /dns/{domain}/rr).
 */
export declare function getDnsRecordsOutput(args: GetDnsRecordsOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetDnsRecordsResult>;
export interface GetDnsRecordsOutputArgs {
    /**
     * The zone's domain, e.g. "example.com" (a trailing dot is allowed).
     */
    zone: pulumi.Input<string>;
}
