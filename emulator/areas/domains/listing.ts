import type { z } from "zod";
import {
  domainListFilters,
  type domainListResponse,
  domainListSortKey,
  type domainSummary,
  sortOrders,
} from "../../../provider/contract/domains";
import type { Account } from "../../core/account";
import { badRequest } from "../../core/errors";
import { domainSummaryView } from "./views";

type DomainListResponse = z.output<typeof domainListResponse>;
type DomainListSortKey = z.output<typeof domainListSortKey>;
type DomainSummary = z.output<typeof domainSummary>;

/**
 * GET /domains: search, filter, sort and page over the public fields of the listed domains.
 * Every parameter is checked (400 for an unknown, repeated or invalid one).
 */

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Pages beyond any real listing: larger numbers are refused rather than rounded. */
export const MAX_PAGE = 1_000_000;

type Filter = (typeof domainListFilters)[number];

interface ListQuery {
  search: string;
  filters: Filter[];
  sortBy: DomainListSortKey;
  descending: boolean;
  page: number;
  pageSize: number;
}

const PARAMETERS = ["search", "filter", "sortBy", "sortOrder", "page", "pageSize"];
const SORT_KEYS: readonly string[] = domainListSortKey.options;

function positiveInteger(value: string, name: string, max: number): number {
  if (!/^[1-9][0-9]*$/.test(value) || Number(value) > max) {
    throw badRequest(`${name} must be an integer from 1 to ${max}, got "${value}"`);
  }
  return Number(value);
}

function parseFilters(value: string): Filter[] {
  return value.split(",").map((item) => {
    const filter = item.trim();
    if (!(domainListFilters as readonly string[]).includes(filter)) {
      throw badRequest(`filter must list values from ${domainListFilters.join(", ")}, got "${item}"`);
    }
    return filter as Filter;
  });
}

export function parseListQuery(query: URLSearchParams): ListQuery {
  for (const name of new Set(query.keys())) {
    if (!PARAMETERS.includes(name)) throw badRequest(`unknown query parameter "${name}"`);
    if (query.getAll(name).length > 1) throw badRequest(`query parameter ${name} given more than once`);
  }
  const sortBy = query.get("sortBy") ?? "name";
  if (!SORT_KEYS.includes(sortBy)) throw badRequest(`sortBy must be one of ${SORT_KEYS.join(", ")}`);
  const sortOrder = query.get("sortOrder") ?? "asc";
  if (!(sortOrders as readonly string[]).includes(sortOrder))
    throw badRequest("sortOrder must be asc or desc");
  const filter = query.get("filter");
  return {
    search: (query.get("search") ?? "").toLowerCase(),
    filters: filter === null ? [] : parseFilters(filter),
    sortBy: sortBy as DomainListSortKey,
    descending: sortOrder === "desc",
    page: positiveInteger(query.get("page") ?? "1", "page", MAX_PAGE),
    pageSize: positiveInteger(query.get("pageSize") ?? String(DEFAULT_PAGE_SIZE), "pageSize", MAX_PAGE_SIZE),
  };
}

const FILTERS: Record<Filter, (domain: DomainSummary) => boolean> = {
  cancelled: (domain) => domain.renewal_status === "cancelled",
  "dnssec-inactive": (domain) => domain.dnssec_status === "inactive",
};

function matches(domain: DomainSummary, search: string): boolean {
  return [domain.name, domain.owner_label, domain.primary_nameserver].some((field) =>
    field.toLowerCase().includes(search),
  );
}

/** Case-insensitive order of the field; ties in name order, whatever the direction. */
function comparator(sortBy: DomainListSortKey, descending: boolean) {
  const text = (value: string) => value.toLowerCase();
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return (a: DomainSummary, b: DomainSummary) => {
    const primary = compare(text(a[sortBy]), text(b[sortBy]));
    return (descending ? -primary : primary) || compare(a.name, b.name);
  };
}

export function listDomains(account: Account, query: URLSearchParams): DomainListResponse {
  const { search, filters, sortBy, descending, page, pageSize } = parseListQuery(query);
  const selected = account.domains
    .map((domain) => domainSummaryView(account, domain))
    .filter((domain) => matches(domain, search) && filters.every((filter) => FILTERS[filter](domain)))
    .sort(comparator(sortBy, descending));
  const start = (page - 1) * pageSize;
  return {
    domains: selected.slice(start, start + pageSize),
    page,
    page_size: pageSize,
    total: selected.length,
  };
}
