import type { TlsOrganizationPatchRequest } from "../../client/api";
import { createOnce } from "../../common/create-once";
import type { ResourceRecipe } from "../runner/recipe";
import { current, findSame } from "./api";
import {
  contactFields,
  contactOf,
  contactRequest,
  type TlsOrganizationInputs,
  tlsOrganizationInputs,
} from "./inputs";
import { outputs, type TlsOrganizationOutputs } from "./outputs";

export type { TlsOrganizationInputs, TlsOrganizationOutputs };

export const recipe: ResourceRecipe<TlsOrganizationInputs, TlsOrganizationOutputs> = {
  kind: "TlsOrganization",
  inputs: tlsOrganizationInputs,
  // The API changes every field in place (editMode says how).
  replaces: [],

  /** The contact data only: editMode says how a change is applied, it is not a change itself. */
  diff(_step, olds, news) {
    const changed = contactFields.filter(([field]) => olds[field] !== news[field]).map(([field]) => field);
    return { changes: changed.length > 0, changed };
  },

  async create(step, news) {
    const { client } = step;
    // An identical one (e.g. made by an `up` that was killed before it saved its state) is taken back.
    const find = () => findSame(client, news);
    const existing = await find();
    if (existing)
      step.log.info(`TLS organization "${news.organization}" already exists as ${existing.id}; using it`);
    const org =
      existing ??
      (await createOnce({
        what: `TLS organization "${news.organization}"`,
        log: step.log,
        send: () => client.createOrganization(contactRequest(news)),
        find,
      }));
    return { id: org.id, outs: outputs(news, org) };
  },

  async read(step, id, props) {
    return outputs(props, await current(step, props.organizationId ?? id));
  },

  async importInputs(step, id) {
    // A replaced organization's program declares the one that replaced it, as read follows it.
    return contactOf(await current(step, id));
  },

  async update(step, id, olds, news) {
    const { client } = step;
    // The organization as the API holds it now, a replacement followed as read does (one made
    // outside Pulumi, or by an earlier run whose answer was lost): only what differs is sent.
    const held = await current(step, olds.organizationId ?? id);
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
      log: step.log,
      send: () => client.patchOrganizationByID(held.id, body),
      find: async () => {
        const now = await current(step, held.id);
        const holds = contactRequest(contactOf(now));
        return contactFields.every(([, api]) => holds[api] === request[api]) ? now : undefined;
      },
    });
    if (org.id !== held.id) {
      step.log.info(
        `TLS organization ${held.id} was replaced by ${org.id} (editMode create_replacement); ` +
          `${held.id} stays in the account, marked replaced`,
      );
    }
    return outputs(news, org);
  },

  async delete(step, id, props) {
    // The API has no way to delete an organization.
    step.log.info(
      `TLS organization ${props.organizationId ?? id} stays in the account: the API cannot delete organizations, ` +
        "so Pulumi only stops managing it",
    );
  },
};
