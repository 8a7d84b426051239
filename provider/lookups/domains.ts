import type { DomainListSortKey } from "../client/api";
import { BadGatewayError } from "../client/errors";
import type { RegistrarClient } from "../client/registrar-client";
import { RateLimiter } from "../domains/rate-limiter";
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

// The domain lookups, whichever front end asks (the SDK's getX, the plugin's functions).

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
  /** Only this page (from 1); without it, every page. @integer */
  page?: number;
  /** Domains per page (at most 100; default 20). @integer */
  pageSize?: number;
}

/** Which domain a lookup reads. */
export interface DomainLookupArgs {
  /** The domain, e.g. "example.com". */
  domain: string;
}

/** The account's domains. */
export interface DomainList {
  /** The domains asked for, in the order asked for. */
  domains: DomainSummary[];
}

/** The DNSSEC jobs of a domain. */
export interface DnssecJobList {
  /** The domain's DNSSEC jobs, newest first. */
  jobs: DnssecJob[];
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
export async function readDomains(client: RegistrarClient, args: GetDomainsArgs = {}): Promise<DomainList> {
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
    return { domains: (await client.listDomains({ ...query, page })).domains.map(domainSummaryFromApi) };
  const domains: DomainSummary[] = [];
  for (let next = 1; next <= MAX_PAGES; next++) {
    const answer = await client.listDomains({ ...query, page: next });
    domains.push(...answer.domains.map(domainSummaryFromApi));
    if (answer.domains.length === 0 || next * answer.page_size >= answer.total) break;
  }
  return { domains };
}

/** One domain with its nameservers, plan and guardian rules (GET /domains/{domain}). */
export async function readDomain(
  client: RegistrarClient,
  { domain }: DomainLookupArgs,
): Promise<DomainDetail> {
  return domainDetailFromApi(await client.getDomain(domain));
}

/**
 * Paces availability checks of this process below the API's limit of 60 per minute per key,
 * leaving room for the client's own retries: a loop over many names waits instead of meeting 429.
 */
export const availabilityLimiter = new RateLimiter(50, 60);

/** Whether any registrable name is free (GET /domains/availability/{domain}). */
export async function checkDomainAvailability(
  client: RegistrarClient,
  { domain }: DomainLookupArgs,
): Promise<DomainAvailability> {
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
    return { domain, status: "undetermined", available: null, publicSuffix: null, reason: error.apiMessage };
  }
}

/** The delegation of a domain and the account's vanity sets (GET /domains/{domain}/nameservers). */
export async function readNameservers(
  client: RegistrarClient,
  { domain }: DomainLookupArgs,
): Promise<DomainNameservers> {
  return nameserversFromApi(await client.getNameserversByDomain(domain));
}

/** The registry DNSSEC of a domain (GET /dns/{domain}/dnssec). */
export async function readDnssec(
  client: RegistrarClient,
  { domain }: DomainLookupArgs,
): Promise<DomainDnssec> {
  return dnssecFromApi(await client.getDNSSECByDomain(domain));
}

/** The DNSSEC jobs of a domain, newest first (GET /dns/{domain}/dnssec/jobs). */
export async function readDnssecJobs(
  client: RegistrarClient,
  { domain }: DomainLookupArgs,
): Promise<DnssecJobList> {
  return { jobs: (await client.listDNSSECJobsByDomain(domain)).map(dnssecJobFromApi) };
}

/**
 * A new transfer code (authinfo) for the domain (POST /domains/{domain}/authinfo). Each call
 * makes a new code that replaces the previous one, so every run that calls it does too.
 */
export async function createTransferCode(
  client: RegistrarClient,
  { domain }: DomainLookupArgs,
): Promise<DomainTransferCode> {
  return transferCodeFromApi(await client.createDomainAuthInfo(domain));
}
