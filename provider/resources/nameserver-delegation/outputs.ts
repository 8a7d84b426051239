import type { z } from "zod";
import type { NameserversResponse } from "../../client/api";
import type { NameserverDelegationInputs } from "./inputs";
import type { outputProperties } from "./properties";

export type Mode = NameserversResponse["mode"];

/**
 * Outputs: the delegation as the API shows it (a change outside Pulumi shows as drift), and the
 * one found before Pulumi managed the domain, which onDelete "restore" puts back.
 */
export type NameserverDelegationOutputs = z.output<typeof outputProperties>;

export type Previous = Pick<
  NameserverDelegationOutputs,
  "previousMode" | "previousVanitySetId" | "previousNameservers"
>;

export function previousOf(res: NameserversResponse): Previous {
  return {
    previousMode: res.mode,
    previousVanitySetId: res.vanity_set_id,
    previousNameservers: res.nameservers,
  };
}

export function outputs(
  settings: NameserverDelegationInputs,
  res: NameserversResponse,
  previous: Previous,
): NameserverDelegationOutputs {
  return {
    domain: settings.domain,
    vanitySetId: res.vanity_set_id,
    onDelete: settings.onDelete,
    mode: res.mode,
    nameservers: res.nameservers,
    previousMode: previous.previousMode,
    previousVanitySetId: previous.previousVanitySetId,
    previousNameservers: previous.previousNameservers,
  };
}
