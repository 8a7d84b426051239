// Generated from provider/resources/<kind>/properties.ts by `npm run generate:classes`:
// change a declaration, then run it. A kind whose class does more has its own classes/<kind>.ts.
import * as pulumi from "@pulumi/pulumi";
import {
  type CertificateRequestArgs,
  type CertificateRequestOutputs,
  certificateRequestOutputNames,
  type DnssecConfigArgs,
  type DnssecConfigOutputs,
  type DnsZoneArgs,
  type DnsZoneOutputs,
  dnssecConfigOutputNames,
  dnsZoneOutputNames,
  type NameserverDelegationArgs,
  type NameserverDelegationOutputs,
  nameserverDelegationOutputNames,
  type TlsCertificateArgs,
  type TlsCertificateOutputs,
  type TlsOrganizationArgs,
  type TlsOrganizationOutputs,
  tlsCertificateOutputNames,
  tlsOrganizationOutputNames,
} from "./declared-types";
import { pausePromiseStacks } from "./promise-stacks";
import { dynamicResource, placeholders } from "./stored-provider";

// The outputs, typed from the kind's declaration: the engine sets them.
export interface CertificateRequest extends CertificateRequestOutputs {}

/**
 * A private key and a certificate signing request for it, made locally (no API call), as
 * \@pulumi/tls's PrivateKey and CertRequest do together. The key stays the same until an input
 * changes; any change makes a new key and CSR (a replacement). The private key is a secret output
 * and is kept only in the stack's state.
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface above only types the outputs the engine sets.
export class CertificateRequest extends pulumi.CustomResource {
  constructor(name: string, args: CertificateRequestArgs, opts?: pulumi.CustomResourceOptions) {
    const registered = dynamicResource(
      "CertificateRequest",
      name,
      { ...placeholders(certificateRequestOutputNames), ...args },
      opts,
    );
    const resumeStacks = pausePromiseStacks();
    try {
      super(registered.type, name, registered.props, registered.opts);
    } finally {
      resumeStacks();
    }
  }
}

// The outputs, typed from the kind's declaration: the engine sets them.
export interface DnsZone extends DnsZoneOutputs {}

/**
 * A whole zone of the account: its records declared in one resource, each written only when it
 * differs, records nobody declared reported or removed. One engine step per zone instead of one per
 * record. The Pulumi id is the zone.
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface above only types the outputs the engine sets.
export class DnsZone extends pulumi.CustomResource {
  constructor(name: string, args: DnsZoneArgs, opts?: pulumi.CustomResourceOptions) {
    const registered = dynamicResource(
      "DnsZone",
      name,
      { ...placeholders(dnsZoneOutputNames), ...args },
      opts,
    );
    const resumeStacks = pausePromiseStacks();
    try {
      super(registered.type, name, registered.props, registered.opts);
    } finally {
      resumeStacks();
    }
  }
}

// The outputs, typed from the kind's declaration: the engine sets them.
export interface DnssecConfig extends DnssecConfigOutputs {}

/**
 * Registry DNSSEC of a domain. The change is requested once and waited for with progress lines; a
 * job already running is waited for, never cancelled. Delete disables DNSSEC (the registry removes
 * the DS first) and waits until it is inactive. The Pulumi id is the domain.
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface above only types the outputs the engine sets.
export class DnssecConfig extends pulumi.CustomResource {
  constructor(name: string, args: DnssecConfigArgs, opts?: pulumi.CustomResourceOptions) {
    const registered = dynamicResource(
      "DnssecConfig",
      name,
      { ...placeholders(dnssecConfigOutputNames), ...args },
      opts,
    );
    const resumeStacks = pausePromiseStacks();
    try {
      super(registered.type, name, registered.props, registered.opts);
    } finally {
      resumeStacks();
    }
  }
}

// The outputs, typed from the kind's declaration: the engine sets them.
export interface NameserverDelegation extends NameserverDelegationOutputs {}

/**
 * The nameserver delegation of a domain: a vanity set or the standard nameservers. A change is sent
 * only when the delegation differs (the API allows 5 changes a day per domain and 50 per account);
 * refusals are final and say which rule or limit applies. The Pulumi id is the domain.
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface above only types the outputs the engine sets.
export class NameserverDelegation extends pulumi.CustomResource {
  constructor(name: string, args: NameserverDelegationArgs, opts?: pulumi.CustomResourceOptions) {
    const registered = dynamicResource(
      "NameserverDelegation",
      name,
      { ...placeholders(nameserverDelegationOutputNames), ...args },
      opts,
    );
    const resumeStacks = pausePromiseStacks();
    try {
      super(registered.type, name, registered.props, registered.opts);
    } finally {
      resumeStacks();
    }
  }
}

// The outputs, typed from the kind's declaration: the engine sets them.
export interface TlsCertificate extends TlsCertificateOutputs {}

/**
 * A TLS certificate order, kept current: ordered (an interrupted `up` takes its order back rather
 * than paying twice), validated, waited for, reissued on a new CSR and renewed `renewBeforeDays`
 * before it expires. The Pulumi id stays that of the first order; `certificateId` is the current
 * one.
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface above only types the outputs the engine sets.
export class TlsCertificate extends pulumi.CustomResource {
  constructor(name: string, args: TlsCertificateArgs, opts?: pulumi.CustomResourceOptions) {
    const registered = dynamicResource(
      "TlsCertificate",
      name,
      { ...placeholders(tlsCertificateOutputNames), ...args },
      opts,
    );
    const resumeStacks = pausePromiseStacks();
    try {
      super(registered.type, name, registered.props, registered.opts);
    } finally {
      resumeStacks();
    }
  }
}

// The outputs, typed from the kind's declaration: the engine sets them.
export interface TlsOrganization extends TlsOrganizationOutputs {}

/**
 * A TLS organization: the contact record organization- and extended-validation certificates are
 * ordered with. The API cannot delete organizations: deleting the resource leaves it in the account
 * and Pulumi stops managing it (the delete says so).
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface above only types the outputs the engine sets.
export class TlsOrganization extends pulumi.CustomResource {
  constructor(name: string, args: TlsOrganizationArgs, opts?: pulumi.CustomResourceOptions) {
    const registered = dynamicResource(
      "TlsOrganization",
      name,
      { ...placeholders(tlsOrganizationOutputNames), ...args },
      opts,
    );
    const resumeStacks = pausePromiseStacks();
    try {
      super(registered.type, name, registered.props, registered.opts);
    } finally {
      resumeStacks();
    }
  }
}
