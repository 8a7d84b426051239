import type { TlsOrganizationResponse } from "../../client/api";
import type { RegistrarClient } from "../../client/registrar-client";
import type { Step } from "../runner/recipe";
import { type Contact, contactFields, contactOf } from "./inputs";

/** What TlsOrganization does with the API beyond one request: find one by its data, follow replacements. */

/** Replacements followed on read before giving up (a loop would be the API's bug). */
const MAX_REPLACEMENTS = 10;

/** The organization, or the one that replaced it (a create_replacement made outside Pulumi). */
export async function current(step: Step, organizationId: string): Promise<TlsOrganizationResponse> {
  const { client } = step;
  let org = await client.getOrganizationByID(organizationId);
  for (let hop = 0; org.status === "replaced" && org.replaced_by && hop < MAX_REPLACEMENTS; hop++) {
    step.log.info(`TLS organization ${org.id} was replaced by ${org.replaced_by}; following it`);
    org = await client.getOrganizationByID(org.replaced_by);
  }
  return org;
}

/**
 * The active organization with this contact data: the natural key (organizations carry no
 * marker). One with the same data orders alike and cannot be deleted, so it is taken back
 * instead of adding a duplicate to the account.
 */
export async function findSame(
  client: RegistrarClient,
  contact: Contact,
): Promise<TlsOrganizationResponse | undefined> {
  return (await client.listOrganizations()).find((o) => o.status === "active" && sameContact(o, contact));
}

function sameContact(org: TlsOrganizationResponse, contact: Contact): boolean {
  const held = contactOf(org);
  return contactFields.every(([field]) => held[field] === contact[field]);
}
