import * as pulumi from "@pulumi/pulumi";
/**
 * The zone as an RFC 1035 master file (GET /dns/zones/{domain}/export).
 */
export declare function getZoneFile(args: GetZoneFileArgs, opts?: pulumi.InvokeOptions): Promise<GetZoneFileResult>;
export interface GetZoneFileArgs {
    /**
     * The zone's domain, e.g. "example.com" (a trailing dot is allowed).
     */
    zone: string;
}
export interface GetZoneFileResult {
    /**
     * The zone as an RFC 1035 master file, as the API exports it.
     */
    readonly zoneFile: string;
}
/**
 * The zone as an RFC 1035 master file (GET /dns/zones/{domain}/export).
 */
export declare function getZoneFileOutput(args: GetZoneFileOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetZoneFileResult>;
export interface GetZoneFileOutputArgs {
    /**
     * The zone's domain, e.g. "example.com" (a trailing dot is allowed).
     */
    zone: pulumi.Input<string>;
}
