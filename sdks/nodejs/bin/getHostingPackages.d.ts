import * as pulumi from "@pulumi/pulumi";
import * as outputs from "./types/output";
/**
 * The account's web hosting packages (GET /hosting/packages).
 */
export declare function getHostingPackages(opts?: pulumi.InvokeOptions): Promise<GetHostingPackagesResult>;
export interface GetHostingPackagesResult {
    /**
     * Every hosting package of the account.
     */
    readonly packages: outputs.HostingPackage[];
}
/**
 * The account's web hosting packages (GET /hosting/packages).
 */
export declare function getHostingPackagesOutput(opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetHostingPackagesResult>;
