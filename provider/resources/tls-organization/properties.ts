import { z } from "zod";
import { editModes } from "../../contract/tls";

/**
 * TlsOrganization's inputs, declared once: as a program gives them (`z.input`, defaults
 * optional) and as check leaves them (`z.output`, defaults applied). The check schema
 * (`inputs.ts`) accepts exactly these names; the contact fields are the names of `contactFields`.
 */
export const inputProperties = z.object({
  organization: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  phone: z.string(),
  email: z.string(),
  /** update_provider: change the organization in place; create_replacement: a new one replaces it. */
  editMode: z.enum(editModes).default("update_provider"),
});

/** The outputs: the inputs and the current organization's id. */
export const outputProperties = inputProperties.extend({
  /** The organization orders should use; create_replacement changes it, the Pulumi id stays. */
  organizationId: z.string(),
});
