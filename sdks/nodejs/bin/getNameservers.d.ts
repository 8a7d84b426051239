import * as pulumi from "@pulumi/pulumi";
import * as outputs from "./types/output";
import * as enums from "./types/enums";
/**
 * The delegation of a domain and the account's vanity sets (GET /domains/{domain}/nameservers).
 */
export declare function getNameservers(args: GetNameserversArgs, opts?: pulumi.InvokeOptions): Promise<GetNameserversResult>;
export interface GetNameserversArgs {
    /**
     * The domain, e.g. "example.com".
     */
    domain: string;
}
export interface GetNameserversResult {
    /**
     * The domain, lower case, without a trailing dot.
     */
    readonly domain: string;
    /**
     * The service's standard nameservers, a vanity set of the account, or nameservers elsewhere.
     */
    readonly mode: enums.DomainNameserverMode;
    /**
     * The current delegation, fully qualified.
     */
    readonly nameservers: string[];
    /**
     * The vanity set delegated to; null otherwise.
     */
    readonly vanitySetId?: number;
    /**
     * Every vanity set of the account.
     */
    readonly vanitySets: outputs.VanityNameserverSet[];
}
/**
 * The delegation of a domain and the account's vanity sets (GET /domains/{domain}/nameservers).
 */
export declare function getNameserversOutput(args: GetNameserversOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetNameserversResult>;
export interface GetNameserversOutputArgs {
    /**
     * The domain, e.g. "example.com".
     */
    domain: pulumi.Input<string>;
}
