import { withinDeadline } from "../../common/deadline-scope";
import { leftToNewHolder, noteTakenOver } from "../../common/taken-over";
import { deadlineAfter } from "../../common/wait";
import { domainFailures } from "../account-domain";
import type { ResourceRecipe } from "../runner/recipe";
import { asked, beforeRegistry, describeDnssec, type Wanted } from "./api";
import { apply, converge } from "./converge";
import { type DnssecConfigInputs, declaredDnssec, dnssecConfigInputs } from "./inputs";
import { type DnssecConfigOutputs, outputs } from "./outputs";
import { inputProperties } from "./properties";

export type { DnssecConfigInputs, DnssecConfigOutputs };

// DNSSEC is a setting of one domain: another domain is another object.
const replaces = ["domain"] as const;
/** The inputs diff compares: every declared one but those that replace. */
const compared = inputProperties
  .keyof()
  .options.filter((key) => !(replaces as readonly string[]).includes(key));

export const recipe: ResourceRecipe<DnssecConfigInputs, DnssecConfigOutputs> = {
  kind: "DnssecConfig",
  inputs: dnssecConfigInputs,
  replaces,
  deleteBeforeReplace: false,
  checkWithApi: (step, inputs, olds) => domainFailures(step, inputs.domain, olds),

  diff(_step, olds, news) {
    const changed = compared.filter(
      (key) => JSON.stringify(olds[key] ?? null) !== JSON.stringify(news[key] ?? null),
    );
    return { changes: changed.length > 0 || !settled(olds), changed };
  },

  async create(step, news) {
    const deadline = deadlineAfter(news.timeoutSeconds);
    const outs = await withinDeadline(deadline, async () => {
      // Asked for as wanted already: perhaps by the resource this one replaces (`pulumi up
      // --replace`), whose delete then leaves it.
      const before = await step.client.getDNSSECByDomain(news.domain).catch(() => undefined);
      if (before && asked(before, news)) noteTakenOver(step.client, dnssecOf(news.domain));
      return apply(step, news.domain, news, deadline, true);
    });
    return { id: news.domain, outs };
  },

  async read(step, _id, props) {
    const { client } = step;
    return outputs(props, await client.getDNSSECByDomain(props.domain));
  },

  async importInputs(step, domain) {
    const { client } = step;
    return declaredDnssec(await client.getDNSSECByDomain(domain));
  },

  async update(step, id, _olds, news) {
    const deadline = deadlineAfter(news.timeoutSeconds);
    return withinDeadline(deadline, () => apply(step, id, news, deadline, false));
  },

  async delete(step, _id, props) {
    if (leftToNewHolder(step.client, step.log, dnssecOf(props.domain))) return;
    const wanted: Wanted = { ...props, state: "disabled", waitFor: "active" };
    const deadline = deadlineAfter(props.timeoutSeconds ?? 1800);
    const result = await withinDeadline(deadline, () => converge(step, wanted, deadline));
    if (result.timedOut) {
      throw new Error(
        `DNSSEC of ${props.domain} is still ${describeDnssec(result.value)} after ${result.elapsed}s ` +
          `(timeoutSeconds ${props.timeoutSeconds}). ${asked(result.value, wanted) ? "Disabling was requested and goes on" : "Nothing was changed yet"}: ` +
          "run `pulumi destroy` again to keep waiting (no second request is sent)",
      );
    }
  },
};

/** A domain's DNSSEC as the delete's message names it, and as a resource that took it over notes it. */
const dnssecOf = (domain: string) => `DNSSEC of ${domain}`;

/** The outputs show the wanted configuration reached: otherwise `up` must keep working on it. */
function settled(olds: DnssecConfigOutputs): boolean {
  const job = olds.pendingJob;
  if (job) return olds.waitFor === "accepted" && !beforeRegistry.includes(job.phase);
  return olds.dnssecState === (olds.state === "enabled" ? "active" : "inactive");
}
