// First: the compile cache must be on before the dependencies load.
import "../compile-cache";
import type { TlsOrganizationPatchRequest, TlsOrganizationResponse } from "../client/api";
import type { RegistrarClient } from "../client/registrar-client";
import { createOnce, lifecycle } from "./lifecycle";
import {
  type Contact,
  contactFields,
  contactOf,
  contactRequest,
  type TlsOrganizationInputs,
  tlsOrganizationInputs,
} from "./tls-organization-inputs";

export type { TlsOrganizationInputs };

/** Outputs: the contact data as the API holds it, the edit mode, and the current organization's id. */
export interface TlsOrganizationOutputs extends TlsOrganizationInputs {
  /** The organization orders should use; create_replacement changes it, the Pulumi id stays. */
  organizationId: string;
}

/** Replacements followed on read before giving up (a loop would be the API's bug). */
const MAX_REPLACEMENTS = 10;

const provider = lifecycle<TlsOrganizationInputs, TlsOrganizationOutputs>({
  kind: "TlsOrganization",
  inputs: tlsOrganizationInputs,

  /** The contact data only: editMode says how a change is applied, it is not a change itself. */
  diff(olds, news) {
    return { changes: contactFields.some(([field]) => olds[field] !== news[field]) };
  },

  async create(client, news) {
    // Natural key: the nine fields (organizations carry no marker); one with the same data orders
    // alike and cannot be deleted, so an identical one (e.g. made by an `up` that was killed before
    // it saved its state) is taken back instead of adding a duplicate to the account.
    const find = async () =>
      (await client.listOrganizations()).find((o) => o.status === "active" && sameContact(o, news));
    const existing = await find();
    if (existing)
      console.log(`TLS organization "${news.organization}" already exists as ${existing.id}; using it`);
    const org =
      existing ??
      (await createOnce({
        what: `TLS organization "${news.organization}"`,
        send: () => client.createOrganization(contactRequest(news)),
        find,
      }));
    return { id: org.id, outs: outputs(news, org) };
  },

  async read(client, id, props) {
    return outputs(props, await current(client, props.organizationId ?? id));
  },

  async update(client, id, olds, news) {
    const body: TlsOrganizationPatchRequest = { edit_mode: news.editMode };
    const request = contactRequest(news);
    for (const [field, api] of contactFields) if (olds[field] !== news[field]) body[api] = request[api];
    const org = await client.patchOrganizationByID(olds.organizationId ?? id, body);
    if (org.id !== olds.organizationId) {
      console.log(
        `TLS organization ${olds.organizationId} was replaced by ${org.id} (editMode create_replacement); ` +
          `${olds.organizationId} stays in the account, marked replaced`,
      );
    }
    return outputs(news, org);
  },

  async delete(_client, id, props) {
    // The API has no way to delete an organization.
    console.log(
      `TLS organization ${props.organizationId ?? id} stays in the account: the API cannot delete organizations, ` +
        "so Pulumi only stops managing it",
    );
  },
});

export const { configure, check, diff, create, read, update } = provider;
export const { delete: deleteOrganization } = provider;
export { deleteOrganization as delete };

/** The organization, or the one that replaced it (a create_replacement made outside Pulumi). */
async function current(client: RegistrarClient, organizationId: string): Promise<TlsOrganizationResponse> {
  let org = await client.getOrganizationByID(organizationId);
  for (let hop = 0; org.status === "replaced" && org.replaced_by && hop < MAX_REPLACEMENTS; hop++) {
    console.log(`TLS organization ${org.id} was replaced by ${org.replaced_by}; following it`);
    org = await client.getOrganizationByID(org.replaced_by);
  }
  return org;
}

function sameContact(org: TlsOrganizationResponse, contact: Contact): boolean {
  const held = contactOf(org);
  return contactFields.every(([field]) => held[field] === contact[field]);
}

function outputs(settings: { editMode: TlsOrganizationInputs["editMode"] }, org: TlsOrganizationResponse) {
  return { ...contactOf(org), editMode: settings.editMode, organizationId: org.id };
}
