import * as pulumi from "@pulumi/pulumi";
import { pausePromiseStacks } from "./promise-stacks";
import { dynamicResource } from "./stored-provider";

/** How a contact change is applied. */
export type TlsOrganizationEditMode = "update_provider" | "create_replacement";

export interface TlsOrganizationArgs {
  /** The legal name, as it goes into organization-validated certificates. */
  organization: pulumi.Input<string>;
  /** The contact's first name. */
  firstName: pulumi.Input<string>;
  /** The contact's last name. */
  lastName: pulumi.Input<string>;
  /** The street address. */
  address: pulumi.Input<string>;
  /** The postal code. */
  postalCode: pulumi.Input<string>;
  /** The city. */
  city: pulumi.Input<string>;
  /** ISO 3166-1 alpha-2, e.g. "DE" (any case). */
  countryCode: pulumi.Input<string>;
  /** International form: "+", country code and number, e.g. "+49 30 1234567". */
  phone: pulumi.Input<string>;
  /** The contact's email address. */
  email: pulumi.Input<string>;
  /**
   * How a change of the fields above is applied: "update_provider" (default) changes this
   * organization; "create_replacement" makes a new one with the new data (a new
   * `organizationId`) and marks this one replaced. Changing only this setting changes nothing.
   */
  editMode?: pulumi.Input<TlsOrganizationEditMode>;
}

/**
 * A TLS organization: the contact record organization- and extended-validation certificates are
 * ordered with. The API cannot delete organizations: deleting the resource leaves it in the
 * account and Pulumi stops managing it (the delete says so).
 */
export class TlsOrganization extends pulumi.CustomResource {
  /** The organization to order with (TlsCertificate's `organizationId`); create_replacement changes it. */
  declare readonly organizationId: pulumi.Output<string>;
  declare readonly organization: pulumi.Output<string>;
  declare readonly firstName: pulumi.Output<string>;
  declare readonly lastName: pulumi.Output<string>;
  declare readonly address: pulumi.Output<string>;
  declare readonly postalCode: pulumi.Output<string>;
  declare readonly city: pulumi.Output<string>;
  /** Upper case. */
  declare readonly countryCode: pulumi.Output<string>;
  declare readonly phone: pulumi.Output<string>;
  declare readonly email: pulumi.Output<string>;
  declare readonly editMode: pulumi.Output<TlsOrganizationEditMode>;

  constructor(name: string, args: TlsOrganizationArgs, opts?: pulumi.CustomResourceOptions) {
    // Placeholders: Pulumi makes an Output only of the properties sent.
    const outputs = { organizationId: undefined, editMode: undefined };
    const registered = dynamicResource("TlsOrganization", name, { ...outputs, ...args }, opts);
    const resumeStacks = pausePromiseStacks();
    try {
      super(registered.type, name, registered.props, registered.opts);
    } finally {
      resumeStacks();
    }
  }
}
