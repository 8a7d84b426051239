import * as pulumi from "@pulumi/pulumi";
import * as enums from "./types/enums";
/**
 * One domain with its nameservers, plan and guardian rules (GET /domains/{domain}).
 */
export declare function getDomain(args: GetDomainArgs, opts?: pulumi.InvokeOptions): Promise<GetDomainResult>;
export interface GetDomainArgs {
    /**
     * The domain, e.g. "example.com".
     */
    domain: string;
}
export interface GetDomainResult {
    /**
     * The domain's registry DNSSEC status.
     */
    readonly dnssecStatus: enums.DomainDnssecStatus;
    /**
     * ISO date of the registration's end.
     */
    readonly expiresAt: string;
    /**
     * The changes the domain guardian blocks.
     */
    readonly guardianRules: enums.DomainDetailGuardianRules[];
    /**
     * The domain, lower case, without a trailing dot.
     */
    readonly name: string;
    /**
     * The service's standard nameservers, a vanity set of the account, or nameservers elsewhere.
     */
    readonly nameserverMode: enums.DomainNameserverMode;
    /**
     * The current delegation, fully qualified.
     */
    readonly nameservers: string[];
    /**
     * The owner's label, as the dashboard shows it.
     */
    readonly ownerLabel: string;
    /**
     * "basic" plans do not include vanity nameservers.
     */
    readonly plan: enums.DomainDetailPlan;
    /**
     * The first nameserver of the delegation.
     */
    readonly primaryNameserver: string;
    /**
     * Whether the registration renews by itself, by hand, or ends.
     */
    readonly renewalStatus: enums.DomainDetailRenewalStatus;
    /**
     * "pending" while a transfer between registrars runs.
     */
    readonly transferStatus: enums.DomainDetailTransferStatus;
    /**
     * The vanity set delegated to; null otherwise.
     */
    readonly vanitySetId?: number;
}
/**
 * One domain with its nameservers, plan and guardian rules (GET /domains/{domain}).
 */
export declare function getDomainOutput(args: GetDomainOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetDomainResult>;
export interface GetDomainOutputArgs {
    /**
     * The domain, e.g. "example.com".
     */
    domain: pulumi.Input<string>;
}
