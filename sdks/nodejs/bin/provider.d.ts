import * as pulumi from "@pulumi/pulumi";
/**
 * The provider of registrar resources: its API's address and key, and how hard to press it.
 */
export declare class Provider extends pulumi.ProviderResource {
    /**
     * Returns true if the given object is an instance of Provider.  This is designed to work even
     * when multiple copies of the Pulumi SDK have been loaded into the same process.
     */
    static isInstance(obj: any): obj is Provider;
    /**
     * The API key; REGISTRAR_API_KEY when unset. Kept secret: never in the state in the clear, nor in any message.
     */
    readonly apiKey: pulumi.Output<string | undefined>;
    /**
     * The API's address, e.g. "https://api.example-registrar.com"; REGISTRAR_BASE_URL when unset.
     */
    readonly baseUrl: pulumi.Output<string | undefined>;
    /**
     * The zone validators' severities and TTL range for every zone of this provider, as JSON, e.g. `{"rules": {"duplicate-spf": "error"}, "ttl": {"min": 300}}` (docs/guides/zone-validation.md); REGISTRAR_ZONE_VALIDATION when unset.
     */
    readonly zoneValidation: pulumi.Output<string | undefined>;
    /**
     * Create a Provider resource with the given unique name, arguments, and options.
     *
     * @param name The _unique_ name of the resource.
     * @param args The arguments to use to populate this resource's properties.
     * @param opts A bag of options that control this resource's behavior.
     */
    constructor(name: string, args?: ProviderArgs, opts?: pulumi.ResourceOptions);
}
/**
 * The set of arguments for constructing a Provider resource.
 */
export interface ProviderArgs {
    /**
     * The API key; REGISTRAR_API_KEY when unset. Kept secret: never in the state in the clear, nor in any message.
     */
    apiKey?: pulumi.Input<string | undefined>;
    /**
     * The API's address, e.g. "https://api.example-registrar.com"; REGISTRAR_BASE_URL when unset.
     */
    baseUrl?: pulumi.Input<string | undefined>;
    /**
     * The share of a zone's records one run may change, 0 to 1, for every DnsZone of this provider (a one-run override of their `maxChangeRatio`); REGISTRAR_MAX_CHANGE_RATIO when unset.
     */
    maxChangeRatio?: pulumi.Input<number | undefined>;
    /**
     * Requests in flight at once, 1 to 1024 (default 8); REGISTRAR_MAX_CONCURRENT_REQUESTS when unset.
     */
    maxConcurrentRequests?: pulumi.Input<number | undefined>;
    /**
     * Seconds one API call may take, retries included (default 60); REGISTRAR_REQUEST_TIMEOUT_SECONDS when unset.
     */
    requestTimeoutSeconds?: pulumi.Input<number | undefined>;
    /**
     * The zone validators' severities and TTL range for every zone of this provider, as JSON, e.g. `{"rules": {"duplicate-spf": "error"}, "ttl": {"min": 300}}` (docs/guides/zone-validation.md); REGISTRAR_ZONE_VALIDATION when unset.
     */
    zoneValidation?: pulumi.Input<string | undefined>;
}
