import type { ResourceProvider } from "@pulumi/pulumi/dynamic";
import type * as certificateRequest from "./certificate-request";
import type * as dnsRecord from "./dns-record";
import type * as dnsZone from "./dns-zone";
import type * as dnssecConfig from "./dnssec-config";
import type { LifecycleProvider } from "./lifecycle";
import type * as nameserverDelegation from "./nameserver-delegation";
import type * as tlsCertificate from "./tls-certificate";
import type * as tlsOrganization from "./tls-organization";

/**
 * Where each resource's provider lives, by package path. Pulumi stores the path in every
 * resource's state (`__provider`), so a path here must never move or vanish: state written by an
 * earlier version has to keep loading (a test requires every path ever published).
 */
export const providerModules = {
  DnsRecord: "pulumi-registrar/provider/resources/dns-record",
  CertificateRequest: "pulumi-registrar/provider/resources/certificate-request",
  TlsOrganization: "pulumi-registrar/provider/resources/tls-organization",
  TlsCertificate: "pulumi-registrar/provider/resources/tls-certificate",
  DnssecConfig: "pulumi-registrar/provider/resources/dnssec-config",
  NameserverDelegation: "pulumi-registrar/provider/resources/nameserver-delegation",
  DnsZone: "pulumi-registrar/provider/resources/dns-zone",
} as const;

/**
 * What a provider module exports: every method of Pulumi's ResourceProvider, none optional; and
 * `importRead` for a kind the plugin's `pulumi import` reads by id through its recipe.
 */
export type ProviderModule<Inputs, Outputs> = Required<ResourceProvider<Inputs, Outputs>> & {
  importRead?: Required<LifecycleProvider<Inputs, Outputs>>["importRead"];
};

type Is<T extends U, U> = T;

/** Every provider module, typed: building fails when one stops being its ResourceProvider. */
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
/** Checked both ways: a kind in one list and not the other fails the build. */
export type ResourceKind = Is<keyof ProviderModules, Is<keyof typeof providerModules, keyof ProviderModules>>;
