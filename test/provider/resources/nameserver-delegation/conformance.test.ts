import * as nameserverDelegation from "../../../../dynamic/nameserver-delegation";
import { lifecycleConformance } from "../support/lifecycle-conformance";

// example.com is on the standard nameservers in the default fixtures; vanity sets 1 and 2 exist.
const inputs = { domain: "example.com", vanitySetId: 1 };

lifecycleConformance<
  nameserverDelegation.NameserverDelegationInputs,
  nameserverDelegation.NameserverDelegationOutputs
>({
  kind: "NameserverDelegation",
  provider: nameserverDelegation,
  inputs,
  created: (id) => ({
    domain: id,
    mode: "vanity",
    vanitySetId: 1,
    previousMode: "standard",
    previousVanitySetId: null,
  }),
  replaces: { properties: ["domain"], deleteBeforeReplace: false },
  invalid: { inputs: { ...inputs, vanitySetId: "one" }, property: "vanitySetId" },
  update: { inputs: { ...inputs, vanitySetId: 2 }, outputs: { mode: "vanity", vanitySetId: 2 } },
  createRequest: { method: "PUT", path: "^/domains/example\\.com/nameservers$" },
  outOfBand: {
    change: async (client) => {
      await client.putNameserversByDomain("example.com", { vanity_set_id: null });
    },
    read: { mode: "standard", vanitySetId: null },
  },
  // Delete puts the delegation found at create back; the domain stays.
  readAfterDelete: "found",
  count: async (client) =>
    (await client.listDomains({ pageSize: 100 })).domains.filter((d) => d.nameserver_mode === "vanity")
      .length,
});
