import type { Account } from "../../core/account";
import { areaState } from "../../core/area-state";
import { domainFqdn } from "../../core/domain-lookup";
import { type Configuration, DISABLED, providerConfiguration } from "./configuration";
import { DnssecJob } from "./job";
import { generateSigningKey } from "./signing-key";

/** The DNSSEC of one domain: the configuration in force, the running job and every job so far. */
export interface DomainDnssec {
  /** The domain, lower case, without the trailing dot. */
  domain: string;
  /** In force: the target of the last completed job, or what the fixtures describe. */
  stable: Configuration;
  /** The running job; cleared once it has ended (see `settle` in model.ts). */
  job: DnssecJob | undefined;
  /** Every job of the domain, oldest first. */
  jobs: DnssecJob[];
  /** The last observation of the registry: a verify, a change, a job's end. */
  observedAt: Date;
}

/** The DNSSEC part of an account. */
export interface DnssecState {
  domains: Map<string, DomainDnssec>;
  nextJobId: number;
}

/**
 * Built from the fixtures on first use: `active` is provider DNSSEC with a key made now;
 * `pending` is a provider job that started when the fixtures were loaded. The fixtures allow
 * either only on the service's nameservers.
 */
function fromFixtures(account: Account): DnssecState {
  const state: DnssecState = { domains: new Map(), nextJobId: 1 };
  for (const domain of account.domains) {
    const fqdn = domainFqdn(domain);
    let stable: Configuration = DISABLED;
    let job: DnssecJob | undefined;
    if (domain.dnssec_status === "active") {
      stable = providerConfiguration(fqdn, generateSigningKey(account.loadedAt));
    } else if (domain.dnssec_status === "pending") {
      const target = providerConfiguration(fqdn, generateSigningKey(account.loadedAt));
      job = new DnssecJob(state.nextJobId++, domain.name, "enable", DISABLED, target, account.loadedAt);
    }
    state.domains.set(domain.name, {
      domain: domain.name,
      stable,
      job,
      jobs: job ? [job] : [],
      observedAt: account.loadedAt,
    });
  }
  return state;
}

export const dnssecState = areaState(fromFixtures);
