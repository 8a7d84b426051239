import * as pulumi from "@pulumi/pulumi";
import * as outputs from "./types/output";
import * as enums from "./types/enums";
/**
 * One certificate order (GET /tls/certificate/{id}).
 */
export declare function getTlsCertificate(args: GetTlsCertificateArgs, opts?: pulumi.InvokeOptions): Promise<GetTlsCertificateResult>;
export interface GetTlsCertificateArgs {
    /**
     * The order's id, a TlsCertificate's `certificateId`.
     */
    id: string;
}
export interface GetTlsCertificateResult {
    /**
     * Whether the order waits for the account (e.g. an organization for an OV order).
     */
    readonly actionRequired: boolean;
    /**
     * The service's time at which this view was computed.
     */
    readonly asOf: string;
    /**
     * The certificate's main name.
     */
    readonly commonName: string;
    /**
     * Where to complete the order in the dashboard; null when nothing is required.
     */
    readonly completionUrl?: string;
    /**
     * The CSR of the current (or pending) certificate version, PEM.
     */
    readonly csr: string;
    /**
     * With "email": the approver addresses.
     */
    readonly dcvEmails: string[];
    /**
     * How control of the names is proven.
     */
    readonly dcvMethod: enums.TlsCertificateOrderDcvMethod;
    /**
     * With "dns-cname-token": the records that prove control of each name.
     */
    readonly dcvRecords: outputs.TlsDcvRecordResult[];
    /**
     * Additional names (subjectAltName), as ordered.
     */
    readonly dnsNames: string[];
    /**
     * The order's id, a TlsCertificate's `certificateId`.
     */
    readonly id: string;
    /**
     * When the current certificate version was issued; null before.
     */
    readonly issuedAt?: string;
    /**
     * End of the current certificate's validity; null before issuance.
     */
    readonly notAfter?: string;
    /**
     * Start of the current certificate's validity; null before issuance.
     */
    readonly notBefore?: string;
    /**
     * When the order was placed.
     */
    readonly orderedAt: string;
    /**
     * The TLS organization of an OV or EV order; null otherwise.
     */
    readonly orgId?: string;
    /**
     * A reissue awaits validation; the previous version stays current.
     */
    readonly reissuePending: boolean;
    /**
     * The order this one renews; null otherwise.
     */
    readonly renewalOfCertificateId?: string;
    /**
     * The order that renewed this one; null otherwise.
     */
    readonly renewedByCertificateId?: string;
    /**
     * Hex, lower case, of the current version; null before issuance.
     */
    readonly serialNumber?: string;
    /**
     * The product ordered.
     */
    readonly sku: string;
    /**
     * Where the order stands, e.g. "pending" or "issued".
     */
    readonly status: enums.TlsCertificateStatus;
    /**
     * The term, in days.
     */
    readonly validityDays: number;
    /**
     * Issued certificate versions of this order (reissues add one).
     */
    readonly version: number;
}
/**
 * One certificate order (GET /tls/certificate/{id}).
 */
export declare function getTlsCertificateOutput(args: GetTlsCertificateOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetTlsCertificateResult>;
export interface GetTlsCertificateOutputArgs {
    /**
     * The order's id, a TlsCertificate's `certificateId`.
     */
    id: pulumi.Input<string>;
}
