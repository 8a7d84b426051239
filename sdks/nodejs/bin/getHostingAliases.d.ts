import * as pulumi from "@pulumi/pulumi";
import * as outputs from "./types/output";
/**
 * The domain aliases of a package (GET /hosting/packages/{id}/aliases).
 */
export declare function getHostingAliases(args: GetHostingAliasesArgs, opts?: pulumi.InvokeOptions): Promise<GetHostingAliasesResult>;
export interface GetHostingAliasesArgs {
    /**
     * The package's id, e.g. "hp-1001".
     */
    id: string;
}
export interface GetHostingAliasesResult {
    /**
     * The package's domain aliases.
     */
    readonly aliases: outputs.HostingAlias[];
}
/**
 * The domain aliases of a package (GET /hosting/packages/{id}/aliases).
 */
export declare function getHostingAliasesOutput(args: GetHostingAliasesOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetHostingAliasesResult>;
export interface GetHostingAliasesOutputArgs {
    /**
     * The package's id, e.g. "hp-1001".
     */
    id: pulumi.Input<string>;
}
