/**
 * How Pulumi names this package's types. Two front ends serve the same recipes: the SDK's classes
 * as dynamic resources (`pulumi-nodejs:dynamic/registrar:DnsRecord`, part of every URN they made,
 * so it never changes) and the provider plugin (`registrar:index:DnsRecord`, and its functions
 * `registrar:index:getDnsZone`).
 */

/** The package's name in the plugin's tokens: `registrar:index:DnsRecord`, `registrar:Provider`. */
export const packageName = "registrar";

/** A resource type or function of the plugin: `registrar:index:<name>`. */
export function nativeToken(name: string): string {
  return `${packageName}:index:${name}`;
}

/** The type the SDK's classes register, the one `pulumi.dynamic.Resource` would give them: `pulumi-nodejs:dynamic/registrar:<kind>`. */
export function dynamicToken(kind: string): string {
  return `pulumi-nodejs:dynamic/${packageName}:${kind}`;
}
