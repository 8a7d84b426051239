import * as pulumi from "@pulumi/pulumi";
import * as outputs from "./types/output";
import * as enums from "./types/enums";
/**
 * A TLS certificate order, kept current: ordered (an interrupted `up` takes its order back rather than paying twice), validated, waited for, reissued on a new CSR and renewed `renewBeforeDays` before it expires. The Pulumi id stays that of the first order; `certificateId` is the current one.
 */
export declare class TlsCertificate extends pulumi.CustomResource {
    /**
     * Get an existing TlsCertificate resource's state with the given name, ID, and optional extra
     * properties used to qualify the lookup.
     *
     * @param name The _unique_ name of the resulting resource.
     * @param id The _unique_ provider ID of the resource to lookup.
     * @param opts Optional settings to control the behavior of the CustomResource.
     */
    static get(name: string, id: pulumi.Input<pulumi.ID>, opts?: pulumi.CustomResourceOptions): TlsCertificate;
    /**
     * Returns true if the given object is an instance of TlsCertificate.  This is designed to work even
     * when multiple copies of the Pulumi SDK have been loaded into the same process.
     */
    static isInstance(obj: any): obj is TlsCertificate;
    /**
     * The order waits for organization details: set organizationId, or complete it at `completionUrl`.
     */
    readonly actionRequired: pulumi.Output<boolean>;
    /**
     * The current order (a renewal changes it).
     */
    readonly certificateId: pulumi.Output<string>;
    /**
     * The leaf certificate, PEM.
     */
    readonly certificatePem: pulumi.Output<string | undefined>;
    /**
     * The intermediate certificates, PEM.
     */
    readonly chainPem: pulumi.Output<string | undefined>;
    /**
     * The certificate's main name. Changing it replaces.
     */
    readonly commonName: pulumi.Output<string>;
    /**
     * Where to complete the order's organization details, while `actionRequired`.
     */
    readonly completionUrl: pulumi.Output<string | undefined>;
    /**
     * A PEM CSR holding every name, e.g. a CertificateRequest's `csr`. A new CSR reissues the certificate on the same order.
     */
    readonly csr: pulumi.Output<string>;
    /**
     * The DCV records validation still needs (empty once issued).
     */
    readonly dcvRecords: pulumi.Output<outputs.TlsDcvRecord[]>;
    /**
     * More names (subjectAltName). Changing them replaces; their order does not matter.
     */
    readonly dnsNames: pulumi.Output<string[]>;
    /**
     * Leaf first, then the chain: what a server presents.
     */
    readonly fullChainPem: pulumi.Output<string | undefined>;
    /**
     * ISO 8601.
     */
    readonly notAfter: pulumi.Output<string | undefined>;
    /**
     * ISO 8601.
     */
    readonly notBefore: pulumi.Output<string | undefined>;
    /**
     * notAfter minus renewBeforeDays: the first `up` from then on renews.
     */
    readonly renewalDueAt: pulumi.Output<string | undefined>;
    /**
     * Hex, lower case.
     */
    readonly serialNumber: pulumi.Output<string | undefined>;
    /**
     * The product, e.g. "dv-multi" (getTlsProducts lists them with their name limits). Changing it replaces.
     */
    readonly sku: pulumi.Output<string>;
    /**
     * The order's status: "issued" once the certificate is there.
     */
    readonly status: pulumi.Output<enums.TlsCertificateStatus>;
    /**
     * Create a TlsCertificate resource with the given unique name, arguments, and options.
     *
     * @param name The _unique_ name of the resource.
     * @param args The arguments to use to populate this resource's properties.
     * @param opts A bag of options that control this resource's behavior.
     */
    constructor(name: string, args: TlsCertificateArgs, opts?: pulumi.CustomResourceOptions);
}
/**
 * The set of arguments for constructing a TlsCertificate resource.
 */
export interface TlsCertificateArgs {
    /**
     * The certificate's main name. Changing it replaces.
     */
    commonName: pulumi.Input<string>;
    /**
     * A PEM CSR holding every name, e.g. a CertificateRequest's `csr`. A new CSR reissues the certificate on the same order.
     */
    csr: pulumi.Input<string>;
    /**
     * With "email": the approver addresses (admin@, hostmaster@… of a name or a parent domain).
     */
    dcvEmails?: pulumi.Input<pulumi.Input<string>[] | undefined>;
    /**
     * How control of the names is proven: "dns-cname-token" (default) or "email".
     */
    dcvMethod?: pulumi.Input<enums.TlsCertificateDcvMethod | undefined>;
    /**
     * More names (subjectAltName). Changing them replaces; their order does not matter.
     */
    dnsNames?: pulumi.Input<pulumi.Input<string>[] | undefined>;
    /**
     * Default true: the provider creates the DCV CNAME records for names in the account's zones and removes them after issuance. Records for names hosted elsewhere are shown in `dcvRecords`.
     */
    manageDcvRecords?: pulumi.Input<boolean | undefined>;
    /**
     * What deleting an issued certificate does: "retain" (default; it stays valid until it expires) or "revoke" (the whole order within 7 days of ordering, the certificate after). A pending order is always cancelled.
     */
    onDelete?: pulumi.Input<enums.TlsCertificateOnDelete | undefined>;
    /**
     * For organization- and extended-validation products: a TlsOrganization's `organizationId`.
     */
    organizationId?: pulumi.Input<string | undefined>;
    /**
     * Renew this many days before notAfter (default 30; below the validity).
     */
    renewBeforeDays?: pulumi.Input<number | undefined>;
    /**
     * The product, e.g. "dv-multi" (getTlsProducts lists them with their name limits). Changing it replaces.
     */
    sku: pulumi.Input<string>;
    /**
     * How long one `up` waits for issuance (default 3600). Past it the order is kept and the next `up` waits on.
     */
    timeoutSeconds?: pulumi.Input<number | undefined>;
    /**
     * The term in days (one the product offers); default: the product's. Used by orders and renewals.
     */
    validityDays?: pulumi.Input<number | undefined>;
    /**
     * Default true: wait until the certificate is issued (when the provider can complete validation itself). Without it, or when DCV records must be created elsewhere, the resource is created with status "pending"; a later `pulumi up` or `pulumi refresh` picks up the certificate.
     */
    waitForIssuance?: pulumi.Input<boolean | undefined>;
}
