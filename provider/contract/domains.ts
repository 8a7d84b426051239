import { z } from "zod";
import { dnssecStatus } from "./dns";
import { operation } from "./operation";
import { domainParam, named } from "./shapes";

/**
 * The domain portfolio: listing, one domain, its transfer code, availability of any name and
 * nameserver delegation. The spec names the fields of domainListResponse (owner label, DNSSEC
 * status, renewal status, expiry date) and the delegation modes; the other fields are this
 * contract's choice (docs/emulator.md, "Domains").
 */

export const nameserverModes = ["standard", "vanity", "external"] as const;
export const renewalStatuses = ["auto-renew", "manual-renew", "cancelled"] as const;
export const transferStatuses = ["none", "pending"] as const;
export const domainPlans = ["basic", "pro"] as const;
export const guardianRuleClasses = ["ns_change", "transfer_out"] as const;
export const sortOrders = ["asc", "desc"] as const;
export const domainListFilters = ["cancelled", "dnssec-inactive"] as const;

const domainSummaryFields = {
  name: z.string().describe("The domain, lower case, without a trailing dot"),
  owner_label: z.string(),
  renewal_status: z.enum(renewalStatuses),
  expires_at: z.string().describe("ISO date"),
  dnssec_status: dnssecStatus,
  nameserver_mode: z.enum(nameserverModes),
  primary_nameserver: z.string().describe("The first nameserver of the delegation"),
  transfer_status: z.enum(transferStatuses).describe("pending while a transfer between registrars runs"),
};

export const domainSummary = named("DomainSummary", z.object(domainSummaryFields));
/** domainListSortKey: any public field of a listed domain. */
export const domainListSortKey = named("DomainListSortKey", domainSummary.keyof());
export const sortOrder = named("SortOrder", z.enum(sortOrders));

/** domainListResponse: one page of the matching domains. */
export const domainListResponse = named(
  "DomainListResponse",
  z.object({
    domains: z.array(domainSummary),
    page: z.int().positive(),
    page_size: z.int().positive(),
    total: z.int().nonnegative().describe("Matching domains on all pages"),
  }),
);

export const domainDetail = named(
  "DomainDetail",
  z.object({
    ...domainSummaryFields,
    nameservers: z.array(z.string()).describe("The current delegation, fully qualified"),
    vanity_set_id: z.int().nullable().describe("The vanity set delegated to; null otherwise"),
    plan: z.enum(domainPlans).describe("basic plans do not include vanity nameservers"),
    guardian_rules: z.array(z.enum(guardianRuleClasses)).describe("Changes the domain guardian blocks"),
  }),
);

export const domainAuthInfo = named(
  "DomainAuthInfo",
  z.object({
    domain: z.string(),
    auth_code: z.string().describe("The transfer code; a new one replaces any earlier one"),
    created_at: z.iso.datetime(),
  }),
);

export const domainAvailabilityResponse = named(
  "DomainAvailabilityResponse",
  z.object({
    domain: z.string().describe("The name checked, lower case, IDN as A-labels"),
    available: z.boolean(),
    public_suffix: z.string().describe("The ICANN public suffix the name is registered under"),
  }),
);

export const vanityNameserverSet = named(
  "VanityNameserverSet",
  z.object({ id: z.int().positive(), name: z.string(), nameservers: z.array(z.string()) }),
);

/** nameserversResponse: the delegation and the vanity sets the account can delegate to. */
export const nameserversResponse = named(
  "NameserversResponse",
  z.object({
    domain: z.string(),
    mode: z.enum(nameserverModes),
    vanity_set_id: z.int().nullable(),
    nameservers: z.array(z.string()),
    vanity_sets: z.array(vanityNameserverSet),
  }),
);

export const nameserversUpdateRequest = named(
  "NameserversUpdateRequest",
  z.object({
    vanity_set_id: z
      .int()
      .positive()
      .nullable()
      .describe("A vanity set of the account; null: the standard nameservers"),
  }),
);

const listDomainsQuery = z.object({
  search: z
    .string()
    .optional()
    .describe("Case-insensitive part of the name, owner label or primary nameserver"),
  filter: z
    .string()
    .optional()
    .describe(`Comma-separated, all must hold: ${domainListFilters.join(", ")}`),
  sortBy: domainListSortKey.optional().describe("Default name"),
  sortOrder: sortOrder.optional().describe("Default asc"),
  page: z.int().min(1).optional().describe("Default 1"),
  pageSize: z.int().min(1).max(100).optional().describe("Default 20, at most 100"),
});

const area = "Domains";

export const domainOperations = {
  ListDomains: operation({
    operationId: "ListDomains",
    method: "GET",
    path: "/domains",
    area,
    summary: "Domains of the account: search, filter, sort, page",
    query: listDomainsQuery,
    response: domainListResponse,
    errors: [400, 401, 403, 500],
  }),
  GetDomain: operation({
    operationId: "GetDomain",
    method: "GET",
    path: "/domains/{domain}",
    area,
    summary: "One domain of the account",
    params: domainParam,
    response: domainDetail,
    errors: [401, 403, 404, 500],
  }),
  CreateDomainAuthInfo: operation({
    operationId: "CreateDomainAuthInfo",
    method: "POST",
    path: "/domains/{domain}/authinfo",
    area,
    summary: "A new transfer code for the domain",
    params: domainParam,
    response: domainAuthInfo,
    errors: [401, 403, 404, 409, 500],
  }),
  CheckDomainAvailability: operation({
    operationId: "CheckDomainAvailability",
    method: "GET",
    path: "/domains/availability/{domain}",
    area,
    summary: "Whether any registrable name is free, from the registry lookup service",
    params: z.object({
      domain: z.string().min(1).describe("A registrable name (domain_name_checkable), IDN allowed"),
    }),
    response: domainAvailabilityResponse,
    errors: [400, 401, 403, 429, 500, 502],
  }),
  GetNameserversByDomain: operation({
    operationId: "GetNameserversByDomain",
    method: "GET",
    path: "/domains/{domain}/nameservers",
    area,
    summary: "The delegation of a domain and the account's vanity sets",
    params: domainParam,
    response: nameserversResponse,
    errors: [401, 403, 404, 500],
  }),
  PutNameserversByDomain: operation({
    operationId: "PutNameserversByDomain",
    method: "PUT",
    path: "/domains/{domain}/nameservers",
    area,
    summary: "Delegate to a vanity set, or back to the standard nameservers",
    params: domainParam,
    body: nameserversUpdateRequest,
    response: nameserversResponse,
    errors: [400, 401, 403, 404, 409, 429, 500],
  }),
} as const;
