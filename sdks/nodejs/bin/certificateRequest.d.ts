import * as pulumi from "@pulumi/pulumi";
import * as enums from "./types/enums";
/**
 * A private key and a certificate signing request for it, made locally (no API call), as @pulumi/tls's PrivateKey and CertRequest do together. The key stays the same until an input changes; any change makes a new key and CSR (a replacement). The private key is a secret output and is kept only in the stack's state.
 */
export declare class CertificateRequest extends pulumi.CustomResource {
    /**
     * Get an existing CertificateRequest resource's state with the given name, ID, and optional extra
     * properties used to qualify the lookup.
     *
     * @param name The _unique_ name of the resulting resource.
     * @param id The _unique_ provider ID of the resource to lookup.
     * @param opts Optional settings to control the behavior of the CustomResource.
     */
    static get(name: string, id: pulumi.Input<pulumi.ID>, opts?: pulumi.CustomResourceOptions): CertificateRequest;
    /**
     * Returns true if the given object is an instance of CertificateRequest.  This is designed to work even
     * when multiple copies of the Pulumi SDK have been loaded into the same process.
     */
    static isInstance(obj: any): obj is CertificateRequest;
    /**
     * Canonical: lower case, IDN in punycode, no trailing dot.
     */
    readonly commonName: pulumi.Output<string>;
    /**
     * The PEM CSR, for TlsCertificate's `csr`.
     */
    readonly csr: pulumi.Output<string>;
    /**
     * Canonical, without the common name.
     */
    readonly dnsNames: pulumi.Output<string[]>;
    /**
     * The key pair's type: "ecdsa-p256" (default), "rsa-2048" or "rsa-3072". Changing it makes a new key.
     */
    readonly keyAlgorithm: pulumi.Output<enums.KeyAlgorithm>;
    /**
     * PKCS #8 PEM ("BEGIN PRIVATE KEY"); a secret.
     */
    readonly privateKeyPem: pulumi.Output<string>;
    /**
     * SubjectPublicKeyInfo PEM ("BEGIN PUBLIC KEY").
     */
    readonly publicKeyPem: pulumi.Output<string>;
    /**
     * Create a CertificateRequest resource with the given unique name, arguments, and options.
     *
     * @param name The _unique_ name of the resource.
     * @param args The arguments to use to populate this resource's properties.
     * @param opts A bag of options that control this resource's behavior.
     */
    constructor(name: string, args: CertificateRequestArgs, opts?: pulumi.CustomResourceOptions);
}
/**
 * The set of arguments for constructing a CertificateRequest resource.
 */
export interface CertificateRequestArgs {
    /**
     * The certificate's main name, e.g. "www.example.com" or "*.example.com"; also a subjectAltName.
     */
    commonName: pulumi.Input<string>;
    /**
     * Subject C: an ISO 3166-1 alpha-2 code such as "DE".
     */
    country?: pulumi.Input<string | undefined>;
    /**
     * More names for the subjectAltName extension (the common name is added by itself).
     */
    dnsNames?: pulumi.Input<pulumi.Input<string>[] | undefined>;
    /**
     * The key pair's type: "ecdsa-p256" (default), "rsa-2048" or "rsa-3072". Changing it makes a new key.
     */
    keyAlgorithm?: pulumi.Input<enums.KeyAlgorithm | undefined>;
    /**
     * Subject L, at most 128 characters.
     */
    locality?: pulumi.Input<string | undefined>;
    /**
     * Subject O, at most 64 characters.
     */
    organization?: pulumi.Input<string | undefined>;
    /**
     * Subject OU, at most 64 characters.
     */
    organizationalUnit?: pulumi.Input<string | undefined>;
    /**
     * Subject postalCode, at most 40 characters.
     */
    postalCode?: pulumi.Input<string | undefined>;
    /**
     * Subject ST, at most 128 characters.
     */
    province?: pulumi.Input<string | undefined>;
    /**
     * Subject street, at most 128 characters.
     */
    streetAddress?: pulumi.Input<string | undefined>;
}
