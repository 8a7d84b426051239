import * as pulumi from "@pulumi/pulumi";
import * as enums from "./types/enums";
/**
 * One hosting package by its id (GET /hosting/packages/{id}).
 */
export declare function getHostingPackage(args: GetHostingPackageArgs, opts?: pulumi.InvokeOptions): Promise<GetHostingPackageResult>;
export interface GetHostingPackageArgs {
    /**
     * The package's id, e.g. "hp-1001".
     */
    id: string;
}
export interface GetHostingPackageResult {
    /**
     * How many domain aliases the package has.
     */
    readonly aliasCount: number;
    /**
     * How many databases the package has.
     */
    readonly databaseCount: number;
    /**
     * The package id, e.g. "hp-1001".
     */
    readonly id: string;
    /**
     * The package's name in the account.
     */
    readonly name: string;
    /**
     * The hosting plan, e.g. "business".
     */
    readonly plan: string;
    /**
     * The domain the package serves, without the trailing dot.
     */
    readonly primaryDomain: string;
    /**
     * A suspended package serves no site.
     */
    readonly status: enums.HostingPackageStatus;
}
/**
 * One hosting package by its id (GET /hosting/packages/{id}).
 */
export declare function getHostingPackageOutput(args: GetHostingPackageOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetHostingPackageResult>;
export interface GetHostingPackageOutputArgs {
    /**
     * The package's id, e.g. "hp-1001".
     */
    id: pulumi.Input<string>;
}
