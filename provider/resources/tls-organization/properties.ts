import { z } from "zod";
import type { SdkView } from "../../common/declaration";
import { editModes } from "../../contract/tls";

/**
 * TlsOrganization's inputs, declared once: as a program gives them (`z.input`, defaults
 * optional) and as check leaves them (`z.output`, defaults applied). The check schema
 * (`inputs.ts`) accepts exactly these names; the contact fields are the names of `contactFields`.
 */
export const inputProperties = z.object({
  organization: z
    .string()
    .meta({ description: "The legal name, as it goes into organization-validated certificates." }),
  firstName: z.string().meta({ description: "The contact's first name." }),
  lastName: z.string().meta({ description: "The contact's last name." }),
  address: z.string().meta({ description: "The street address." }),
  postalCode: z.string().meta({ description: "The postal code." }),
  city: z.string().meta({ description: "The city." }),
  countryCode: z.string().meta({ description: 'ISO 3166-1 alpha-2, e.g. "DE" (any case).' }),
  phone: z
    .string()
    .meta({ description: 'International form: "+", country code and number, e.g. "+49 30 1234567".' }),
  email: z.string().meta({ description: "The contact's email address." }),
  editMode: z
    .enum(editModes)
    .meta({ typeName: "TlsOrganizationEditMode", typeDescription: "How a contact change is applied." })
    .default("update_provider")
    .meta({
      description:
        'How a change of the fields above is applied: "update_provider" (default) changes this organization; "create_replacement" makes a new one with the new data (a new `organizationId`) and marks this one replaced. Changing only this setting changes nothing.',
    }),
});

/** The outputs: the inputs and the current organization's id. */
export const outputProperties = inputProperties.extend({
  countryCode: inputProperties.shape.countryCode.meta({ description: "Upper case." }),
  organizationId: z.string().meta({
    description:
      "The organization to order with (TlsCertificate's `organizationId`); create_replacement changes it.",
  }),
});

export const sdkView = {
  description:
    "A TLS organization: the contact record organization- and extended-validation certificates are ordered with. The API cannot delete organizations: deleting the resource leaves it in the account and Pulumi stops managing it (the delete says so).",
  outputs: [
    "organizationId",
    "organization",
    "firstName",
    "lastName",
    "address",
    "postalCode",
    "city",
    "countryCode",
    "phone",
    "email",
    "editMode",
  ],
} satisfies SdkView<typeof outputProperties>;
