import type { RegistrarClient } from "../client/registrar-client";
import {
  type HostingAlias,
  type HostingDatabase,
  type HostingPackage,
  hostingAliasFromApi,
  hostingDatabaseFromApi,
  hostingPackageFromApi,
} from "./hosting-results";

// The hosting lookups, whichever front end asks (the SDK's getX, the plugin's functions).

/** Which hosting package a lookup reads. */
export interface HostingPackageLookupArgs {
  /** The package's id, e.g. "hp-1001". */
  id: string;
}

/** The account's web hosting packages. */
export interface HostingPackageList {
  /** Every hosting package of the account. */
  packages: HostingPackage[];
}

/** The domain aliases of a hosting package. */
export interface HostingAliasList {
  /** The package's domain aliases. */
  aliases: HostingAlias[];
}

/** The databases of a hosting package. */
export interface HostingDatabaseList {
  /** The package's databases, never with passwords. */
  databases: HostingDatabase[];
}

/** The account's web hosting packages (GET /hosting/packages). */
export async function readHostingPackages(client: RegistrarClient): Promise<HostingPackageList> {
  return { packages: (await client.listHostingPackages()).map(hostingPackageFromApi) };
}

/** One hosting package by its id (GET /hosting/packages/{id}). */
export async function readHostingPackage(
  client: RegistrarClient,
  { id }: HostingPackageLookupArgs,
): Promise<HostingPackage> {
  return hostingPackageFromApi(await client.getHostingPackage(id));
}

/** The domain aliases of a package (GET /hosting/packages/{id}/aliases). */
export async function readHostingAliases(
  client: RegistrarClient,
  { id }: HostingPackageLookupArgs,
): Promise<HostingAliasList> {
  return { aliases: (await client.listHostingAliases(id)).aliases.map(hostingAliasFromApi) };
}

/** The databases of a package, never with passwords (GET /hosting/packages/{id}/databases). */
export async function readHostingDatabases(
  client: RegistrarClient,
  { id }: HostingPackageLookupArgs,
): Promise<HostingDatabaseList> {
  return { databases: (await client.listHostingDatabases(id)).databases.map(hostingDatabaseFromApi) };
}
