import type { z } from "zod";
import type {
  domainAuthInfo,
  domainAvailabilityResponse,
  domainDetail,
  domainSummary,
  nameserversResponse,
  vanityNameserverSet,
} from "../../../provider/contract/domains";
import type { Account, Domain, VanitySet } from "../../core/account";
import { dnssecStatusOf } from "../dnssec/model";
import type { AuthInfo } from "./auth-info";
import type { Availability } from "./availability";
import { delegationOf } from "./delegation";
import { domainsState } from "./state";

type DomainAuthInfo = z.output<typeof domainAuthInfo>;
type DomainAvailabilityResponse = z.output<typeof domainAvailabilityResponse>;
type DomainDetail = z.output<typeof domainDetail>;
type DomainSummary = z.output<typeof domainSummary>;
type NameserversResponse = z.output<typeof nameserversResponse>;
type VanityNameserverSet = z.output<typeof vanityNameserverSet>;

/** Serialisers from the domains model to the wire shapes of provider/contract/domains.ts. */

export function domainSummaryView(account: Account, domain: Domain): DomainSummary {
  const delegation = delegationOf(account, domain);
  return {
    name: domain.name,
    owner_label: domain.owner_label,
    renewal_status: domain.renewal_status,
    expires_at: domain.expires_at,
    dnssec_status: dnssecStatusOf(account, domain.name),
    nameserver_mode: delegation.mode,
    primary_nameserver: delegation.nameservers[0] ?? "",
    transfer_status: domain.transfer_status,
  };
}

export function domainDetailView(account: Account, domain: Domain): DomainDetail {
  const delegation = delegationOf(account, domain);
  return {
    ...domainSummaryView(account, domain),
    nameservers: delegation.nameservers,
    vanity_set_id: delegation.vanitySet?.id ?? null,
    plan: domain.plan,
    guardian_rules: [...domain.guardian_rules],
  };
}

export function vanitySetView(set: VanitySet): VanityNameserverSet {
  return { id: set.id, name: set.name, nameservers: set.nameservers.map((ns) => ns.name) };
}

export function nameserversView(account: Account, domain: Domain): NameserversResponse {
  const delegation = delegationOf(account, domain);
  return {
    domain: domain.name,
    mode: delegation.mode,
    vanity_set_id: delegation.vanitySet?.id ?? null,
    nameservers: delegation.nameservers,
    vanity_sets: account.vanitySets.map(vanitySetView),
  };
}

export function availabilityView(availability: Availability): DomainAvailabilityResponse {
  return {
    domain: availability.domain,
    available: availability.available,
    public_suffix: availability.publicSuffix,
  };
}

export function authInfoView(info: AuthInfo): DomainAuthInfo {
  return { domain: info.domain, auth_code: info.authCode, created_at: info.createdAt.toISOString() };
}

/** The domains area's part of the state dump: domains as the API shows them, and their limits. */
export function domainsStateDump(account: Account) {
  const state = domainsState(account);
  return {
    domains: account.domains.map((domain) => domainDetailView(account, domain)),
    domainLimits: {
      availabilityChecksThisMinute: state.availabilityLimits.usage(),
      nameserverChangesToday: state.nameserverChanges.usage(),
    },
  };
}
