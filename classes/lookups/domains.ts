import * as pulumi from "@pulumi/pulumi";
import type { GetDomainsArgs } from "../../provider/lookups/domains";
import type {
  DnssecJob,
  DomainAvailability,
  DomainDetail,
  DomainDnssec,
  DomainNameservers,
  DomainSummary,
  DomainTransferCode,
} from "../../provider/lookups/domains-results";
import { type LookupOptions, type LookupOutputOptions, lookup, outputOf } from "./lookup";

export type {
  DomainListFilter,
  DomainSortKey,
  GetDomainsArgs,
} from "../../provider/lookups/domains";

/** The account's domains (GET /domains): every page, or the one page asked for. */
export function getDomains(args: GetDomainsArgs = {}, options?: LookupOptions): Promise<DomainSummary[]> {
  return lookup("getDomains", "getDomains", args, options).then((result) => result.domains);
}

/** `getDomains` taking Pulumi inputs, its result an Output. */
export function getDomainsOutput(
  args?: pulumi.Input<GetDomainsArgs>,
  options?: LookupOutputOptions,
): pulumi.Output<DomainSummary[]> {
  return outputOf(getDomains, [args ?? {}], options);
}

/** One domain with its nameservers, plan and guardian rules (GET /domains/{domain}). */
export function getDomain(domain: string, options?: LookupOptions): Promise<DomainDetail> {
  return lookup("getDomain", `getDomain(${domain})`, { domain }, options);
}

/** `getDomain` taking Pulumi inputs, its result an Output. */
export function getDomainOutput(
  domain: pulumi.Input<string>,
  options?: LookupOutputOptions,
): pulumi.Output<DomainDetail> {
  return outputOf(getDomain, [domain], options);
}

/** Whether any registrable name is free (GET /domains/availability/{domain}). */
export function checkAvailability(domain: string, options?: LookupOptions): Promise<DomainAvailability> {
  return lookup("checkAvailability", `checkAvailability(${domain})`, { domain }, options);
}

/** `checkAvailability` taking Pulumi inputs, its result an Output. */
export function checkAvailabilityOutput(
  domain: pulumi.Input<string>,
  options?: LookupOutputOptions,
): pulumi.Output<DomainAvailability> {
  return outputOf(checkAvailability, [domain], options);
}

/** The delegation of a domain and the account's vanity sets (GET /domains/{domain}/nameservers). */
export function getNameservers(domain: string, options?: LookupOptions): Promise<DomainNameservers> {
  return lookup("getNameservers", `getNameservers(${domain})`, { domain }, options);
}

/** `getNameservers` taking Pulumi inputs, its result an Output. */
export function getNameserversOutput(
  domain: pulumi.Input<string>,
  options?: LookupOutputOptions,
): pulumi.Output<DomainNameservers> {
  return outputOf(getNameservers, [domain], options);
}

/** The registry DNSSEC of a domain (GET /dns/{domain}/dnssec). */
export function getDnssec(domain: string, options?: LookupOptions): Promise<DomainDnssec> {
  return lookup("getDnssec", `getDnssec(${domain})`, { domain }, options);
}

/** `getDnssec` taking Pulumi inputs, its result an Output. */
export function getDnssecOutput(
  domain: pulumi.Input<string>,
  options?: LookupOutputOptions,
): pulumi.Output<DomainDnssec> {
  return outputOf(getDnssec, [domain], options);
}

/** The DNSSEC jobs of a domain, newest first (GET /dns/{domain}/dnssec/jobs). */
export function getDnssecJobs(domain: string, options?: LookupOptions): Promise<DnssecJob[]> {
  return lookup("getDnssecJobs", `getDnssecJobs(${domain})`, { domain }, options).then(
    (result) => result.jobs,
  );
}

/** `getDnssecJobs` taking Pulumi inputs, its result an Output. */
export function getDnssecJobsOutput(
  domain: pulumi.Input<string>,
  options?: LookupOutputOptions,
): pulumi.Output<DnssecJob[]> {
  return outputOf(getDnssecJobs, [domain], options);
}

/**
 * A new transfer code (authinfo) for the domain (POST /domains/{domain}/authinfo). Each call
 * makes a new code that replaces the previous one, so every `pulumi up` or preview that runs it
 * does too. Keep it out of logs; the Output form is a secret.
 */
export function getTransferCode(domain: string, options?: LookupOptions): Promise<DomainTransferCode> {
  return lookup("getTransferCode", `getTransferCode(${domain})`, { domain }, options);
}

/** `getTransferCode` taking Pulumi inputs, its result a secret Output. */
export function getTransferCodeOutput(
  domain: pulumi.Input<string>,
  options?: LookupOutputOptions,
): pulumi.Output<DomainTransferCode> {
  return pulumi.secret(outputOf(getTransferCode, [domain], options));
}
