import type { Account, Domain, VanitySet } from "../../core/account";

/** Where a domain is delegated: its mode, its vanity set and the nameservers the registry lists. */
export interface Delegation {
  mode: Domain["nameserver_mode"];
  vanitySet: VanitySet | undefined;
  /** Fully qualified, lower case. */
  nameservers: string[];
}

const fqdn = (name: string) => (name.endsWith(".") ? name : `${name}.`).toLowerCase();

export function delegationOf(account: Account, domain: Domain): Delegation {
  if (domain.nameserver_mode === "external") {
    return {
      mode: "external",
      vanitySet: undefined,
      nameservers: (domain.external_nameservers ?? []).map(fqdn),
    };
  }
  const vanitySet =
    domain.nameserver_mode === "vanity"
      ? account.vanitySets.find((s) => s.id === domain.vanity_set_id)
      : undefined;
  if (vanitySet)
    return { mode: "vanity", vanitySet, nameservers: vanitySet.nameservers.map((ns) => ns.name) };
  return { mode: "standard", vanitySet: undefined, nameservers: [...account.standardNameservers] };
}
