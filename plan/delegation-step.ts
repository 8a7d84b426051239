import type { NameserverDelegationInputs } from "../provider/resources/nameserver-delegation/inputs";
import type { NameserverDelegationOutputs } from "../provider/resources/nameserver-delegation/outputs";
import { inputChanges } from "./field-changes";
import type { Operation } from "./plan";
import type { StepDetail } from "./step-detail";

const nameservers = (vanitySetId: number | null | undefined) =>
  vanitySetId === null || vanitySetId === undefined
    ? "the standard nameservers"
    : `vanity set ${vanitySetId}`;

/** A NameserverDelegation's step: the domain's delegation, before and after. */
export function delegationStep(
  op: Operation,
  olds: NameserverDelegationOutputs | undefined,
  news: NameserverDelegationInputs | undefined,
): StepDetail {
  const domain = news?.domain ?? olds?.domain ?? "";
  const notes: string[] = [];
  if (op === "delete" && olds) notes.push(onDelete(olds));
  else if (news && op !== "update") {
    notes.push(`delegated to ${nameservers(news.vanitySetId)} (sent only when the delegation differs)`);
  }
  return {
    subject: `delegation of ${domain}`,
    changes: op === "update" || op === "replace" ? inputChanges(olds, news) : [],
    notes,
  };
}

/** What delete does, as nameserver-delegation.ts decides it from the stored outputs. */
function onDelete(olds: NameserverDelegationOutputs): string {
  if (olds.onDelete === "retain") return "keeps its delegation (onDelete retain)";
  if (olds.onDelete === "standard" || olds.previousMode === "standard") {
    return "delegated back to the standard nameservers";
  }
  if (olds.previousMode === "vanity") return `delegated back to ${nameservers(olds.previousVanitySetId)}`;
  return `was on external nameservers before (${olds.previousNameservers.join(", ")}): set them again by hand`;
}
