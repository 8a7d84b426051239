import type * as certificateRequest from "./certificate-request/recipe";
import type * as dnsRecord from "./dns-record/recipe";
import type * as dnsZone from "./dns-zone/recipe";
import type * as dnssecConfig from "./dnssec-config/recipe";
import type { ResourceKind } from "./kinds";
import type * as nameserverDelegation from "./nameserver-delegation/recipe";
import type { ResourceRecipe } from "./runner/recipe";
import type * as tlsCertificate from "./tls-certificate/recipe";
import type * as tlsOrganization from "./tls-organization/recipe";

/** What a recipe module (`recipeModule(kind)`, kinds.ts) exports: the kind's recipe. */
export interface RecipeModule<Inputs, Outputs> {
  recipe: ResourceRecipe<Inputs, Outputs>;
}

type Is<T extends U, U> = T;

/**
 * Every kind's recipe module, typed: building fails when one stops exporting its recipe, which
 * both front ends load by the kind's path.
 */
export type RecipeModules = {
  DnsRecord: Is<typeof dnsRecord, RecipeModule<dnsRecord.DnsRecordInputs, dnsRecord.DnsRecordOutputs>>;
  CertificateRequest: Is<
    typeof certificateRequest,
    RecipeModule<certificateRequest.CertificateRequestInputs, certificateRequest.CertificateRequestOutputs>
  >;
  TlsOrganization: Is<
    typeof tlsOrganization,
    RecipeModule<tlsOrganization.TlsOrganizationInputs, tlsOrganization.TlsOrganizationOutputs>
  >;
  TlsCertificate: Is<
    typeof tlsCertificate,
    RecipeModule<tlsCertificate.TlsCertificateInputs, tlsCertificate.TlsCertificateOutputs>
  >;
  DnssecConfig: Is<
    typeof dnssecConfig,
    RecipeModule<dnssecConfig.DnssecConfigInputs, dnssecConfig.DnssecConfigOutputs>
  >;
  NameserverDelegation: Is<
    typeof nameserverDelegation,
    RecipeModule<
      nameserverDelegation.NameserverDelegationInputs,
      nameserverDelegation.NameserverDelegationOutputs
    >
  >;
  DnsZone: Is<typeof dnsZone, RecipeModule<dnsZone.DnsZoneInputs, dnsZone.DnsZoneOutputs>>;
};
/** Checked both ways: a kind of the table without its typed module here, or the reverse, fails the build. */
export type TypedKinds = Is<keyof RecipeModules, Is<ResourceKind, keyof RecipeModules>>;
