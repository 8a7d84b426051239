// Generated from provider/resources/kinds.ts by `npm run generate`: a kind's row makes it.
import type { ResourceKind } from "../provider/resources/kinds";
import type { RecipeModule } from "../provider/resources/runner/recipe";

/** Each kind's recipe module, by a require that names its file, for the plugin's bundler to follow. */
export const recipeModules: Record<ResourceKind, () => RecipeModule<unknown, unknown>> = {
  DnsZone: () => require("../provider/resources/dns-zone/recipe"),
  DnsRecord: () => require("../provider/resources/dns-record/recipe"),
  NameserverDelegation: () => require("../provider/resources/nameserver-delegation/recipe"),
  DnssecConfig: () => require("../provider/resources/dnssec-config/recipe"),
  TlsOrganization: () => require("../provider/resources/tls-organization/recipe"),
  CertificateRequest: () => require("../provider/resources/certificate-request/recipe"),
  TlsCertificate: () => require("../provider/resources/tls-certificate/recipe"),
};
