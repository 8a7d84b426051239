import * as pulumi from "@pulumi/pulumi";
import * as outputs from "./types/output";
import * as enums from "./types/enums";
/**
 * The registry DNSSEC of a domain (GET /dns/{domain}/dnssec).
 */
export declare function getDnssec(args: GetDnssecArgs, opts?: pulumi.InvokeOptions): Promise<GetDnssecResult>;
export interface GetDnssecArgs {
    /**
     * The domain, e.g. "example.com".
     */
    domain: string;
}
export interface GetDnssecResult {
    /**
     * The configuration asked for.
     */
    readonly desiredState: outputs.DnssecConfiguration;
    /**
     * "pending" while a job runs.
     */
    readonly dnssecState: enums.DomainDnssecStatus;
    /**
     * The domain, lower case, without a trailing dot.
     */
    readonly domain: string;
    /**
     * The configuration in effect.
     */
    readonly liveState: outputs.DnssecLiveState;
    /**
     * The job under way; null when none runs.
     */
    readonly pendingJob?: outputs.DnssecJobResult;
}
/**
 * The registry DNSSEC of a domain (GET /dns/{domain}/dnssec).
 */
export declare function getDnssecOutput(args: GetDnssecOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetDnssecResult>;
export interface GetDnssecOutputArgs {
    /**
     * The domain, e.g. "example.com".
     */
    domain: pulumi.Input<string>;
}
