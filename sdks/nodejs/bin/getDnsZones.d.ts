import * as pulumi from "@pulumi/pulumi";
import * as outputs from "./types/output";
/**
 * The account's DNS zones (GET /dns/zones).
 */
export declare function getDnsZones(opts?: pulumi.InvokeOptions): Promise<GetDnsZonesResult>;
export interface GetDnsZonesResult {
    /**
     * Every zone of the account, as the API lists them.
     */
    readonly zones: outputs.DnsZoneSummary[];
}
/**
 * The account's DNS zones (GET /dns/zones).
 */
export declare function getDnsZonesOutput(opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetDnsZonesResult>;
