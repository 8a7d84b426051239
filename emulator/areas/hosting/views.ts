import type { z } from "zod";
import type {
  hostingAliasList,
  hostingDatabaseList,
  hostingPackage,
} from "../../../provider/contract/hosting";
import type { Account, HostingPackage } from "../../core/account";

type HostingAliasList = z.output<typeof hostingAliasList>;
type HostingDatabaseList = z.output<typeof hostingDatabaseList>;
type HostingPackageView = z.output<typeof hostingPackage>;

/** Serialisers from hosting packages to their wire shapes; database passwords never leave here. */

/** Domain names as the account lists them: lower case, without the trailing dot. */
const bare = (name: string) => name.toLowerCase().replace(/\.$/, "");

export function packageView(p: HostingPackage): HostingPackageView {
  return {
    id: p.id,
    name: p.name,
    plan: p.plan,
    status: p.status,
    primary_domain: bare(p.primary_domain),
    alias_count: p.aliases.length,
    database_count: p.databases.length,
  };
}

export function aliasListView(p: HostingPackage): HostingAliasList {
  return {
    package_id: p.id,
    aliases: p.aliases.map((alias) => ({ domain: bare(alias.domain), redirect: alias.redirect })),
  };
}

/** Each field named explicitly, so a credential added to the fixtures cannot slip through. */
export function databaseListView(p: HostingPackage): HostingDatabaseList {
  return {
    package_id: p.id,
    databases: p.databases.map((db) => ({
      name: db.name,
      engine: db.engine,
      size_mb: db.size_mb,
      username: db.username,
    })),
  };
}

/** The hosting area's part of the state dump: packages with aliases and databases, no passwords. */
export function hostingStateDump(account: Account) {
  return {
    hostingPackages: account.hostingPackages.map((p) => ({
      ...packageView(p),
      aliases: aliasListView(p).aliases,
      databases: databaseListView(p).databases,
    })),
  };
}
