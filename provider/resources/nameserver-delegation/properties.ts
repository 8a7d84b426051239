import { z } from "zod";
import type { SdkView } from "../../common/declaration";
import { nameserverModes } from "../../contract/domains";

export const delegationDeleteActions = ["restore", "standard", "retain"] as const;

/**
 * NameserverDelegation's inputs, declared once: as a program gives them (`z.input`, defaults
 * optional) and as check leaves them (`z.output`, defaults applied). The check schema
 * (`inputs.ts`) accepts exactly these names.
 */
export const inputProperties = z.object({
  domain: z.string().meta({ description: "A domain of the account. Changing it replaces the resource." }),
  vanitySetId: z.number().int().nullable().default(null).meta({
    description:
      "One of the account's vanity nameserver sets (getNameservers lists them); null or omitted: the standard nameservers.",
  }),
  onDelete: z.enum(delegationDeleteActions).default("restore").meta({
    description:
      'What delete does: "restore" (default) puts back the delegation found when the resource was created; "standard" delegates to the standard nameservers; "retain" leaves it as it is.',
  }),
});

const mode = z.enum(nameserverModes).meta({
  typeName: "NameserverMode",
  typeDescription:
    "Where a domain is delegated: the standard nameservers, a vanity set, or nameservers elsewhere.",
});

/** The outputs: the inputs, the delegation as the API shows it and the one found before. */
export const outputProperties = inputProperties.extend({
  domain: inputProperties.shape.domain.meta({ description: "The domain." }),
  vanitySetId: inputProperties.shape.vanitySetId.meta({
    description: "The vanity set the domain is delegated to; null for the standard nameservers.",
  }),
  mode: mode.meta({ description: 'The delegation now: "standard", "vanity" or "external".' }),
  nameservers: z.array(z.string()).meta({ description: "Fully qualified." }),
  previousMode: mode.meta({
    description: 'The delegation before Pulumi managed the domain: what onDelete "restore" puts back.',
  }),
  previousVanitySetId: z.number().int().nullable().meta({
    description: "The vanity set of the delegation before Pulumi managed the domain; null for none.",
  }),
  /** External nameservers cannot be set through the API: listed so a person can put them back. */
  previousNameservers: z.array(z.string()).meta({
    description: "The nameservers of the delegation before Pulumi managed the domain, fully qualified.",
  }),
});

export const sdkView = {
  description:
    "The nameserver delegation of a domain: a vanity set or the standard nameservers. A change is sent only when the delegation differs (the API allows 5 changes a day per domain and 50 per account); refusals are final and say which rule or limit applies. The Pulumi id is the domain.",
  outputs: [
    "domain",
    "mode",
    "vanitySetId",
    "nameservers",
    "previousMode",
    "previousVanitySetId",
    "previousNameservers",
  ],
} satisfies SdkView<typeof outputProperties>;
