import type {
  HostingAlias as ApiHostingAlias,
  HostingDatabase as ApiHostingDatabase,
  HostingPackage as ApiHostingPackage,
} from "../client/api";

// What the hosting lookups return: the API's fields in camelCase, mapped field by field.

/** A web hosting package of the account. */
export interface HostingPackage {
  /** The package id, e.g. "hp-1001". */
  id: string;
  /** The package's name in the account. */
  name: string;
  /** The hosting plan, e.g. "business". */
  plan: string;
  /** A suspended package serves no site. */
  status: "active" | "suspended";
  /** The domain the package serves, without the trailing dot. */
  primaryDomain: string;
  /** How many domain aliases the package has. @integer */
  aliasCount: number;
  /** How many databases the package has. @integer */
  databaseCount: number;
}

/** A domain alias of a hosting package. */
export interface HostingAlias {
  /** Domain name without the trailing dot. */
  domain: string;
  /** true: redirects to the primary domain; false: serves the same site. */
  redirect: boolean;
}

/** A database of a hosting package (its password is never shown). */
export interface HostingDatabase {
  /** The database's name. */
  name: string;
  /** MySQL or PostgreSQL. */
  engine: "mysql" | "postgresql";
  /** Size in megabytes. @integer */
  sizeMb: number;
  /** The database user. */
  username: string;
}

export function hostingPackageFromApi(hosting: ApiHostingPackage): HostingPackage {
  return {
    id: hosting.id,
    name: hosting.name,
    plan: hosting.plan,
    status: hosting.status,
    primaryDomain: hosting.primary_domain,
    aliasCount: hosting.alias_count,
    databaseCount: hosting.database_count,
  };
}

export function hostingAliasFromApi(alias: ApiHostingAlias): HostingAlias {
  return { domain: alias.domain, redirect: alias.redirect };
}

export function hostingDatabaseFromApi(database: ApiHostingDatabase): HostingDatabase {
  return {
    name: database.name,
    engine: database.engine,
    sizeMb: database.size_mb,
    username: database.username,
  };
}
