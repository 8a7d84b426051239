import * as pulumi from "@pulumi/pulumi";
/**
 * A new transfer code (authinfo) for the domain (POST /domains/{domain}/authinfo). Each call makes a new code that replaces the previous one, so every run that calls it does too.
 */
export declare function getTransferCode(args: GetTransferCodeArgs, opts?: pulumi.InvokeOptions): Promise<GetTransferCodeResult>;
export interface GetTransferCodeArgs {
    /**
     * The domain, e.g. "example.com".
     */
    domain: string;
}
export interface GetTransferCodeResult {
    /**
     * The transfer code (authinfo); a new one replaces any earlier one.
     */
    readonly authCode: string;
    /**
     * When the code was made.
     */
    readonly createdAt: string;
    /**
     * The domain, lower case, without a trailing dot.
     */
    readonly domain: string;
}
/**
 * A new transfer code (authinfo) for the domain (POST /domains/{domain}/authinfo). Each call makes a new code that replaces the previous one, so every run that calls it does too.
 */
export declare function getTransferCodeOutput(args: GetTransferCodeOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetTransferCodeResult>;
export interface GetTransferCodeOutputArgs {
    /**
     * The domain, e.g. "example.com".
     */
    domain: pulumi.Input<string>;
}
