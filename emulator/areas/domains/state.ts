import { areaState } from "../../core/area-state";
import { AvailabilityLimits } from "./availability-limits";
import { NameserverChangeLimits } from "./nameserver-change-limits";

/** The domains area's part of an account. */
export interface DomainsState {
  availabilityLimits: AvailabilityLimits;
  nameserverChanges: NameserverChangeLimits;
}

export const domainsState = areaState(
  (account): DomainsState => ({
    availabilityLimits: new AvailabilityLimits(account.clock),
    nameserverChanges: new NameserverChangeLimits(account.clock),
  }),
);
