import { z } from "zod";
import {
  type AcceptedFields,
  checked,
  choice,
  defaultOf,
  orUnknown,
  required,
  text,
  type Unknown,
} from "../../common/input-checks";
import { domainName } from "../../domains/domain-name";
import { delegationDeleteActions, inputProperties } from "./properties";

/**
 * NameserverDelegation inputs after check: the domain as the API answers it, the vanity set (null:
 * the standard nameservers), what delete does. During preview any value may be unknown.
 */
export type NameserverDelegationInputs = z.output<typeof inputProperties>;

const fields = {
  domain: text().optional(),
  vanitySetId: orUnknown(
    z.number().int().positive().nullable(),
    "must be the id of one of the account's vanity nameserver sets (a positive whole number), or null for the standard nameservers",
  ).optional(),
  onDelete: text().optional(),
} satisfies AcceptedFields<typeof inputProperties>;

/** The names of the inputs a program gives. */
export const nameserverDelegationInputNames = Object.keys(inputProperties.shape);

/** Validates and normalizes NameserverDelegation inputs: the schema `check` runs. */
export const nameserverDelegationInputs = z
  .strictObject(fields)
  .transform((v, ctx): NameserverDelegationInputs => {
    const given = required(ctx, "domain", v.domain);
    const domain: string | Unknown =
      (given !== undefined && checked(ctx, ["domain"], given, domainName)) || "";
    return {
      domain,
      vanitySetId: (v.vanitySetId ?? defaultOf(inputProperties.shape.vanitySetId)) as number | null,
      onDelete:
        choice(ctx, "onDelete", v.onDelete, delegationDeleteActions) ??
        defaultOf(inputProperties.shape.onDelete),
    } as NameserverDelegationInputs;
  });
