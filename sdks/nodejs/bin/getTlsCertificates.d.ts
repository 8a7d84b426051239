import * as pulumi from "@pulumi/pulumi";
import * as outputs from "./types/output";
/**
 * The account's certificate orders (GET /tls/certificate).
 */
export declare function getTlsCertificates(opts?: pulumi.InvokeOptions): Promise<GetTlsCertificatesResult>;
export interface GetTlsCertificatesResult {
    /**
     * Every certificate order of the account.
     */
    readonly certificates: outputs.TlsCertificateOrder[];
}
/**
 * The account's certificate orders (GET /tls/certificate).
 */
export declare function getTlsCertificatesOutput(opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetTlsCertificatesResult>;
