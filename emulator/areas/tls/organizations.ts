import type { Account } from "../../core/account";
import { areaState } from "../../core/area-state";
import { badRequest, notFound } from "../../core/errors";
import { countryCodes } from "./countries";

/** TLS organizations: contact records for OV and EV orders. */

export const contactFieldNames = [
  "organization",
  "first_name",
  "last_name",
  "address",
  "postal_code",
  "city",
  "country_code",
  "phone",
  "email",
] as const;
export type ContactField = (typeof contactFieldNames)[number];
export type Contact = Record<ContactField, string>;

export interface Organization extends Contact {
  id: string;
  status: "active" | "replaced";
  replacedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Longest value per field; organization and city also go into certificates (X.509 upper bounds). */
const maxLength: Record<ContactField, number> = {
  organization: 64,
  first_name: 64,
  last_name: 64,
  address: 200,
  postal_code: 16,
  city: 128,
  country_code: 2,
  phone: 32,
  email: 254,
};

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const PHONE = /^\+[1-9][0-9 .()-]*[0-9]$/;
const POSTAL = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

/** One contact field, checked and in stored form (trimmed; country code upper case). */
export function checkContactField(field: ContactField, value: unknown): string {
  if (typeof value !== "string") throw badRequest(`${field} must be a string`);
  const text = value.trim();
  if (text === "") throw badRequest(`${field} must not be empty`);
  if (text.length > maxLength[field])
    throw badRequest(`${field} must be at most ${maxLength[field]} characters`);
  switch (field) {
    case "country_code": {
      const code = text.toUpperCase();
      if (!countryCodes.has(code)) {
        throw badRequest(`country_code must be an ISO 3166-1 alpha-2 code such as DE or US, got "${text}"`);
      }
      return code;
    }
    case "email":
      if (!EMAIL.test(text))
        throw badRequest(`email must be an e-mail address such as tls@example.com, got "${text}"`);
      return text;
    case "phone": {
      const digits = text.replace(/[^0-9]/g, "").length;
      if (!PHONE.test(text) || digits < 7 || digits > 15) {
        throw badRequest(
          `phone must be in international form: "+", country code and number, 7 to 15 digits (e.g. +49 30 1234567), got "${text}"`,
        );
      }
      return text;
    }
    case "postal_code":
      if (!POSTAL.test(text))
        throw badRequest(`postal_code may hold letters, digits, spaces and hyphens, got "${text}"`);
      return text;
    default:
      return text;
  }
}

function asObject(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw badRequest("request body must be a JSON object");
  return body as Record<string, unknown>;
}

function rejectUnknown(body: Record<string, unknown>, allowed: readonly string[]): void {
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) throw badRequest(`unknown field ${unknown.join(", ")}`);
}

/** POST /tls/organization: all nine fields required. */
export function createOrganization(account: Account, now: Date, body: unknown): Organization {
  const fields = asObject(body);
  rejectUnknown(fields, contactFieldNames);
  const missing = contactFieldNames.filter((f) => fields[f] === undefined);
  if (missing.length > 0) throw badRequest(`missing required field ${missing.join(", ")}`);
  const contact = Object.fromEntries(
    contactFieldNames.map((f) => [f, checkContactField(f, fields[f])]),
  ) as Contact;
  return addOrganization(account, now, contact);
}

/** The account's organizations by id, in the order they were made; none until the first. */
const organizationsOf = areaState(() => ({ byId: new Map<string, Organization>(), nextNumber: 1001 }));

function addOrganization(account: Account, now: Date, contact: Contact): Organization {
  const state = organizationsOf(account);
  const org: Organization = {
    ...contact,
    id: `org-${state.nextNumber++}`,
    status: "active",
    replacedBy: null,
    createdAt: now,
    updatedAt: now,
  };
  state.byId.set(org.id, org);
  return org;
}

/** The organization with this id, if the account has one. */
export function findOrganization(account: Account, id: string): Organization | undefined {
  return organizationsOf(account).byId.get(id);
}

export function getOrganization(account: Account, id: string): Organization {
  const org = findOrganization(account, id);
  if (!org) throw notFound(`No TLS organization ${id}`);
  return org;
}

export function listOrganizations(account: Account): Organization[] {
  return [...organizationsOf(account).byId.values()];
}

/**
 * PATCH /tls/organization/{id}. `update_provider` (default) changes the organization in place
 * and returns it; `create_replacement` makes a new organization from the merged data, marks
 * this one replaced (replaced_by) and returns the new one. A replaced organization cannot be
 * patched: its replacement is the one to change.
 */
export function patchOrganization(account: Account, now: Date, id: string, body: unknown): Organization {
  const org = getOrganization(account, id);
  const fields = asObject(body);
  rejectUnknown(fields, ["edit_mode", ...contactFieldNames]);
  const mode = fields.edit_mode ?? "update_provider";
  if (mode !== "update_provider" && mode !== "create_replacement") {
    throw badRequest(`edit_mode must be update_provider or create_replacement, got ${JSON.stringify(mode)}`);
  }
  if (org.status === "replaced") {
    throw badRequest(
      `organization ${id} was replaced by ${org.replacedBy}; change ${org.replacedBy} instead`,
    );
  }
  const changes: Partial<Contact> = {};
  for (const field of contactFieldNames) {
    if (fields[field] !== undefined) changes[field] = checkContactField(field, fields[field]);
  }
  if (mode === "update_provider") {
    Object.assign(org, changes, { updatedAt: now });
    return org;
  }
  const contact = Object.fromEntries(contactFieldNames.map((f) => [f, changes[f] ?? org[f]])) as Contact;
  const replacement = addOrganization(account, now, contact);
  org.status = "replaced";
  org.replacedBy = replacement.id;
  org.updatedAt = now;
  return replacement;
}

/** An organization an OV or EV order can use, or why not (409 material). */
export function usableOrganization(account: Account, id: string): Organization | string {
  const org = findOrganization(account, id);
  if (!org) return `organization ${id} does not exist`;
  if (org.status !== "active") return `organization ${id} was replaced by ${org.replacedBy}`;
  return org;
}
