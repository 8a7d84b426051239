import * as pulumi from "@pulumi/pulumi";
import * as outputs from "./types/output";
/**
 * The certificate products that can be ordered, with their name limits and terms (GET /tls/products).
 */
export declare function getTlsProducts(opts?: pulumi.InvokeOptions): Promise<GetTlsProductsResult>;
export interface GetTlsProductsResult {
    /**
     * Every product, with its name limits and terms.
     */
    readonly products: outputs.TlsProduct[];
}
/**
 * The certificate products that can be ordered, with their name limits and terms (GET /tls/products).
 */
export declare function getTlsProductsOutput(opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetTlsProductsResult>;
