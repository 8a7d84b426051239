import type { ResourceProvider } from "@pulumi/pulumi/dynamic";
import type * as certificateRequest from "./certificate-request";
import type * as dnsRecord from "./dns-record";
import type * as dnsZone from "./dns-zone";
import type * as dnssecConfig from "./dnssec-config";
import type { ResourceKind } from "./kinds";
import type { LifecycleProvider } from "./lifecycle";
import type * as nameserverDelegation from "./nameserver-delegation";
import type * as tlsCertificate from "./tls-certificate";
import type * as tlsOrganization from "./tls-organization";

/**
 * What a provider module exports: every method of Pulumi's ResourceProvider, none optional; and
 * `importRead` for a kind the plugin's `pulumi import` reads by id through its recipe.
 */
export type ProviderModule<Inputs, Outputs> = Required<ResourceProvider<Inputs, Outputs>> & {
  importRead?: Required<LifecycleProvider<Inputs, Outputs>>["importRead"];
};

type Is<T extends U, U> = T;

/**
 * Every recipe module (the table's `module`, kinds.ts), typed: building fails when one stops
 * being its ResourceProvider. The paths are stored in every resource's state (`__provider`): a
 * module never moves or vanishes, so state written by an earlier version keeps loading (a test
 * loads every path ever published from the installed package).
 */
export type ProviderModules = {
  DnsRecord: Is<typeof dnsRecord, ProviderModule<dnsRecord.DnsRecordInputs, dnsRecord.DnsRecordOutputs>>;
  CertificateRequest: Is<
    typeof certificateRequest,
    ProviderModule<certificateRequest.CertificateRequestInputs, certificateRequest.CertificateRequestOutputs>
  >;
  TlsOrganization: Is<
    typeof tlsOrganization,
    ProviderModule<tlsOrganization.TlsOrganizationInputs, tlsOrganization.TlsOrganizationOutputs>
  >;
  TlsCertificate: Is<
    typeof tlsCertificate,
    ProviderModule<tlsCertificate.TlsCertificateInputs, tlsCertificate.TlsCertificateOutputs>
  >;
  DnssecConfig: Is<
    typeof dnssecConfig,
    ProviderModule<dnssecConfig.DnssecConfigInputs, dnssecConfig.DnssecConfigOutputs>
  >;
  NameserverDelegation: Is<
    typeof nameserverDelegation,
    ProviderModule<
      nameserverDelegation.NameserverDelegationInputs,
      nameserverDelegation.NameserverDelegationOutputs
    >
  >;
  DnsZone: Is<typeof dnsZone, ProviderModule<dnsZone.DnsZoneInputs, dnsZone.DnsZoneOutputs>>;
};
/** Checked both ways: a kind of the table without its typed module here, or the reverse, fails the build. */
export type TypedKinds = Is<keyof ProviderModules, Is<ResourceKind, keyof ProviderModules>>;
