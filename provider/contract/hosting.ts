import { z } from "zod";
import { operation } from "./operation";
import { named } from "./shapes";

/** Web hosting packages, read only: the packages, their domain aliases and their databases. */

export const hostingPackage = named(
  "HostingPackage",
  z.object({
    id: z.string().describe("The package id, as used in /hosting/packages/{id}"),
    name: z.string(),
    plan: z.string(),
    status: z.enum(["active", "suspended"]),
    primary_domain: z.string().describe("Domain name without the trailing dot"),
    alias_count: z.int().min(0),
    database_count: z.int().min(0),
  }),
);

export const hostingAlias = named(
  "HostingAlias",
  z.object({
    domain: z.string().describe("Domain name without the trailing dot"),
    redirect: z.boolean().describe("true: redirects to the primary domain; false: serves the same site"),
  }),
);

/** A database of a package. Its password is never part of any answer. */
export const hostingDatabase = named(
  "HostingDatabase",
  z.object({
    name: z.string(),
    engine: z.enum(["mysql", "postgresql"]),
    size_mb: z.int().min(0),
    username: z.string(),
  }),
);

export const hostingAliasList = named(
  "HostingAliasList",
  z.object({ package_id: z.string(), aliases: z.array(hostingAlias) }),
);

export const hostingDatabaseList = named(
  "HostingDatabaseList",
  z.object({ package_id: z.string(), databases: z.array(hostingDatabase) }),
);

const packageParam = z.object({ id: z.string().min(1).describe("The id field of a hosting package") });
const area = "Hosting";

export const hostingOperations = {
  ListHostingPackages: operation({
    operationId: "ListHostingPackages",
    method: "GET",
    path: "/hosting/packages",
    area,
    summary: "Hosting packages of the account",
    response: z.array(hostingPackage),
    errors: [401, 403, 500],
  }),
  GetHostingPackage: operation({
    operationId: "GetHostingPackage",
    method: "GET",
    path: "/hosting/packages/{id}",
    area,
    summary: "A hosting package",
    params: packageParam,
    response: hostingPackage,
    errors: [401, 403, 404, 500],
  }),
  ListHostingAliases: operation({
    operationId: "ListHostingAliases",
    method: "GET",
    path: "/hosting/packages/{id}/aliases",
    area,
    summary: "Domain aliases of a hosting package",
    params: packageParam,
    response: hostingAliasList,
    errors: [401, 403, 404, 500],
  }),
  ListHostingDatabases: operation({
    operationId: "ListHostingDatabases",
    method: "GET",
    path: "/hosting/packages/{id}/databases",
    area,
    summary: "Databases of a hosting package, without credentials",
    params: packageParam,
    response: hostingDatabaseList,
    errors: [401, 403, 404, 500],
  }),
} as const;
