import * as pulumi from "@pulumi/pulumi";
import * as enums from "./types/enums";
/**
 * Whether any registrable name is free (GET /domains/availability/{domain}).
 */
export declare function checkAvailability(args: CheckAvailabilityArgs, opts?: pulumi.InvokeOptions): Promise<CheckAvailabilityResult>;
export interface CheckAvailabilityArgs {
    /**
     * The domain, e.g. "example.com".
     */
    domain: string;
}
export interface CheckAvailabilityResult {
    /**
     * null when undetermined.
     */
    readonly available?: boolean;
    /**
     * The name checked, lower case, IDN as A-labels (as asked when undetermined).
     */
    readonly domain: string;
    /**
     * The public suffix the name is registered under; null when undetermined.
     */
    readonly publicSuffix?: string;
    /**
     * Why the check could not complete; null unless undetermined.
     */
    readonly reason?: string;
    /**
     * "undetermined" when the registry could not be asked.
     */
    readonly status: enums.DomainAvailabilityStatus;
}
/**
 * Whether any registrable name is free (GET /domains/availability/{domain}).
 */
export declare function checkAvailabilityOutput(args: CheckAvailabilityOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<CheckAvailabilityResult>;
export interface CheckAvailabilityOutputArgs {
    /**
     * The domain, e.g. "example.com".
     */
    domain: pulumi.Input<string>;
}
