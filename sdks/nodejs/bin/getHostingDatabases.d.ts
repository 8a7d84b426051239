import * as pulumi from "@pulumi/pulumi";
import * as outputs from "./types/output";
/**
 * The databases of a package, never with passwords (GET /hosting/packages/{id}/databases).
 */
export declare function getHostingDatabases(args: GetHostingDatabasesArgs, opts?: pulumi.InvokeOptions): Promise<GetHostingDatabasesResult>;
export interface GetHostingDatabasesArgs {
    /**
     * The package's id, e.g. "hp-1001".
     */
    id: string;
}
export interface GetHostingDatabasesResult {
    /**
     * The package's databases, never with passwords.
     */
    readonly databases: outputs.HostingDatabase[];
}
/**
 * The databases of a package, never with passwords (GET /hosting/packages/{id}/databases).
 */
export declare function getHostingDatabasesOutput(args: GetHostingDatabasesOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetHostingDatabasesResult>;
export interface GetHostingDatabasesOutputArgs {
    /**
     * The package's id, e.g. "hp-1001".
     */
    id: pulumi.Input<string>;
}
