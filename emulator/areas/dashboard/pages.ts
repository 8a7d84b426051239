import { dnsState } from "../dns/state";
import { invoiceList, invoicePage, paymentPage } from "./billing";
import { delegationPage, dnssecPage, domainList, domainPage, vanitySetList, zonePage } from "./domains";
import { articlePage, helpIndex, supportPage } from "./help";
import { packageList, packagePage } from "./hosting";
import { facts, link } from "./html";
import type { Page } from "./page";
import { certificateList, certificatePage, completionPage, organizationList } from "./tls";

/** The overview: what the account holds, each with its page. */
const overview: Page = ({ runtime }) => {
  const { account } = runtime;
  return {
    title: "Overview",
    content: facts([
      ["Account", `${account.name} (${account.id})`],
      ["Domains", link(String(account.domains.length), "domains")],
      ["Zones", String(dnsState(account).zones.size)],
      ["Hosting packages", link(String(account.hostingPackages.length), "hosting")],
      ["Certificates", link("orders", "tls", "certificates")],
      ["Organizations", link("TLS organizations", "tls", "organizations")],
    ]),
  };
};

/**
 * The dashboard's paths (below /my), one segment per entry; "*" matches one segment and is
 * handed to the page. Every /my/ link the assistant writes has its page here.
 */
export const pages: Array<[string, Page]> = [
  ["", overview],
  ["domains", domainList],
  ["domains/*", domainPage],
  ["domains/*/dns", zonePage],
  ["domains/*/dnssec", dnssecPage],
  ["domains/*/nameservers", delegationPage],
  ["nameservers", vanitySetList],
  ["tls/certificates", certificateList],
  ["tls/certificates/*", certificatePage],
  ["tls/certificates/*/complete", completionPage],
  ["tls/organizations", organizationList],
  ["hosting", packageList],
  ["hosting/*", packagePage],
  ["billing/invoices", invoiceList],
  ["billing/invoices/*", invoicePage],
  ["billing/payment", paymentPage],
  ["help", helpIndex],
  ["help/articles/*", articlePage],
  ["support", supportPage],
];

/** The page for the segments below /my, with the segments its wildcards matched. */
export function findPage(segments: string[]): { page: Page; params: string[] } | undefined {
  for (const [pattern, page] of pages) {
    const parts = pattern === "" ? [] : pattern.split("/");
    if (parts.length !== segments.length) continue;
    const params: string[] = [];
    if (parts.every((part, i) => (part === "*" ? params.push(segments[i] ?? "") > 0 : part === segments[i])))
      return { page, params };
  }
  return undefined;
}
