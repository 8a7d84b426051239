import * as pulumi from "@pulumi/pulumi";
import * as enums from "./types/enums";
/**
 * One TLS organization (GET /tls/organization/{id}).
 */
export declare function getTlsOrganization(args: GetTlsOrganizationArgs, opts?: pulumi.InvokeOptions): Promise<GetTlsOrganizationResult>;
export interface GetTlsOrganizationArgs {
    /**
     * The organization's id, a TlsOrganization's `organizationId`.
     */
    id: string;
}
export interface GetTlsOrganizationResult {
    /**
     * Street and number.
     */
    readonly address: string;
    /**
     * The city.
     */
    readonly city: string;
    /**
     * ISO 3166-1 alpha-2, e.g. "DE".
     */
    readonly countryCode: string;
    /**
     * When the organization was made.
     */
    readonly createdAt: string;
    /**
     * The contact's address for validation mail.
     */
    readonly email: string;
    /**
     * The contact's first name.
     */
    readonly firstName: string;
    /**
     * The organization's id, a TlsOrganization's `organizationId`.
     */
    readonly id: string;
    /**
     * The contact's last name.
     */
    readonly lastName: string;
    /**
     * The organization's legal name.
     */
    readonly organization: string;
    /**
     * International form, e.g. "+49 30 1234567".
     */
    readonly phone: string;
    /**
     * The postal code.
     */
    readonly postalCode: string;
    /**
     * The organization that replaced this one; null otherwise.
     */
    readonly replacedBy?: string;
    /**
     * A replaced organization cannot be used for new orders.
     */
    readonly status: enums.TlsOrganizationDetailStatus;
    /**
     * When it last changed.
     */
    readonly updatedAt: string;
}
/**
 * One TLS organization (GET /tls/organization/{id}).
 */
export declare function getTlsOrganizationOutput(args: GetTlsOrganizationOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetTlsOrganizationResult>;
export interface GetTlsOrganizationOutputArgs {
    /**
     * The organization's id, a TlsOrganization's `organizationId`.
     */
    id: pulumi.Input<string>;
}
