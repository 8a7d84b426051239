/**
 * Every provider module path ever published. State written with any build stores one of these
 * in `__provider` and requires it on refresh and destroy, so an entry is never removed or
 * changed: append the path of each new resource as it joins the registry.
 */
export const publishedProviderPaths: readonly string[] = Object.freeze([
  "pulumi-registrar/provider/resources/dns-record",
  "pulumi-registrar/provider/resources/certificate-request",
  "pulumi-registrar/provider/resources/tls-organization",
  "pulumi-registrar/provider/resources/tls-certificate",
  "pulumi-registrar/provider/resources/dnssec-config",
  "pulumi-registrar/provider/resources/nameserver-delegation",
  "pulumi-registrar/provider/resources/dns-zone",
]);
