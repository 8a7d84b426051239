// First: the compile cache must be on before the dependencies load.
import "../compile-cache";
import type { TlsOrganizationPatchRequest } from "../client/api";
import { createOnce } from "../common/create-once";
import { lifecycle } from "./lifecycle";
import { current, findSame } from "./tls-organization-api";
import {
  contactFields,
  contactRequest,
  type TlsOrganizationInputs,
  tlsOrganizationInputs,
} from "./tls-organization-inputs";
import { outputs, type TlsOrganizationOutputs } from "./tls-organization-outputs";

export type { TlsOrganizationInputs, TlsOrganizationOutputs };

const provider = lifecycle<TlsOrganizationInputs, TlsOrganizationOutputs>({
  kind: "TlsOrganization",
  inputs: tlsOrganizationInputs,
  // The API changes every field in place (editMode says how).
  replaces: [],

  /** The contact data only: editMode says how a change is applied, it is not a change itself. */
  diff(olds, news) {
    return { changes: contactFields.some(([field]) => olds[field] !== news[field]) };
  },

  async create(client, news) {
    // An identical one (e.g. made by an `up` that was killed before it saved its state) is taken back.
    const find = () => findSame(client, news);
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
