import * as pulumi from "@pulumi/pulumi";
import * as inputs from "./types/input";
import * as outputs from "./types/output";
import * as enums from "./types/enums";
/**
 * Registry DNSSEC of a domain. The change is requested once and waited for with progress lines; a job already running is waited for, never cancelled. Delete disables DNSSEC (the registry removes the DS first) and waits until it is inactive. The Pulumi id is the domain.
 */
export declare class DnssecConfig extends pulumi.CustomResource {
    /**
     * Get an existing DnssecConfig resource's state with the given name, ID, and optional extra
     * properties used to qualify the lookup.
     *
     * @param name The _unique_ name of the resulting resource.
     * @param id The _unique_ provider ID of the resource to lookup.
     * @param opts Optional settings to control the behavior of the CustomResource.
     */
    static get(name: string, id: pulumi.Input<pulumi.ID>, opts?: pulumi.CustomResourceOptions): DnssecConfig;
    /**
     * Returns true if the given object is an instance of DnssecConfig.  This is designed to work even
     * when multiple copies of the Pulumi SDK have been loaded into the same process.
     */
    static isInstance(obj: any): obj is DnssecConfig;
    /**
     * The configuration asked for.
     */
    readonly desiredState: pulumi.Output<outputs.DnssecState>;
    /**
     * active, pending (a job runs) or inactive.
     */
    readonly dnssecState: pulumi.Output<enums.DnssecConfigDnssecState>;
    /**
     * The domain.
     */
    readonly domain: pulumi.Output<string>;
    /**
     * The DS records of the configuration asked for (in provider mode, the service's).
     */
    readonly dsRecords: pulumi.Output<outputs.DnssecDsRecord[]>;
    /**
     * The configuration in force and the DS records at the registry now.
     */
    readonly liveState: pulumi.Output<outputs.DnssecConfigLiveState>;
    /**
     * The mode asked for.
     */
    readonly mode: pulumi.Output<enums.DnssecConfigMode>;
    /**
     * The job under way when last read, if any: a change that the next `up` waits for.
     */
    readonly pendingJob: pulumi.Output<outputs.DnssecJob | undefined>;
    /**
     * "enabled" or "disabled", as asked for.
     */
    readonly state: pulumi.Output<enums.DnssecConfigState>;
    /**
     * Create a DnssecConfig resource with the given unique name, arguments, and options.
     *
     * @param name The _unique_ name of the resource.
     * @param args The arguments to use to populate this resource's properties.
     * @param opts A bag of options that control this resource's behavior.
     */
    constructor(name: string, args: DnssecConfigArgs, opts?: pulumi.CustomResourceOptions);
}
/**
 * The set of arguments for constructing a DnssecConfig resource.
 */
export interface DnssecConfigArgs {
    /**
     * A domain of the account. Changing it replaces the resource.
     */
    domain: pulumi.Input<string>;
    /**
     * "provider": the service signs the zone and manages the DS at the registry (the domain must be on the service's nameservers, e.g. through a NameserverDelegation); "external": the domain's DNS is signed elsewhere and `records` carry its DS records.
     */
    mode: pulumi.Input<enums.DnssecConfigMode>;
    /**
     * Mode "external" only: the DS records (and optionally their DNSKEYs). Order and spelling do not matter.
     */
    records?: pulumi.Input<pulumi.Input<inputs.DnssecRecordArgs>[] | undefined>;
    /**
     * "enabled" (default) or "disabled".
     */
    state?: pulumi.Input<enums.DnssecConfigState | undefined>;
    /**
     * How long one `up` waits (default 1800). Past it the change goes on and the next `up` waits on.
     */
    timeoutSeconds?: pulumi.Input<number | undefined>;
    /**
     * Default true: check the registry and the delegation right after a change, and while it propagates.
     */
    verifyAfterApply?: pulumi.Input<boolean | undefined>;
    /**
     * "active" (default): wait until the change is in force; "accepted": until the registry has taken it (propagation goes on after `up`).
     */
    waitFor?: pulumi.Input<enums.DnssecConfigWaitFor | undefined>;
}
