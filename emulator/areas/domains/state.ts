import type { Account } from "../../core/account";
import { AvailabilityLimits } from "./availability-limits";
import { NameserverChangeLimits } from "./nameserver-change-limits";
import { RegistryOutages } from "./registry-outages";

/** The domains area's part of an account. A reset makes a new Account, so it starts afresh. */
export interface DomainsState {
  availabilityLimits: AvailabilityLimits;
  nameserverChanges: NameserverChangeLimits;
  registryOutages: RegistryOutages;
}

const states = new WeakMap<Account, DomainsState>();

export function domainsState(account: Account): DomainsState {
  let state = states.get(account);
  if (!state) {
    state = {
      availabilityLimits: new AvailabilityLimits(account.clock),
      nameserverChanges: new NameserverChangeLimits(account.clock),
      registryOutages: new RegistryOutages(),
    };
    states.set(account, state);
  }
  return state;
}
