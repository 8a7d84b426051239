import * as pulumi from "@pulumi/pulumi";
import * as outputs from "./types/output";
/**
 * The account's TLS organizations, replaced ones included (GET /tls/organization).
 */
export declare function getTlsOrganizations(opts?: pulumi.InvokeOptions): Promise<GetTlsOrganizationsResult>;
export interface GetTlsOrganizationsResult {
    /**
     * Every organization of the account, replaced ones included.
     */
    readonly organizations: outputs.TlsOrganizationDetail[];
}
/**
 * The account's TLS organizations, replaced ones included (GET /tls/organization).
 */
export declare function getTlsOrganizationsOutput(opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetTlsOrganizationsResult>;
