// First: the compile cache must be on before the dependencies load.
import "../compile-cache";
import type { TlsOrganizationPatchRequest } from "../client/api";
import { createOnce } from "../common/create-once";
import { lifecycle } from "./lifecycle";
import { current, findSame } from "./tls-organization-api";
import {
  contactFields,
  contactOf,
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

  async importInputs(client, id) {
    // A replaced organization's program declares the one that replaced it, as read follows it.
    return contactOf(await current(client, id));
  },

  async update(client, id, olds, news) {
    // The organization as the API holds it now, a replacement followed as read does (one made
    // outside Pulumi, or by an earlier run whose answer was lost): only what differs is sent.
    const held = await current(client, olds.organizationId ?? id);
    const request = contactRequest(news);
    const have = contactRequest(contactOf(held));
    const body: TlsOrganizationPatchRequest = { edit_mode: news.editMode };
    const changed = contactFields.filter(([, api]) => have[api] !== request[api]);
    if (changed.length === 0) return outputs(news, held);
    for (const [, api] of changed) body[api] = request[api];
    // A create_replacement sent twice would replace twice: after an unknown outcome the
    // organization is read (a replacement followed) before anything is sent again.
    const org = await createOnce({
      what: `change of TLS organization ${held.id}`,
      send: () => client.patchOrganizationByID(held.id, body),
      find: async () => {
        const now = await current(client, held.id);
        const holds = contactRequest(contactOf(now));
        return contactFields.every(([, api]) => holds[api] === request[api]) ? now : undefined;
      },
    });
    if (org.id !== held.id) {
      console.log(
        `TLS organization ${held.id} was replaced by ${org.id} (editMode create_replacement); ` +
          `${held.id} stays in the account, marked replaced`,
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

export const { configure, check, diff, create, read, update, importRead } = provider;
export const { delete: deleteOrganization } = provider;
export { deleteOrganization as delete };
