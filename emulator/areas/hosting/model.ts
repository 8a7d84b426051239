import type { Account, HostingPackage } from "../../core/account";
import { notFound } from "../../core/errors";

/** The hosting area's rules: packages are read only, found by their exact id. */

/** GET /hosting/packages: in fixture order. */
export function listPackages(account: Account): HostingPackage[] {
  return account.hostingPackages;
}

/** A package named in a path; ids are compared exactly (they are opaque strings). */
export function getPackage(account: Account, id: string): HostingPackage {
  const found = account.hostingPackages.find((p) => p.id === id);
  if (!found) throw notFound(`No hosting package ${id}`);
  return found;
}
