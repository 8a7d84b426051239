import * as pulumi from "@pulumi/pulumi";
import * as inputs from "./types/input";
import * as outputs from "./types/output";
import * as enums from "./types/enums";
/**
 * A whole zone of the account: its records declared in one resource, each written only when it differs, records nobody declared reported or removed. One engine step per zone instead of one per record. The Pulumi id is the zone.
 */
export declare class DnsZone extends pulumi.CustomResource {
    /**
     * Get an existing DnsZone resource's state with the given name, ID, and optional extra
     * properties used to qualify the lookup.
     *
     * @param name The _unique_ name of the resulting resource.
     * @param id The _unique_ provider ID of the resource to lookup.
     * @param opts Optional settings to control the behavior of the CustomResource.
     */
    static get(name: string, id: pulumi.Input<pulumi.ID>, opts?: pulumi.CustomResourceOptions): DnsZone;
    /**
     * Returns true if the given object is an instance of DnsZone.  This is designed to work even
     * when multiple copies of the Pulumi SDK have been loaded into the same process.
     */
    static isInstance(obj: any): obj is DnsZone;
    /**
     * Records other tools write, left alone (see `DnsZoneIgnoreRule`).
     */
    readonly ignore: pulumi.Output<outputs.DnsZoneIgnoreRule[]>;
    /**
     * Records the `ignore` rules match, by key, with their ids.
     */
    readonly ignoredRecords: pulumi.Output<{
        [key: string]: string;
    }>;
    /**
     * As set; absent when the program sets only `maxUpdateRatio` and `maxDeleteRatio`, or neither.
     */
    readonly maxChangeRatio: pulumi.Output<number | undefined>;
    /**
     * The share one `up` may delete; default `maxChangeRatio`, else 0.3.
     */
    readonly maxDeleteRatio: pulumi.Output<number>;
    /**
     * The share one `up` may change (update in place); default `maxChangeRatio`, else 0.3.
     */
    readonly maxUpdateRatio: pulumi.Output<number>;
    /**
     * Records of the zone another Pulumi stack manages, by key, with their ids.
     */
    readonly otherStackRecords: pulumi.Output<{
        [key: string]: string;
    }>;
    /**
     * This resource's records by key (`www A 192.0.2.1`, `@ MX 10 mx1.example.net.`).
     */
    readonly records: pulumi.Output<{
        [key: string]: outputs.DnsZoneRecordState;
    }>;
    /**
     * The zone's records no resource of this stack manages (made by hand or by another tool): "report" (default) lists them in `unmanagedRecords`, and a refresh shows them as drift; "remove" deletes them; "ignore" leaves them alone, unseen. Records another Pulumi stack manages are listed in `otherStackRecords` and never removed.
     */
    readonly unmanaged: pulumi.Output<enums.DnsZoneUnmanaged>;
    /**
     * The unmanaged records the last `up` saw (`unmanaged: "report"`): a refresh that finds others is drift until the next `up` accepts them.
     */
    readonly unmanagedBaseline: pulumi.Output<{
        [key: string]: string;
    }>;
    /**
     * Records of the zone no resource of this stack manages, by key, with their ids, as last read.
     */
    readonly unmanagedRecords: pulumi.Output<{
        [key: string]: string;
    }>;
    /**
     * The zone, fully qualified ("example.com.").
     */
    readonly zone: pulumi.Output<string>;
    /**
     * Every record of the zone when last read or written.
     */
    readonly zoneRecordCount: pulumi.Output<number>;
    /**
     * Create a DnsZone resource with the given unique name, arguments, and options.
     *
     * @param name The _unique_ name of the resource.
     * @param args The arguments to use to populate this resource's properties.
     * @param opts A bag of options that control this resource's behavior.
     */
    constructor(name: string, args: DnsZoneArgs, opts?: pulumi.CustomResourceOptions);
}
/**
 * The set of arguments for constructing a DnsZone resource.
 */
export interface DnsZoneArgs {
    /**
     * Records other tools write, left alone (see `DnsZoneIgnoreRule`).
     */
    ignore?: pulumi.Input<pulumi.Input<inputs.DnsZoneIgnoreRuleArgs>[] | undefined>;
    /**
     * The share of the zone's records (0 to 1, default 0.3) one `up` may change, and the share it may delete, in a zone of at least 10 records; more fails before any write. Creates never count. REGISTRAR_MAX_CHANGE_RATIO (or config registrar:maxChangeRatio) overrides both for a run.
     */
    maxChangeRatio?: pulumi.Input<number | undefined>;
    /**
     * The share one `up` may delete; default `maxChangeRatio`, else 0.3.
     */
    maxDeleteRatio?: pulumi.Input<number | undefined>;
    /**
     * The share one `up` may change (update in place); default `maxChangeRatio`, else 0.3.
     */
    maxUpdateRatio?: pulumi.Input<number | undefined>;
    /**
     * The zone's records this resource manages.
     */
    records?: pulumi.Input<pulumi.Input<inputs.DnsZoneRecordArgs>[] | undefined>;
    /**
     * The ttl of every record that sets none.
     */
    ttl?: pulumi.Input<number | undefined>;
    /**
     * The zone's records no resource of this stack manages (made by hand or by another tool): "report" (default) lists them in `unmanagedRecords`, and a refresh shows them as drift; "remove" deletes them; "ignore" leaves them alone, unseen. Records another Pulumi stack manages are listed in `otherStackRecords` and never removed.
     */
    unmanaged?: pulumi.Input<enums.DnsZoneUnmanaged | undefined>;
    /**
     * Zone validation settings for this zone: severity per rule, TTL range (docs/guides/zone-validation.md).
     */
    validation?: pulumi.Input<inputs.DnsZoneValidationArgs | undefined>;
    /**
     * The zone, e.g. "example.com": one of the account's zones. Changing it replaces the resource.
     */
    zone: pulumi.Input<string>;
}
