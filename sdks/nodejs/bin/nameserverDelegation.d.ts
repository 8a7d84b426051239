import * as pulumi from "@pulumi/pulumi";
import * as enums from "./types/enums";
/**
 * The nameserver delegation of a domain: a vanity set or the standard nameservers. A change is sent only when the delegation differs (the API allows 5 changes a day per domain and 50 per account); refusals are final and say which rule or limit applies. The Pulumi id is the domain.
 */
export declare class NameserverDelegation extends pulumi.CustomResource {
    /**
     * Get an existing NameserverDelegation resource's state with the given name, ID, and optional extra
     * properties used to qualify the lookup.
     *
     * @param name The _unique_ name of the resulting resource.
     * @param id The _unique_ provider ID of the resource to lookup.
     * @param opts Optional settings to control the behavior of the CustomResource.
     */
    static get(name: string, id: pulumi.Input<pulumi.ID>, opts?: pulumi.CustomResourceOptions): NameserverDelegation;
    /**
     * Returns true if the given object is an instance of NameserverDelegation.  This is designed to work even
     * when multiple copies of the Pulumi SDK have been loaded into the same process.
     */
    static isInstance(obj: any): obj is NameserverDelegation;
    /**
     * The domain.
     */
    readonly domain: pulumi.Output<string>;
    /**
     * The delegation now: "standard", "vanity" or "external".
     */
    readonly mode: pulumi.Output<enums.NameserverMode>;
    /**
     * Fully qualified.
     */
    readonly nameservers: pulumi.Output<string[]>;
    /**
     * The delegation before Pulumi managed the domain: what onDelete "restore" puts back.
     */
    readonly previousMode: pulumi.Output<enums.NameserverMode>;
    /**
     * The nameservers of the delegation before Pulumi managed the domain, fully qualified.
     */
    readonly previousNameservers: pulumi.Output<string[]>;
    /**
     * The vanity set of the delegation before Pulumi managed the domain; null for none.
     */
    readonly previousVanitySetId: pulumi.Output<number | undefined>;
    /**
     * The vanity set the domain is delegated to; null for the standard nameservers.
     */
    readonly vanitySetId: pulumi.Output<number | undefined>;
    /**
     * Create a NameserverDelegation resource with the given unique name, arguments, and options.
     *
     * @param name The _unique_ name of the resource.
     * @param args The arguments to use to populate this resource's properties.
     * @param opts A bag of options that control this resource's behavior.
     */
    constructor(name: string, args: NameserverDelegationArgs, opts?: pulumi.CustomResourceOptions);
}
/**
 * The set of arguments for constructing a NameserverDelegation resource.
 */
export interface NameserverDelegationArgs {
    /**
     * A domain of the account. Changing it replaces the resource.
     */
    domain: pulumi.Input<string>;
    /**
     * What delete does: "restore" (default) puts back the delegation found when the resource was created; "standard" delegates to the standard nameservers; "retain" leaves it as it is.
     */
    onDelete?: pulumi.Input<enums.NameserverDelegationOnDelete | undefined>;
    /**
     * One of the account's vanity nameserver sets (getNameservers lists them); null or omitted: the standard nameservers.
     */
    vanitySetId?: pulumi.Input<number | undefined>;
}
