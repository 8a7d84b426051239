import * as pulumi from "@pulumi/pulumi";
import type { DomainListSortKey } from "../../provider/client/api";
import { BadGatewayError } from "../../provider/client/errors";
import { RateLimiter } from "../../provider/domains/rate-limiter";
import {
  type DnssecJob,
  type DomainAvailability,
  type DomainDetail,
  type DomainDnssec,
  type DomainNameservers,
  type DomainSummary,
  type DomainTransferCode,
  dnssecFromApi,
  dnssecJobFromApi,
  domainDetailFromApi,
  domainSummaryFromApi,
  nameserversFromApi,
  transferCodeFromApi,
} from "./domains-results";
import { type LookupOptions, type LookupOutputOptions, lookup, outputOf } from "./lookup";

/** A condition on listed domains: cancelled ones, or those without active DNSSEC. */
export type DomainListFilter = "cancelled" | "dnssec-inactive";

/** A field of DomainSummary that getDomains can sort by. */
export type DomainSortKey = keyof DomainSummary;

/** Which domains getDomains returns, in which order. */
export interface GetDomainsArgs {
  /** Case-insensitive part of the name, owner label or primary nameserver. */
  search?: string;
  /** A list of conditions, all of which must hold, e.g. ["cancelled", "dnssec-inactive"]. */
  filter?: DomainListFilter[];
  /** The field to sort by (default "name"). */
  sortBy?: DomainSortKey;
  /** "asc" (default) or "desc". */
  sortOrder?: "asc" | "desc";
  /** Only this page (from 1); without it, every page. */
  page?: number;
  /** Domains per page (at most 100; default 20). */
  pageSize?: number;
}

/** The API's name of each sort key. */
const sortKeysOnWire: Record<DomainSortKey, DomainListSortKey> = {
  name: "name",
  ownerLabel: "owner_label",
  renewalStatus: "renewal_status",
  expiresAt: "expires_at",
  dnssecStatus: "dnssec_status",
  nameserverMode: "nameserver_mode",
  primaryNameserver: "primary_nameserver",
  transferStatus: "transfer_status",
};

/** Most pages read for one getDomains call (a guard against an API that never ends a listing). */
const MAX_PAGES = 1000;

/** The account's domains (GET /domains): every page, or the one page asked for. */
export function getDomains(args: GetDomainsArgs = {}, options?: LookupOptions): Promise<DomainSummary[]> {
  return lookup("getDomains", options, async (client) => {
    const { search, filter, sortBy, sortOrder, page, pageSize } = args;
    const query = {
      ...(search !== undefined ? { search } : {}),
      // The API takes the conditions comma-separated.
      ...(filter && filter.length > 0 ? { filter: filter.join(",") } : {}),
      ...(sortBy !== undefined ? { sortBy: sortKeysOnWire[sortBy] } : {}),
      ...(sortOrder !== undefined ? { sortOrder } : {}),
      ...(pageSize !== undefined ? { pageSize } : {}),
    };
    if (page !== undefined)
      return (await client.listDomains({ ...query, page })).domains.map(domainSummaryFromApi);
    const domains: DomainSummary[] = [];
    for (let next = 1; next <= MAX_PAGES; next++) {
      const answer = await client.listDomains({ ...query, page: next });
      domains.push(...answer.domains.map(domainSummaryFromApi));
      if (answer.domains.length === 0 || next * answer.page_size >= answer.total) break;
    }
    return domains;
  });
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
  return lookup(`getDomain(${domain})`, options, async (client) =>
    domainDetailFromApi(await client.getDomain(domain)),
  );
}

/** `getDomain` taking Pulumi inputs, its result an Output. */
export function getDomainOutput(
  domain: pulumi.Input<string>,
  options?: LookupOutputOptions,
): pulumi.Output<DomainDetail> {
  return outputOf(getDomain, [domain], options);
}

/**
 * Paces availability checks of this process below the API's limit of 60 per minute per key,
 * leaving room for the client's own retries: a loop over many names waits instead of meeting 429.
 */
export const availabilityLimiter = new RateLimiter(50, 60);

/** Whether any registrable name is free (GET /domains/availability/{domain}). */
export function checkAvailability(domain: string, options?: LookupOptions): Promise<DomainAvailability> {
  return lookup(`checkAvailability(${domain})`, options, async (client) => {
    try {
      const answer = await availabilityLimiter.run(() => client.checkDomainAvailability(domain));
      return {
        domain: answer.domain,
        status: answer.available ? "available" : "taken",
        available: answer.available,
        publicSuffix: answer.public_suffix,
        reason: null,
      };
    } catch (error) {
      // The lookup service could not answer: that says nothing about the name.
      if (!(error instanceof BadGatewayError)) throw error;
      return {
        domain,
        status: "undetermined",
        available: null,
        publicSuffix: null,
        reason: error.apiMessage,
      };
    }
  });
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
  return lookup(`getNameservers(${domain})`, options, async (client) =>
    nameserversFromApi(await client.getNameserversByDomain(domain)),
  );
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
  return lookup(`getDnssec(${domain})`, options, async (client) =>
    dnssecFromApi(await client.getDNSSECByDomain(domain)),
  );
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
  return lookup(`getDnssecJobs(${domain})`, options, async (client) =>
    (await client.listDNSSECJobsByDomain(domain)).map(dnssecJobFromApi),
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
  return lookup(`getTransferCode(${domain})`, options, async (client) =>
    transferCodeFromApi(await client.createDomainAuthInfo(domain)),
  );
}

/** `getTransferCode` taking Pulumi inputs, its result a secret Output. */
export function getTransferCodeOutput(
  domain: pulumi.Input<string>,
  options?: LookupOutputOptions,
): pulumi.Output<DomainTransferCode> {
  return pulumi.secret(outputOf(getTransferCode, [domain], options));
}
