import type { ResourceProvider } from "@pulumi/pulumi/dynamic";
import type { ResourceKind } from "../provider/resources/kinds";
import type * as certificateRequest from "./certificate-request";
import type * as dnsRecord from "./dns-record";
import type * as dnsZone from "./dns-zone";
import type * as dnssecConfig from "./dnssec-config";
import type * as nameserverDelegation from "./nameserver-delegation";
import type * as tlsCertificate from "./tls-certificate";
import type * as tlsOrganization from "./tls-organization";

/** What a module of this front end exports: every method of Pulumi's ResourceProvider, none optional. */
export type ProviderModule<Inputs, Outputs> = Required<ResourceProvider<Inputs, Outputs>>;

type Is<T extends U, U> = T;

/**
 * Every kind's module (`dynamicModule(kind)`, which package.json's `exports` gives the row's
 * `module` path), typed: building fails when one stops being its ResourceProvider. The paths
 * are stored in every resource's state (`__provider`): the package path never changes, so state
 * written by an earlier version keeps loading (a test loads every path ever published from the
 * installed package).
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
