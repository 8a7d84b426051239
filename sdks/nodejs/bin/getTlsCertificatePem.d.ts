import * as pulumi from "@pulumi/pulumi";
import * as enums from "./types/enums";
/**
 * The current certificate of an issued order as PEM, in the format asked for, with the version it belongs to (GET /tls/certificate/{id}/download/{format}).
 */
export declare function getTlsCertificatePem(args: GetTlsCertificatePemArgs, opts?: pulumi.InvokeOptions): Promise<GetTlsCertificatePemResult>;
export interface GetTlsCertificatePemArgs {
    /**
     * "leaf" (the certificate alone), "chain" (the intermediates), "fullchain" (both) or "root".
     */
    format: enums.TlsCertificatePemFormat;
    /**
     * The order's id, a TlsCertificate's `certificateId`; the order must be issued.
     */
    id: string;
}
export interface GetTlsCertificatePemResult {
    /**
     * The order's id.
     */
    readonly certificateId: string;
    /**
     * Which certificates `pem` holds.
     */
    readonly format: enums.TlsCertificatePemFormat;
    /**
     * "application/pem-certificate-chain".
     */
    readonly mediaType: string;
    /**
     * The certificates, PEM-encoded, one after another.
     */
    readonly pem: string;
    /**
     * Hex, lower case, of the certificate version.
     */
    readonly serialNumber: string;
    /**
     * The order's certificate version these certificates belong to.
     */
    readonly version: number;
}
/**
 * The current certificate of an issued order as PEM, in the format asked for, with the version it belongs to (GET /tls/certificate/{id}/download/{format}).
 */
export declare function getTlsCertificatePemOutput(args: GetTlsCertificatePemOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetTlsCertificatePemResult>;
export interface GetTlsCertificatePemOutputArgs {
    /**
     * "leaf" (the certificate alone), "chain" (the intermediates), "fullchain" (both) or "root".
     */
    format: pulumi.Input<enums.TlsCertificatePemFormat>;
    /**
     * The order's id, a TlsCertificate's `certificateId`; the order must be issued.
     */
    id: pulumi.Input<string>;
}
