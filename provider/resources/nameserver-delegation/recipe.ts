import type { NameserversResponse } from "../../client/api";
import { leftToNewHolder, noteTakenOver } from "../../common/taken-over";
import { domainFailures } from "../account-domain";
import type { ResourceRecipe } from "../runner/recipe";
import { currentDelegation, delegate, delegatedTo } from "./api";
import {
  type NameserverDelegationInputs,
  nameserverDelegationInputNames,
  nameserverDelegationInputs,
} from "./inputs";
import { type Mode, type NameserverDelegationOutputs, outputs, previousOf } from "./outputs";

export type { NameserverDelegationInputs, NameserverDelegationOutputs };

export const recipe: ResourceRecipe<NameserverDelegationInputs, NameserverDelegationOutputs> = {
  kind: "NameserverDelegation",
  inputs: nameserverDelegationInputs,
  inputNames: nameserverDelegationInputNames,
  // The delegation is a setting of one domain: another domain is another object.
  replaces: ["domain"],
  deleteBeforeReplace: false,
  checkWithApi: (step, inputs, olds) => domainFailures(step, inputs.domain, olds),

  diff(_step, olds, news) {
    const wantedMode: Mode = news.vanitySetId === null ? "standard" : "vanity";
    const changed = [
      ...(olds.mode !== wantedMode || olds.vanitySetId !== news.vanitySetId ? ["vanitySetId"] : []),
      ...(olds.onDelete !== news.onDelete ? ["onDelete"] : []),
    ];
    return { changes: changed.length > 0, changed };
  },

  async create(step, news) {
    const { client } = step;
    const before = await currentDelegation(client, news.domain);
    const after = await delegate(step, before, news.vanitySetId);
    // This resource holds the domain's delegation now: the delete of one it replaces (`--replace`,
    // replaceOnChanges, a new name) later in this run must not restore the one before.
    noteTakenOver(client, after === before ? delegationOf(news.domain) : changedDelegationOf(news.domain));
    if (after === before) {
      // The resource this one replaces delegated it, or an earlier run did and lost its state:
      // the delegation before that is not known here, so delete can only restore this one.
      const restore =
        news.onDelete === "restore"
          ? '; delete restores this delegation (set onDelete: "standard" to go back to the standard nameservers)'
          : "";
      step.log.info(`${news.domain} is already delegated as wanted: no change sent${restore}`);
    }
    return { id: news.domain, outs: outputs(news, after, previousOf(before)) };
  },

  async read(step, _id, props) {
    const { client } = step;
    return outputs(props, await client.getNameserversByDomain(props.domain), props);
  },

  async update(step, _id, olds, news) {
    const { client } = step;
    const after = await delegate(step, await currentDelegation(client, news.domain), news.vanitySetId);
    return outputs(news, after, olds);
  },

  async delete(step, _id, props) {
    const { client } = step;
    if (leftToNewHolder(client, step.log, delegationOf(props.domain))) return;
    if (props.onDelete === "retain") {
      step.log.info(
        `${props.domain} keeps its delegation (onDelete "retain"): Pulumi only stops managing it`,
      );
      return;
    }
    const current = await client.getNameserversByDomain(props.domain);
    // Delegated elsewhere by a resource of this run: the one replacing this one. (Its own
    // delegation, after a create in this process, is this resource's to restore.)
    const heldByOther = !delegatedTo(current, props.vanitySetId);
    if (heldByOther && leftToNewHolder(client, step.log, changedDelegationOf(props.domain))) return;
    if (props.onDelete === "standard" || props.previousMode === "standard") {
      await delegate(step, current, null, "onDelete");
    } else if (props.previousMode === "vanity") {
      await delegate(step, current, props.previousVanitySetId, "onDelete");
    } else if (!sameExternal(current, props.previousNameservers)) {
      throw new Error(
        `onDelete: ${props.domain} was delegated to external nameservers (${props.previousNameservers.join(", ")}) before ` +
          "Pulumi managed it, and the API cannot set external nameservers: set them in the registrar's dashboard, or set " +
          'onDelete to "standard" or "retain" and run `pulumi up` before deleting',
      );
    }
  },
};

/** A delegation as the delete's message names it, and as a resource that took it over notes it. */
const delegationOf = (domain: string) => `the delegation of ${domain}`;
/** The same, noted by a resource that changed it. */
const changedDelegationOf = (domain: string) => `the delegation of ${domain}, changed in this run,`;

function sameExternal(res: NameserversResponse, nameservers: string[]): boolean {
  const norm = (list: string[]) => JSON.stringify([...list].map((ns) => ns.toLowerCase()).sort());
  return res.mode === "external" && norm(res.nameservers) === norm(nameservers);
}
