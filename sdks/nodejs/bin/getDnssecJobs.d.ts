import * as pulumi from "@pulumi/pulumi";
import * as outputs from "./types/output";
/**
 * The DNSSEC jobs of a domain, newest first (GET /dns/{domain}/dnssec/jobs).
 */
export declare function getDnssecJobs(args: GetDnssecJobsArgs, opts?: pulumi.InvokeOptions): Promise<GetDnssecJobsResult>;
export interface GetDnssecJobsArgs {
    /**
     * The domain, e.g. "example.com".
     */
    domain: string;
}
export interface GetDnssecJobsResult {
    /**
     * The domain's DNSSEC jobs, newest first.
     */
    readonly jobs: outputs.DnssecJobResult[];
}
/**
 * The DNSSEC jobs of a domain, newest first (GET /dns/{domain}/dnssec/jobs).
 */
export declare function getDnssecJobsOutput(args: GetDnssecJobsOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetDnssecJobsResult>;
export interface GetDnssecJobsOutputArgs {
    /**
     * The domain, e.g. "example.com".
     */
    domain: pulumi.Input<string>;
}
