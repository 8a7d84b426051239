import { getPackage, listPackages } from "../hosting/model";
import { aliasListView, databaseListView, packageView } from "../hosting/views";
import { badge, el, facts, link, table } from "./html";
import type { Page } from "./page";

/**
 * Hosting packages with their aliases and databases. Built from the API's views, which hold no
 * password, so no page can show one.
 */

export const packageList: Page = ({ runtime }) => ({
  title: "Hosting packages",
  content: table(
    ["Id", "Name", "Plan", "State", "Primary domain", "Aliases", "Databases"],
    listPackages(runtime.account)
      .map(packageView)
      .map((p) => [
        link(p.id, "hosting", p.id),
        p.name,
        p.plan,
        badge(p.status),
        p.primary_domain,
        p.alias_count,
        p.database_count,
      ]),
  ),
});

export const packagePage: Page = ({ runtime, params }) => {
  const found = getPackage(runtime.account, params[0] ?? "");
  const p = packageView(found);
  return {
    title: p.name,
    content: [
      facts([
        ["Id", p.id],
        ["Plan", p.plan],
        ["State", badge(p.status)],
        ["Primary domain", p.primary_domain],
      ]),
      el("h2", "Domain aliases"),
      table(
        ["Domain", "Behaviour"],
        aliasListView(found).aliases.map((a) => [
          a.domain,
          a.redirect ? "redirects to the primary domain" : "serves the same site",
        ]),
      ),
      el("h2", "Databases"),
      table(
        ["Name", "Engine", "Size (MB)", "User"],
        databaseListView(found).databases.map((d) => [d.name, d.engine, d.size_mb, d.username]),
      ),
      el("p", "Database passwords are never shown.", "note"),
    ],
  };
};
