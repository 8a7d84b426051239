import type { Account, Domain } from "../../core/account";
import { domainFqdn, findDomain, onServiceNameservers } from "../../core/domain-lookup";
import { ModelError } from "../../core/errors";
import { registryOutages } from "../registry/state";
import {
  type Configuration,
  DISABLED,
  externalConfiguration,
  isEnabled,
  providerConfiguration,
} from "./configuration";
import type { Dnskey } from "./dnskey";
import { CANCELLABLE_PHASES, DnssecJob, type JobAction } from "./job";
import { checkRecordSet, type DsEntry, sameRecordSet } from "./record-set";
import { parseDnssecChange } from "./request";
import { generateSigningKey, type SigningKey } from "./signing-key";
import { type DomainDnssec, dnssecState } from "./state";

/**
 * Registry DNSSEC of the account's domains: every rule of the spec's DNSSEC rows, on the
 * account and the clock. A change becomes a job whose phases follow the clock (job.ts); each
 * read first settles the job, so a job that has ended puts its target in force.
 */

/**
 * Whether the account hosts the zone named `fqdn` (lower case, trailing dot). The DNS area
 * knows, and it lies above DNSSEC (it shows DNSSEC's status and keys): the list of areas hands
 * its answer in.
 */
export type HostsZone = (account: Account, fqdn: string) => boolean;

const conflict = (message: string) => new ModelError(409, message);
const registryFailed = (domain: string, what: string) =>
  new ModelError(502, `the registry for ${domain} could not be reached: ${what}`);

function settle(dnssec: DomainDnssec, now: Date): DomainDnssec {
  const job = dnssec.job;
  if (!job) return dnssec;
  const status = job.statusAt(now);
  if (status === "running") return dnssec;
  if (status === "completed") dnssec.stable = job.target;
  const endedAt = job.endedAt(now) ?? now;
  if (endedAt > dnssec.observedAt) dnssec.observedAt = endedAt;
  dnssec.job = undefined;
  return dnssec;
}

function dnssecOf(account: Account, domain: Domain, now: Date): DomainDnssec {
  const dnssec = dnssecState(account).domains.get(domain.name);
  if (!dnssec) throw new Error(`no DNSSEC state for ${domain.name}`); // every domain has one from the start
  return settle(dnssec, now);
}

/** GET /dns/{domain}/dnssec: the domain's DNSSEC, its job settled against the clock. */
export function getDnssec(account: Account, name: string, now: Date): DomainDnssec {
  return dnssecOf(account, findDomain(account, name), now);
}

/** The high-level status: pending while a job runs, else active or inactive. */
export function dnssecStatus(dnssec: DomainDnssec): "active" | "pending" | "inactive" {
  if (dnssec.job) return "pending";
  return isEnabled(dnssec.stable) ? "active" : "inactive";
}

/** The status of a domain (or zone) by name; inactive for a name that is no domain of the account. */
export function dnssecStatusOf(account: Account, name: string): "active" | "pending" | "inactive" {
  const domain = account.domain(name);
  return domain ? dnssecStatus(dnssecOf(account, domain, account.clock.now())) : "inactive";
}

/** The configuration asked for: the running job's target, else the one in force. */
export const desiredConfiguration = (dnssec: DomainDnssec): Configuration =>
  dnssec.job?.target ?? dnssec.stable;

/** The DS records at the registry at `now`: a job's change counts once the registry has taken it. */
export function registryDs(dnssec: DomainDnssec, now: Date): DsEntry[] {
  const job = dnssec.job;
  if (!job) return dnssec.stable.records.ds;
  return (job.registryChangedAt(now) ? job.target : job.previous).records.ds;
}

/**
 * The key the service's nameservers publish and sign with at `now`: a new key once signing is
 * done; while disabling, the old key until the job ends, so the zone stays signed as long as
 * resolvers may still hold the DS.
 */
export function publishedSigningKey(dnssec: DomainDnssec, now: Date): SigningKey | undefined {
  const job = dnssec.job;
  if (!job) return isEnabled(dnssec.stable) ? dnssec.stable.signingKey : undefined;
  if (job.target.signingKey && job.phaseAt(now) !== "signing") return job.target.signingKey;
  return job.previous.signingKey;
}

/** The DNSKEY records a zone's export carries (none unless the service signs the zone). */
export function publishedDnskeys(account: Account, zoneName: string): Dnskey[] {
  const domain = account.domain(zoneName);
  if (!domain) return [];
  const now = account.clock.now();
  const key = publishedSigningKey(dnssecOf(account, domain, now), now);
  return key ? [key.dnskey] : [];
}

/** Why DNSSEC forbids moving the domain to other nameservers now, if it does. */
export function delegationChangeBlocker(account: Account, domain: Domain): string | undefined {
  const dnssec = dnssecOf(account, domain, account.clock.now());
  if (dnssec.job) return `a DNSSEC job is running for ${domain.name}; wait for it or cancel it`;
  if (dnssec.stable.mode === "external" && isEnabled(dnssec.stable)) {
    return `external DNSSEC is enabled for ${domain.name}: its DS records point at keys of the external nameservers; disable DNSSEC first`;
  }
  return undefined;
}

/** The requested configuration equals the one asked for already (a provider key is kept). */
function sameAsDesired(
  desired: Configuration,
  mode: Configuration["mode"],
  state: string,
  records?: Configuration["records"],
) {
  if (state === "disabled") return !isEnabled(desired);
  if (desired.mode !== mode || !isEnabled(desired)) return false;
  return mode === "provider" || (records !== undefined && sameRecordSet(desired.records, records));
}

/** 409 unless the domain's delegation allows the mode. */
function checkModeAllowed(
  account: Account,
  domain: Domain,
  mode: Configuration["mode"],
  hostsZone: HostsZone,
): void {
  if (mode === "provider" && !onServiceNameservers(domain)) {
    throw conflict(
      `mode provider needs the service's nameservers (standard or vanity); ${domain.name} is delegated to external nameservers`,
    );
  }
  if (mode === "provider" && !hostsZone(account, domainFqdn(domain))) {
    throw conflict(`mode provider signs the domain's zone, and ${domain.name} has no DNS zone here`);
  }
  if (mode === "external" && onServiceNameservers(domain)) {
    throw conflict(
      `mode external is for external nameservers; ${domain.name} uses the service's nameservers (use mode provider)`,
    );
  }
}

function observe(dnssec: DomainDnssec, now: Date): void {
  dnssec.job?.checkDelegation(now);
  settle(dnssec, now);
  dnssec.observedAt = now;
}

/**
 * PUT /dns/{domain}/dnssec. Checks in order: body (400), domain (404), mode against the
 * delegation (409), the record set (417); a request equal to the configuration already asked
 * for changes nothing; then a running job or a pending transfer (409) and the registry (502,
 * nothing changes: the last stable state stays). Otherwise a job starts.
 */
export function putDnssec(
  account: Account,
  name: string,
  body: unknown,
  now: Date,
  hostsZone: HostsZone,
): DomainDnssec {
  const change = parseDnssecChange(body);
  const domain = findDomain(account, name);
  const dnssec = dnssecOf(account, domain, now);
  const fqdn = domainFqdn(domain);
  const enabling = change.state === "enabled";
  if (enabling) checkModeAllowed(account, domain, change.mode, hostsZone);
  const records = change.records ? checkRecordSet(fqdn, change.records) : undefined;
  const outages = registryOutages(account);
  if (sameAsDesired(desiredConfiguration(dnssec), change.mode, change.state, records)) {
    if (outages.take(domain.name, "dnssec"))
      throw registryFailed(domain.name, "the DNSSEC state could not be read");
    if (change.verifyAfterApply) observe(dnssec, now);
    return dnssec;
  }
  if (dnssec.job) {
    throw conflict(
      `a DNSSEC job is running for ${domain.name} (job ${dnssec.job.id}); wait for it or cancel it`,
    );
  }
  if (domain.transfer_status === "pending") {
    throw conflict(`${domain.name} has a transfer pending; the registry accepts no DNSSEC change meanwhile`);
  }
  if (enabling && isEnabled(dnssec.stable) && dnssec.stable.mode !== change.mode) {
    throw conflict(
      `DNSSEC is enabled in mode ${dnssec.stable.mode}; disable it before enabling mode ${change.mode}`,
    );
  }
  if (outages.take(domain.name, "dnssec")) throw registryFailed(domain.name, "the change was not applied");
  let target: Configuration = DISABLED;
  if (enabling) {
    target = records ? externalConfiguration(records) : providerConfiguration(fqdn, generateSigningKey(now));
  }
  const action: JobAction = !enabling ? "disable" : isEnabled(dnssec.stable) ? "update" : "enable";
  const job = new DnssecJob(
    dnssecState(account).nextJobId++,
    domain.name,
    action,
    dnssec.stable,
    target,
    now,
  );
  dnssec.job = job;
  dnssec.jobs.push(job);
  dnssec.observedAt = now;
  if (change.verifyAfterApply) observe(dnssec, now);
  return dnssec;
}

/**
 * POST /dns/{domain}/dnssec/verify: reads the registry and checks the delegation now. A job
 * whose change has propagated moves on at once; one that has not stays pending (still 200).
 */
export function verifyDnssec(account: Account, name: string, now: Date): DomainDnssec {
  const domain = findDomain(account, name);
  const dnssec = dnssecOf(account, domain, now);
  if (registryOutages(account).take(domain.name, "dnssec")) {
    throw registryFailed(domain.name, "verification failed");
  }
  observe(dnssec, now);
  return dnssec;
}

/**
 * POST /dns/{domain}/dnssec/cancel: ends the running job while the registry has not taken its
 * change yet; the configuration in force stays. 409 without a job or once the registry has it.
 */
export function cancelDnssecJob(account: Account, name: string, now: Date): DomainDnssec {
  const domain = findDomain(account, name);
  const dnssec = dnssecOf(account, domain, now);
  const job = dnssec.job;
  if (!job) throw conflict(`no DNSSEC job is running for ${domain.name}`);
  const phase = job.phaseAt(now);
  if (!CANCELLABLE_PHASES.includes(phase)) {
    throw conflict(
      `job ${job.id} can no longer be cancelled: the registry has taken its change (phase ${phase})`,
    );
  }
  job.cancel(now);
  settle(dnssec, now);
  return dnssec;
}

/** GET /dns/{domain}/dnssec/jobs: newest first. */
export function dnssecJobs(account: Account, name: string, now: Date): DnssecJob[] {
  return [...getDnssec(account, name, now).jobs].reverse();
}
