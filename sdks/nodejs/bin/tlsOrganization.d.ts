import * as pulumi from "@pulumi/pulumi";
import * as enums from "./types/enums";
/**
 * A TLS organization: the contact record organization- and extended-validation certificates are ordered with. The API cannot delete organizations: deleting the resource leaves it in the account and Pulumi stops managing it (the delete says so).
 */
export declare class TlsOrganization extends pulumi.CustomResource {
    /**
     * Get an existing TlsOrganization resource's state with the given name, ID, and optional extra
     * properties used to qualify the lookup.
     *
     * @param name The _unique_ name of the resulting resource.
     * @param id The _unique_ provider ID of the resource to lookup.
     * @param opts Optional settings to control the behavior of the CustomResource.
     */
    static get(name: string, id: pulumi.Input<pulumi.ID>, opts?: pulumi.CustomResourceOptions): TlsOrganization;
    /**
     * Returns true if the given object is an instance of TlsOrganization.  This is designed to work even
     * when multiple copies of the Pulumi SDK have been loaded into the same process.
     */
    static isInstance(obj: any): obj is TlsOrganization;
    /**
     * The street address.
     */
    readonly address: pulumi.Output<string>;
    /**
     * The city.
     */
    readonly city: pulumi.Output<string>;
    /**
     * Upper case.
     */
    readonly countryCode: pulumi.Output<string>;
    /**
     * How a change of the fields above is applied: "update_provider" (default) changes this organization; "create_replacement" makes a new one with the new data (a new `organizationId`) and marks this one replaced. Changing only this setting changes nothing.
     */
    readonly editMode: pulumi.Output<enums.TlsOrganizationEditMode>;
    /**
     * The contact's email address.
     */
    readonly email: pulumi.Output<string>;
    /**
     * The contact's first name.
     */
    readonly firstName: pulumi.Output<string>;
    /**
     * The contact's last name.
     */
    readonly lastName: pulumi.Output<string>;
    /**
     * The legal name, as it goes into organization-validated certificates.
     */
    readonly organization: pulumi.Output<string>;
    /**
     * The organization to order with (TlsCertificate's `organizationId`); create_replacement changes it.
     */
    readonly organizationId: pulumi.Output<string>;
    /**
     * International form: "+", country code and number, e.g. "+49 30 1234567".
     */
    readonly phone: pulumi.Output<string>;
    /**
     * The postal code.
     */
    readonly postalCode: pulumi.Output<string>;
    /**
     * Create a TlsOrganization resource with the given unique name, arguments, and options.
     *
     * @param name The _unique_ name of the resource.
     * @param args The arguments to use to populate this resource's properties.
     * @param opts A bag of options that control this resource's behavior.
     */
    constructor(name: string, args: TlsOrganizationArgs, opts?: pulumi.CustomResourceOptions);
}
/**
 * The set of arguments for constructing a TlsOrganization resource.
 */
export interface TlsOrganizationArgs {
    /**
     * The street address.
     */
    address: pulumi.Input<string>;
    /**
     * The city.
     */
    city: pulumi.Input<string>;
    /**
     * ISO 3166-1 alpha-2, e.g. "DE" (any case).
     */
    countryCode: pulumi.Input<string>;
    /**
     * How a change of the fields above is applied: "update_provider" (default) changes this organization; "create_replacement" makes a new one with the new data (a new `organizationId`) and marks this one replaced. Changing only this setting changes nothing.
     */
    editMode?: pulumi.Input<enums.TlsOrganizationEditMode | undefined>;
    /**
     * The contact's email address.
     */
    email: pulumi.Input<string>;
    /**
     * The contact's first name.
     */
    firstName: pulumi.Input<string>;
    /**
     * The contact's last name.
     */
    lastName: pulumi.Input<string>;
    /**
     * The legal name, as it goes into organization-validated certificates.
     */
    organization: pulumi.Input<string>;
    /**
     * International form: "+", country code and number, e.g. "+49 30 1234567".
     */
    phone: pulumi.Input<string>;
    /**
     * The postal code.
     */
    postalCode: pulumi.Input<string>;
}
