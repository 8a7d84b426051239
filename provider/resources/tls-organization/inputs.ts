import { z } from "zod";
import type { TlsOrganizationRequest } from "../../client/api";
import { type AcceptedFields, checked, choice, defaultOf, orUnknown, text } from "../../common/input-checks";
import { editModes } from "../../contract/tls";
import { countryCode, emailAddress, phoneNumber, requiredText } from "../../tls/contact";
import { inputProperties } from "./properties";

/** The nine contact fields: input name and API name (test/provider/resources/declared-fields.test.ts holds them to the declaration). */
export const contactFields = [
  ["organization", "organization"],
  ["firstName", "first_name"],
  ["lastName", "last_name"],
  ["address", "address"],
  ["postalCode", "postal_code"],
  ["city", "city"],
  ["countryCode", "country_code"],
  ["phone", "phone"],
  ["email", "email"],
] as const satisfies readonly (readonly [string, keyof TlsOrganizationRequest])[];

export type ContactField = (typeof contactFields)[number][0];
export type Contact = Record<ContactField, string>;

/**
 * TlsOrganization inputs after check: the contact data trimmed (country code upper case), and
 * how a change is applied. During preview any value may be unknown.
 */
export type TlsOrganizationInputs = z.output<typeof inputProperties>;

const canonical: Record<ContactField, (value: string) => string> = {
  organization: requiredText,
  firstName: requiredText,
  lastName: requiredText,
  address: requiredText,
  postalCode: requiredText,
  city: requiredText,
  countryCode,
  phone: phoneNumber,
  email: emailAddress,
};

// Optional here, required in the transform: a missing field is then reported with the others.
const contactText = orUnknown(z.string(), "must be a string").optional();
const fields = {
  ...(Object.fromEntries(contactFields.map(([field]) => [field, contactText])) as Record<
    ContactField,
    typeof contactText
  >),
  editMode: text().optional(),
} satisfies AcceptedFields<typeof inputProperties>;

/** Validates and normalizes TlsOrganization inputs, one message per property: the schema `check` runs. */
export const tlsOrganizationInputs = z.strictObject(fields).transform((v, ctx): TlsOrganizationInputs => {
  const out = {
    editMode: choice(ctx, "editMode", v.editMode, editModes) ?? defaultOf(inputProperties.shape.editMode),
  } as TlsOrganizationInputs;
  for (const [field] of contactFields) {
    const value = v[field];
    if (value === undefined) ctx.addIssue({ code: "custom", path: [field], message: "is required" });
    else out[field] = checked(ctx, [field], value, canonical[field]) ?? "";
  }
  return out;
});

/** The API's contact fields (snake case) from checked inputs. */
export function contactRequest(contact: Contact): TlsOrganizationRequest {
  return Object.fromEntries(
    contactFields.map(([field, api]) => [api, contact[field]]),
  ) as TlsOrganizationRequest;
}

/** The contact fields of an API organization, as inputs name them, in the inputs' canonical form. */
export function contactOf(org: TlsOrganizationRequest): Contact {
  const canonicalOrAsIs = (field: ContactField, value: string) => {
    try {
      return canonical[field](value);
    } catch {
      return value; // what the API holds, even if this provider would refuse it: drift shows it
    }
  };
  return Object.fromEntries(
    contactFields.map(([field, api]) => [field, canonicalOrAsIs(field, org[api])]),
  ) as Contact;
}
