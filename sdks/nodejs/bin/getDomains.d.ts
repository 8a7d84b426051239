import * as pulumi from "@pulumi/pulumi";
import * as outputs from "./types/output";
import * as enums from "./types/enums";
/**
 * The account's domains (GET /domains): every page, or the one page asked for.
 */
export declare function getDomains(args?: GetDomainsArgs, opts?: pulumi.InvokeOptions): Promise<GetDomainsResult>;
export interface GetDomainsArgs {
    /**
     * A list of conditions, all of which must hold, e.g. ["cancelled", "dnssec-inactive"].
     */
    filter?: enums.DomainListFilter[];
    /**
     * Only this page (from 1); without it, every page.
     */
    page?: number;
    /**
     * Domains per page (at most 100; default 20).
     */
    pageSize?: number;
    /**
     * Case-insensitive part of the name, owner label or primary nameserver.
     */
    search?: string;
    /**
     * The field to sort by (default "name").
     */
    sortBy?: enums.DomainSortKey;
    /**
     * "asc" (default) or "desc".
     */
    sortOrder?: enums.GetDomainsSortOrder;
}
export interface GetDomainsResult {
    /**
     * The domains asked for, in the order asked for.
     */
    readonly domains: outputs.DomainSummary[];
}
/**
 * The account's domains (GET /domains): every page, or the one page asked for.
 */
export declare function getDomainsOutput(args?: GetDomainsOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetDomainsResult>;
export interface GetDomainsOutputArgs {
    /**
     * A list of conditions, all of which must hold, e.g. ["cancelled", "dnssec-inactive"].
     */
    filter?: pulumi.Input<pulumi.Input<enums.DomainListFilter>[] | undefined>;
    /**
     * Only this page (from 1); without it, every page.
     */
    page?: pulumi.Input<number | undefined>;
    /**
     * Domains per page (at most 100; default 20).
     */
    pageSize?: pulumi.Input<number | undefined>;
    /**
     * Case-insensitive part of the name, owner label or primary nameserver.
     */
    search?: pulumi.Input<string | undefined>;
    /**
     * The field to sort by (default "name").
     */
    sortBy?: pulumi.Input<enums.DomainSortKey | undefined>;
    /**
     * "asc" (default) or "desc".
     */
    sortOrder?: pulumi.Input<enums.GetDomainsSortOrder | undefined>;
}
