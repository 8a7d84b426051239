import type * as pulumi from "@pulumi/pulumi";
import type { HostingAlias, HostingDatabase, HostingPackage } from "../../provider/lookups/hosting-results";
import { type LookupOptions, type LookupOutputOptions, lookup, outputOf } from "./lookup";

/** The account's web hosting packages (GET /hosting/packages). */
export function getHostingPackages(options?: LookupOptions): Promise<HostingPackage[]> {
  return lookup("getHostingPackages", "getHostingPackages", undefined, options).then(
    (result) => result.packages,
  );
}

/** `getHostingPackages` taking Pulumi inputs, its result an Output. */
export function getHostingPackagesOutput(options?: LookupOutputOptions): pulumi.Output<HostingPackage[]> {
  return outputOf(getHostingPackages, [], options);
}

/** One hosting package by its id, e.g. "hp-1001" (GET /hosting/packages/{id}). */
export function getHostingPackage(id: string, options?: LookupOptions): Promise<HostingPackage> {
  return lookup("getHostingPackage", `getHostingPackage(${id})`, { id }, options);
}

/** `getHostingPackage` taking Pulumi inputs, its result an Output. */
export function getHostingPackageOutput(
  id: pulumi.Input<string>,
  options?: LookupOutputOptions,
): pulumi.Output<HostingPackage> {
  return outputOf(getHostingPackage, [id], options);
}

/** The domain aliases of a package (GET /hosting/packages/{id}/aliases), unwrapped from their list object. */
export function getHostingAliases(id: string, options?: LookupOptions): Promise<HostingAlias[]> {
  return lookup("getHostingAliases", `getHostingAliases(${id})`, { id }, options).then(
    (result) => result.aliases,
  );
}

/** `getHostingAliases` taking Pulumi inputs, its result an Output. */
export function getHostingAliasesOutput(
  id: pulumi.Input<string>,
  options?: LookupOutputOptions,
): pulumi.Output<HostingAlias[]> {
  return outputOf(getHostingAliases, [id], options);
}

/** The databases of a package, never with passwords (GET /hosting/packages/{id}/databases). */
export function getHostingDatabases(id: string, options?: LookupOptions): Promise<HostingDatabase[]> {
  return lookup("getHostingDatabases", `getHostingDatabases(${id})`, { id }, options).then(
    (result) => result.databases,
  );
}

/** `getHostingDatabases` taking Pulumi inputs, its result an Output. */
export function getHostingDatabasesOutput(
  id: pulumi.Input<string>,
  options?: LookupOutputOptions,
): pulumi.Output<HostingDatabase[]> {
  return outputOf(getHostingDatabases, [id], options);
}
