import { z } from "zod";
import { nameserverModes } from "../../contract/domains";

export const delegationDeleteActions = ["restore", "standard", "retain"] as const;

/**
 * NameserverDelegation's inputs, declared once: as a program gives them (`z.input`, defaults
 * optional) and as check leaves them (`z.output`, defaults applied). The check schema
 * (`inputs.ts`) accepts exactly these names.
 */
export const inputProperties = z.object({
  domain: z.string(),
  vanitySetId: z.number().int().nullable().default(null),
  onDelete: z.enum(delegationDeleteActions).default("restore"),
});

const mode = z.enum(nameserverModes);

/** The outputs: the inputs, the delegation as the API shows it and the one found before. */
export const outputProperties = inputProperties.extend({
  mode,
  /** Fully qualified. */
  nameservers: z.array(z.string()),
  previousMode: mode,
  previousVanitySetId: z.number().int().nullable(),
  /** External nameservers cannot be set through the API: listed so a person can put them back. */
  previousNameservers: z.array(z.string()),
});
