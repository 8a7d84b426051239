// Generated from provider/resources/<kind>/properties.ts by `npm run generate:classes`:
// change a declaration, then run it.
import type * as pulumi from "@pulumi/pulumi";
import type { ResourceKind } from "../provider/resources/kinds";

/** The arguments of a CertificateRequest. */
export interface CertificateRequestArgs {
  /**
   * The certificate's main name, e.g. "www.example.com" or "*.example.com"; also a subjectAltName.
   */
  commonName: pulumi.Input<string>;
  /** More names for the subjectAltName extension (the common name is added by itself). */
  dnsNames?: pulumi.Input<pulumi.Input<string>[]>;
  /**
   * The key pair's type: "ecdsa-p256" (default), "rsa-2048" or "rsa-3072". Changing it makes a new
   * key.
   */
  keyAlgorithm?: pulumi.Input<KeyAlgorithm>;
  /** Subject O, at most 64 characters. */
  organization?: pulumi.Input<string>;
  /** Subject OU, at most 64 characters. */
  organizationalUnit?: pulumi.Input<string>;
  /** Subject street, at most 128 characters. */
  streetAddress?: pulumi.Input<string>;
  /** Subject postalCode, at most 40 characters. */
  postalCode?: pulumi.Input<string>;
  /** Subject L, at most 128 characters. */
  locality?: pulumi.Input<string>;
  /** Subject ST, at most 128 characters. */
  province?: pulumi.Input<string>;
  /** Subject C: an ISO 3166-1 alpha-2 code such as "DE". */
  country?: pulumi.Input<string>;
}

/** The key types a CertificateRequest can make. */
export type KeyAlgorithm = "ecdsa-p256" | "rsa-2048" | "rsa-3072";

/** The outputs of a CertificateRequest a program reads. */
export interface CertificateRequestOutputs {
  /** Canonical: lower case, IDN in punycode, no trailing dot. */
  readonly commonName: pulumi.Output<string>;
  /** Canonical, without the common name. */
  readonly dnsNames: pulumi.Output<string[]>;
  /**
   * The key pair's type: "ecdsa-p256" (default), "rsa-2048" or "rsa-3072". Changing it makes a new
   * key.
   */
  readonly keyAlgorithm: pulumi.Output<KeyAlgorithm>;
  /** The PEM CSR, for TlsCertificate's `csr`. */
  readonly csr: pulumi.Output<string>;
  /** SubjectPublicKeyInfo PEM ("BEGIN PUBLIC KEY"). */
  readonly publicKeyPem: pulumi.Output<string>;
  /** PKCS #8 PEM ("BEGIN PRIVATE KEY"); a secret. */
  readonly privateKeyPem: pulumi.Output<string>;
}

/** The outputs of a CertificateRequest: the engine makes an Output only of the properties sent. */
export const certificateRequestOutputNames = [
  "commonName",
  "dnsNames",
  "keyAlgorithm",
  "csr",
  "publicKeyPem",
  "privateKeyPem",
] as const;

/** The arguments of a DnsRecord. */
export type DnsRecordArgs = DnsRecordCommonArgs & DnsRecordVariantArgs;

/** What every variant of DnsRecordArgs has. */
export interface DnsRecordCommonArgs {
  /**
   * The record's name. Without `zone` it is fully qualified, with or without the trailing dot
   * ("www.example.com"). With `zone` it is relative to the zone: "@" is the zone itself, "www" and
   * "s1._domainkey" lie below it, and a name ending in a dot or already ending in the zone
   * ("www.example.com" in zone example.com) is taken as it is, not doubled. A first label "*" makes
   * a wildcard. Case and IDN are normalized ("Bücher" → "xn--bcher-kva").
   */
  name: pulumi.Input<string>;
  /**
   * The zone, e.g. "example.com", that relative names and single-label targets are in. Optional
   * when `name` is fully qualified and a CNAME, ALIAS or MX target is a full name.
   */
  zone?: pulumi.Input<string>;
  /** Seconds, 60 to 86400. When omitted the API's default applies and is not managed. */
  ttl?: pulumi.Input<number>;
  /**
   * A note stored with the record, at most 228 characters: the API's 255 less the ownership marker
   * the provider adds to it.
   */
  annotation?: pulumi.Input<string>;
  /**
   * Take over a record with the same value (for CNAME and ALIAS: at the same name) instead of
   * failing.
   */
  adoptExisting?: pulumi.Input<boolean>;
  /**
   * Zone validation findings silenced on this record, each with its reason
   * (docs/guides/zone-validation.md).
   */
  allow?: pulumi.Input<pulumi.Input<ZoneValidationAllow>[]>;
}

/** The variants of DnsRecordArgs, by `type`. */
export type DnsRecordVariantArgs =
  | {
      /** An IPv4 address record. */
      type: "A";
      /** An IPv4 address in dotted-quad form. */
      data: pulumi.Input<string>;
    }
  | {
      /** An IPv6 address record. */
      type: "AAAA";
      /** An IPv6 address in any spelling, stored in RFC 5952 form (no zone index). */
      data: pulumi.Input<string>;
    }
  | {
      /** An alias of another name. */
      type: "CNAME";
      /**
       * The target name: with a dot it is absolute ("mx1.example.net"); a single label or "@" is
       * relative to `zone`.
       */
      data: pulumi.Input<string>;
    }
  | {
      /** The API's alias at any name, the zone apex included. */
      type: "ALIAS";
      /**
       * The target name: with a dot it is absolute ("mx1.example.net"); a single label or "@" is
       * relative to `zone`.
       */
      data: pulumi.Input<string>;
    }
  | {
      /** A mail exchanger. */
      type: "MX";
      /**
       * The mail server's name: with a dot it is absolute; a single label or "@" is relative to
       * `zone`.
       */
      data: pulumi.Input<string>;
      /** The mail server's preference, 0 to 65535: lower is tried first. */
      priority: pulumi.Input<number>;
    }
  | {
      /** Text. */
      type: "TXT";
      /**
       * One logical string of 1 to 4096 printable ASCII characters (space to "~"; no tabs, line
       * breaks or non-ASCII), or its chunks, which are joined.
       */
      data: pulumi.Input<string | pulumi.Input<string>[]>;
    }
  | {
      /** A certification authority authorization. */
      type: "CAA";
      /**
       * The value, at most 255 printable ASCII characters, with `tag` and `flags`; or all three as
       * `0 issue "ca.example"`.
       */
      data: pulumi.Input<string>;
      /** The property the value is for, one the API accepts (e.g. "issue"); or in `data`. */
      tag?: pulumi.Input<CaaTag>;
      /** 0 to 255 (default 0); 128 marks the property critical. */
      flags?: pulumi.Input<number>;
    };

/** A CAA property tag the API accepts. */
export type CaaTag =
  | "issue"
  | "issuewild"
  | "iodef"
  | "contactemail"
  | "contactphone"
  | "issuemail"
  | "issuevmc";

/** One zone validation finding silenced on one record, and why. */
export interface ZoneValidationAllow {
  /** The rule's id, e.g. "duplicate-spf". */
  rule: pulumi.Input<string>;
  /** Why the finding is silenced: required, not empty. */
  reason: pulumi.Input<string>;
}

export type RecordType = "A" | "AAAA" | "CNAME" | "CAA" | "ALIAS" | "MX" | "TXT";

/** The outputs of a DnsRecord a program reads. */
export interface DnsRecordOutputs {
  /** The API's record id (rrid): the resource's `id`, under the name the API gives it. */
  readonly recordId: pulumi.Output<string>;
  /** The zone holding the record, e.g. "example.com.". */
  readonly zone: pulumi.Output<string>;
  /** Canonical fully qualified name. */
  readonly name: pulumi.Output<string>;
  /** The record type: A, AAAA, CNAME, ALIAS, MX, TXT or CAA. */
  readonly type: pulumi.Output<RecordType>;
  /** Seconds, as the API holds it: the API's default where the program gave none. */
  readonly ttl: pulumi.Output<number>;
  /** Canonical data: RFC 5952 IPv6, absolute lower-case targets, TXT as one string. */
  readonly data: pulumi.Output<string>;
  /** The record's note, without the ownership marker. */
  readonly annotation: pulumi.Output<string | undefined>;
  /** MX only: the mail server's preference. */
  readonly priority: pulumi.Output<number | undefined>;
  /** CAA only: the flags. */
  readonly flags: pulumi.Output<number | undefined>;
  /** CAA only: the property tag. */
  readonly tag: pulumi.Output<CaaTag | undefined>;
}

/** The outputs of a DnsRecord: the engine makes an Output only of the properties sent. */
export const dnsRecordOutputNames = [
  "recordId",
  "zone",
  "name",
  "type",
  "ttl",
  "data",
  "annotation",
  "priority",
  "flags",
  "tag",
] as const;

/** The arguments of a DnsZone. */
export interface DnsZoneArgs {
  /**
   * The zone, e.g. "example.com": one of the account's zones. Changing it replaces the resource.
   */
  zone: pulumi.Input<string>;
  /** The zone's records this resource manages. */
  records?: pulumi.Input<pulumi.Input<DnsZoneRecordArgs>[]>;
  /** The ttl of every record that sets none. */
  ttl?: pulumi.Input<number>;
  /**
   * The zone's records no resource of this stack manages (made by hand or by another tool):
   * "report" (default) lists them in `unmanagedRecords`, and a refresh shows them as drift;
   * "remove" deletes them; "ignore" leaves them alone, unseen. Records another Pulumi stack manages
   * are listed in `otherStackRecords` and never removed.
   */
  unmanaged?: pulumi.Input<"ignore" | "report" | "remove">;
  /** Records other tools write, left alone (see `DnsZoneIgnoreRule`). */
  ignore?: pulumi.Input<pulumi.Input<DnsZoneIgnoreRule>[]>;
  /**
   * The share of the zone's records (0 to 1, default 0.3) one `up` may change, and the share it may
   * delete, in a zone of at least 10 records; more fails before any write. Creates never count.
   * REGISTRAR_MAX_CHANGE_RATIO (or config registrar:maxChangeRatio) overrides both for a run.
   */
  maxChangeRatio?: pulumi.Input<number>;
  /** The share one `up` may change (update in place); default `maxChangeRatio`, else 0.3. */
  maxUpdateRatio?: pulumi.Input<number>;
  /** The share one `up` may delete; default `maxChangeRatio`, else 0.3. */
  maxDeleteRatio?: pulumi.Input<number>;
  /**
   * Zone validation settings for this zone: severity per rule, TTL range
   * (docs/guides/zone-validation.md).
   */
  validation?: pulumi.Input<DnsZoneValidation>;
}

/**
 * One record of a DnsZone: DnsRecord's fields, with the name relative to the zone ("@" is the apex,
 * "www", "*.dev"; a name ending in a dot or in the zone is taken as it is). Checked and normalized
 * as a DnsRecord's are.
 */
export type DnsZoneRecordArgs = DnsZoneRecordCommonArgs & DnsRecordVariantArgs;

/** What every variant of DnsZoneRecordArgs has. */
export interface DnsZoneRecordCommonArgs {
  /**
   * The record's name relative to the zone: "@" is the zone itself, "www" lies below it; a name
   * ending in a dot is taken as it is.
   */
  name: pulumi.Input<string>;
  /** Seconds, 60 to 86400; default the zone's `ttl`, else the API's (then not managed). */
  ttl?: pulumi.Input<number>;
  /** A note stored with the record, at most 228 characters (the marker takes the rest). */
  annotation?: pulumi.Input<string>;
  /**
   * Zone validation findings silenced on this record, each with its reason
   * (docs/guides/zone-validation.md).
   */
  allow?: pulumi.Input<pulumi.Input<ZoneValidationAllow>[]>;
}

/**
 * A rule for records other tools write (DNSControl's IGNORE): a record it matches is never created,
 * changed, deleted, reported or counted by the guard. What a rule leaves out matches anything; it
 * must give at least one of `name`, `type`, `value`, or be `{ externalDns: true }`.
 */
export interface DnsZoneIgnoreRule {
  /**
   * The name relative to the zone ("@" is the apex), a glob: `*` within one label, `**` across
   * labels, `?`, `[a-z]`, `{a,b}`; e.g. "_acme-challenge.**", "*._domainkey".
   */
  name?: string;
  /** A record type, several with commas ("A,AAAA"), or "*". */
  type?: string;
  /** The value as the record's key writes it ("10 mx.example.net." for an MX), a glob as `name`. */
  value?: string;
  /**
   * The records external-dns owns: those its TXT ownership records
   * (`heritage=external-dns,external-dns/owner=…`) name, and those TXT records.
   */
  externalDns?: boolean;
  /** With `externalDns`: only the records of this external-dns owner id. */
  owner?: string;
  /**
   * Let the rule match records the program declares (the program manages those); without it, such a
   * rule fails preview naming the rule and the record.
   */
  allowDeclared?: boolean;
}

/**
 * The zone validators' settings for one zone, over the provider's `zoneValidation`
 * (docs/guides/zone-validation.md).
 */
export interface DnsZoneValidation {
  /** Severity by rule id, e.g. { "duplicate-spf": "error" }. */
  rules?: pulumi.Input<Record<string, pulumi.Input<ZoneValidationSeverity>>>;
  /** The TTL range of the rule ttl-range, in seconds; the rule finds nothing without a bound. */
  ttl?: pulumi.Input<DnsZoneValidationTtl>;
}

/** A zone validation rule's severity: "off" skips the rule. */
export type ZoneValidationSeverity = "error" | "warning" | "off";

/** The TTL range of the rule ttl-range. */
export interface DnsZoneValidationTtl {
  /** The least TTL a record should have, in seconds. */
  min?: pulumi.Input<number>;
  /** The greatest TTL a record should have, in seconds. */
  max?: pulumi.Input<number>;
}

/**
 * What the state keeps of a record of the zone: its API id and the settings the program manages.
 */
export interface DnsZoneRecordState {
  /** The API's record id. */
  id: string;
  /** Seconds, when the program sets it. */
  ttl?: number;
  /** The record's note, when the program sets one. */
  annotation?: string;
}

/** The outputs of a DnsZone a program reads. */
export interface DnsZoneOutputs {
  /** The zone, fully qualified ("example.com."). */
  readonly zone: pulumi.Output<string>;
  /** This resource's records by key (`www A 192.0.2.1`, `@ MX 10 mx1.example.net.`). */
  readonly records: pulumi.Output<Record<string, DnsZoneRecordState>>;
  /**
   * The zone's records no resource of this stack manages (made by hand or by another tool):
   * "report" (default) lists them in `unmanagedRecords`, and a refresh shows them as drift;
   * "remove" deletes them; "ignore" leaves them alone, unseen. Records another Pulumi stack manages
   * are listed in `otherStackRecords` and never removed.
   */
  readonly unmanaged: pulumi.Output<"ignore" | "report" | "remove">;
  /** Records other tools write, left alone (see `DnsZoneIgnoreRule`). */
  readonly ignore: pulumi.Output<DnsZoneIgnoreRule[]>;
  /**
   * As set; absent when the program sets only `maxUpdateRatio` and `maxDeleteRatio`, or neither.
   */
  readonly maxChangeRatio: pulumi.Output<number | undefined>;
  /** The share one `up` may change (update in place); default `maxChangeRatio`, else 0.3. */
  readonly maxUpdateRatio: pulumi.Output<number>;
  /** The share one `up` may delete; default `maxChangeRatio`, else 0.3. */
  readonly maxDeleteRatio: pulumi.Output<number>;
  /**
   * Records of the zone no resource of this stack manages, by key, with their ids, as last read.
   */
  readonly unmanagedRecords: pulumi.Output<Record<string, string>>;
  /**
   * The unmanaged records the last `up` saw (`unmanaged: "report"`): a refresh that finds others is
   * drift until the next `up` accepts them.
   */
  readonly unmanagedBaseline: pulumi.Output<Record<string, string>>;
  /** Records the `ignore` rules match, by key, with their ids. */
  readonly ignoredRecords: pulumi.Output<Record<string, string>>;
  /** Records of the zone another Pulumi stack manages, by key, with their ids. */
  readonly otherStackRecords: pulumi.Output<Record<string, string>>;
  /** Every record of the zone when last read or written. */
  readonly zoneRecordCount: pulumi.Output<number>;
}

/** The outputs of a DnsZone: the engine makes an Output only of the properties sent. */
export const dnsZoneOutputNames = [
  "zone",
  "records",
  "unmanaged",
  "ignore",
  "maxChangeRatio",
  "maxUpdateRatio",
  "maxDeleteRatio",
  "unmanagedRecords",
  "unmanagedBaseline",
  "ignoredRecords",
  "otherStackRecords",
  "zoneRecordCount",
] as const;

/** The arguments of a DnssecConfig. */
export interface DnssecConfigArgs {
  /** A domain of the account. Changing it replaces the resource. */
  domain: pulumi.Input<string>;
  /**
   * "provider": the service signs the zone and manages the DS at the registry (the domain must be
   * on the service's nameservers, e.g. through a NameserverDelegation); "external": the domain's
   * DNS is signed elsewhere and `records` carry its DS records.
   */
  mode: pulumi.Input<"provider" | "external">;
  /** "enabled" (default) or "disabled". */
  state?: pulumi.Input<"enabled" | "disabled">;
  /**
   * Mode "external" only: the DS records (and optionally their DNSKEYs). Order and spelling do not
   * matter.
   */
  records?: pulumi.Input<pulumi.Input<DnssecRecordArgs>[]>;
  /**
   * Default true: check the registry and the delegation right after a change, and while it
   * propagates.
   */
  verifyAfterApply?: pulumi.Input<boolean>;
  /**
   * "active" (default): wait until the change is in force; "accepted": until the registry has taken
   * it (propagation goes on after `up`).
   */
  waitFor?: pulumi.Input<"active" | "accepted">;
  /**
   * How long one `up` waits (default 1800). Past it the change goes on and the next `up` waits on.
   */
  timeoutSeconds?: pulumi.Input<number>;
}

/** A record of an external DNSSEC configuration: a DS, or the DNSKEY a DS refers to. */
export type DnssecRecordArgs = DnssecRecordCommonArgs & DnssecRecordVariantArgs;

/** What every variant of DnssecRecordArgs has. */
export interface DnssecRecordCommonArgs {
  /** DNSSEC algorithm number, e.g. 13 (ECDSA P-256 SHA-256). */
  algorithm: pulumi.Input<number>;
}

/** The variants of DnssecRecordArgs, by `kind`. */
export type DnssecRecordVariantArgs =
  | {
      /** A DS record, as the parent zone publishes it. */
      kind: "ds";
      /** The key tag of the DNSKEY the DS refers to, 0 to 65535. */
      keyTag: pulumi.Input<number>;
      /** 2 (SHA-256) or 4 (SHA-384). */
      digestType: pulumi.Input<number>;
      /** Hexadecimal; spaces and case do not matter. */
      digest: pulumi.Input<string>;
    }
  | {
      /** A DNSKEY, from which the API derives its DS. */
      kind: "dnskey";
      /** Checked against the key when given. */
      keyTag?: pulumi.Input<number>;
      /** 256 or 257. */
      flags: pulumi.Input<number>;
      /** Always 3. */
      protocol: pulumi.Input<number>;
      /** Base64, as in the DNSKEY's zone file line; whitespace does not matter. */
      publicKey: pulumi.Input<string>;
    };

/** A DNSSEC configuration as the API shows it. */
export interface DnssecStateOutput {
  /** Who signs the zone. */
  mode: DnssecMode;
  /** Whether DNSSEC is on in this configuration. */
  state: "disabled" | "enabled";
  /** Its DS records, and the DNSKEYs given with them. */
  records: DnssecStateOutputRecords[];
}

/** Who signs the zone: "provider" (the service), "external" (elsewhere), or "none" (unsigned). */
export type DnssecMode = "none" | "provider" | "external";

export type DnssecStateOutputRecords = DnssecStateOutputRecordsCommon & DnssecStateOutputRecordsVariant;

/** What every variant of DnssecStateOutputRecords has. */
export interface DnssecStateOutputRecordsCommon {
  /** DNSSEC algorithm number, e.g. 13 (ECDSA P-256 SHA-256). */
  algorithm: number;
}

/** The variants of DnssecStateOutputRecords, by `kind`. */
export type DnssecStateOutputRecordsVariant =
  | {
      /** A DS record, as the parent zone publishes it. */
      kind: "ds";
      /** The key tag of the DNSKEY the DS refers to, 0 to 65535. */
      keyTag: number;
      /** 2 (SHA-256) or 4 (SHA-384). */
      digestType: number;
      /** Hexadecimal; spaces and case do not matter. */
      digest: string;
    }
  | {
      /** A DNSKEY of the zone. */
      kind: "dnskey";
      /** The key's tag, 0 to 65535. */
      keyTag: number;
      /** 256 or 257. */
      flags: number;
      /** Always 3. */
      protocol: number;
      /** Base64, as in the DNSKEY's zone file line. */
      publicKey: string;
    };

export interface DnssecConfigLiveState {
  /** Who signs the zone. */
  mode: DnssecMode;
  /** Whether DNSSEC is on in this configuration. */
  state: "disabled" | "enabled";
  /** Its DS records, and the DNSKEYs given with them. */
  records: DnssecStateOutputRecords[];
  /** Whether the zone is signed now. */
  zoneSigned: boolean;
}

/** A DNSSEC job of the API: one change of a domain's registry DNSSEC, in phases. */
export interface DnssecJobOutput {
  /** The job's id. */
  id: number;
  /** What the job does. */
  action: "enable" | "disable" | "update";
  /** The mode the job brings the domain to. */
  mode: DnssecMode;
  /** Where the job is now; "completed" and "cancelled" end it. */
  phase:
    | "signing"
    | "registry_submission"
    | "registry_removal"
    | "propagation"
    | "unsigning"
    | "completed"
    | "cancelled";
  /** When the job was made (RFC 3339). */
  createdAt: string;
  /** When the job's next phase is due (RFC 3339); absent once it has ended. */
  nextChangeAt?: string;
}

/** A DS record: what the parent zone publishes to anchor the domain's key. */
export interface DnssecDsRecord {
  /** The key tag of the DNSKEY the DS refers to, 0 to 65535. */
  keyTag: number;
  /** DNSSEC algorithm number, e.g. 13 (ECDSA P-256 SHA-256). */
  algorithm: number;
  /** 2 (SHA-256) or 4 (SHA-384). */
  digestType: number;
  /** Hexadecimal; spaces and case do not matter. */
  digest: string;
}

/** The outputs of a DnssecConfig a program reads. */
export interface DnssecConfigOutputs {
  /** The domain. */
  readonly domain: pulumi.Output<string>;
  /** The mode asked for. */
  readonly mode: pulumi.Output<"provider" | "external">;
  /** "enabled" or "disabled", as asked for. */
  readonly state: pulumi.Output<"enabled" | "disabled">;
  /** active, pending (a job runs) or inactive. */
  readonly dnssecState: pulumi.Output<"active" | "pending" | "inactive">;
  /** The configuration asked for. */
  readonly desiredState: pulumi.Output<DnssecStateOutput>;
  /** The configuration in force and the DS records at the registry now. */
  readonly liveState: pulumi.Output<DnssecConfigLiveState>;
  /** The job under way when last read, if any: a change that the next `up` waits for. */
  readonly pendingJob: pulumi.Output<DnssecJobOutput | undefined>;
  /** The DS records of the configuration asked for (in provider mode, the service's). */
  readonly dsRecords: pulumi.Output<DnssecDsRecord[]>;
}

/** The outputs of a DnssecConfig: the engine makes an Output only of the properties sent. */
export const dnssecConfigOutputNames = [
  "domain",
  "mode",
  "state",
  "dnssecState",
  "desiredState",
  "liveState",
  "pendingJob",
  "dsRecords",
] as const;

/** The arguments of a NameserverDelegation. */
export interface NameserverDelegationArgs {
  /** A domain of the account. Changing it replaces the resource. */
  domain: pulumi.Input<string>;
  /**
   * One of the account's vanity nameserver sets (getNameservers lists them); null or omitted: the
   * standard nameservers.
   */
  vanitySetId?: pulumi.Input<number | null>;
  /**
   * What delete does: "restore" (default) puts back the delegation found when the resource was
   * created; "standard" delegates to the standard nameservers; "retain" leaves it as it is.
   */
  onDelete?: pulumi.Input<"restore" | "standard" | "retain">;
}

/**
 * Where a domain is delegated: the standard nameservers, a vanity set, or nameservers elsewhere.
 */
export type NameserverMode = "standard" | "vanity" | "external";

/** The outputs of a NameserverDelegation a program reads. */
export interface NameserverDelegationOutputs {
  /** The domain. */
  readonly domain: pulumi.Output<string>;
  /** The delegation now: "standard", "vanity" or "external". */
  readonly mode: pulumi.Output<NameserverMode>;
  /** The vanity set the domain is delegated to; null for the standard nameservers. */
  readonly vanitySetId: pulumi.Output<number | null>;
  /** Fully qualified. */
  readonly nameservers: pulumi.Output<string[]>;
  /** The delegation before Pulumi managed the domain: what onDelete "restore" puts back. */
  readonly previousMode: pulumi.Output<NameserverMode>;
  /** The vanity set of the delegation before Pulumi managed the domain; null for none. */
  readonly previousVanitySetId: pulumi.Output<number | null>;
  /** The nameservers of the delegation before Pulumi managed the domain, fully qualified. */
  readonly previousNameservers: pulumi.Output<string[]>;
}

/**
 * The outputs of a NameserverDelegation: the engine makes an Output only of the properties sent.
 */
export const nameserverDelegationOutputNames = [
  "domain",
  "mode",
  "vanitySetId",
  "nameservers",
  "previousMode",
  "previousVanitySetId",
  "previousNameservers",
] as const;

/** The arguments of a TlsCertificate. */
export interface TlsCertificateArgs {
  /**
   * The product, e.g. "dv-multi" (getTlsProducts lists them with their name limits). Changing it
   * replaces.
   */
  sku: pulumi.Input<string>;
  /** The certificate's main name. Changing it replaces. */
  commonName: pulumi.Input<string>;
  /** More names (subjectAltName). Changing them replaces; their order does not matter. */
  dnsNames?: pulumi.Input<pulumi.Input<string>[]>;
  /**
   * A PEM CSR holding every name, e.g. a CertificateRequest's `csr`. A new CSR reissues the
   * certificate on the same order.
   */
  csr: pulumi.Input<string>;
  /** How control of the names is proven: "dns-cname-token" (default) or "email". */
  dcvMethod?: pulumi.Input<"dns-cname-token" | "email">;
  /** With "email": the approver addresses (admin@, hostmaster@… of a name or a parent domain). */
  dcvEmails?: pulumi.Input<pulumi.Input<string>[]>;
  /** For organization- and extended-validation products: a TlsOrganization's `organizationId`. */
  organizationId?: pulumi.Input<string>;
  /**
   * The term in days (one the product offers); default: the product's. Used by orders and renewals.
   */
  validityDays?: pulumi.Input<number>;
  /** Renew this many days before notAfter (default 30; below the validity). */
  renewBeforeDays?: pulumi.Input<number>;
  /**
   * Default true: the provider creates the DCV CNAME records for names in the account's zones and
   * removes them after issuance. Records for names hosted elsewhere are shown in `dcvRecords`.
   */
  manageDcvRecords?: pulumi.Input<boolean>;
  /**
   * Default true: wait until the certificate is issued (when the provider can complete validation
   * itself). Without it, or when DCV records must be created elsewhere, the resource is created
   * with status "pending"; a later `pulumi up` or `pulumi refresh` picks up the certificate.
   */
  waitForIssuance?: pulumi.Input<boolean>;
  /**
   * How long one `up` waits for issuance (default 3600). Past it the order is kept and the next
   * `up` waits on.
   */
  timeoutSeconds?: pulumi.Input<number>;
  /**
   * What deleting an issued certificate does: "retain" (default; it stays valid until it expires)
   * or "revoke" (the whole order within 7 days of ordering, the certificate after). A pending order
   * is always cancelled.
   */
  onDelete?: pulumi.Input<"retain" | "revoke">;
}

export type TlsCertificateStatus =
  | "action_required"
  | "pending"
  | "issued"
  | "certificate-revoked"
  | "cancelled"
  | "order-revoked";

/** A DCV record that proves control of a name: a CNAME from `name` to `value`. */
export interface TlsDcvRecordOutput {
  /** The record's name, fully qualified. */
  name: string;
  /** Always "CNAME". */
  type: "CNAME";
  /** The target the name must point to. */
  value: string;
}

/** The outputs of a TlsCertificate a program reads. */
export interface TlsCertificateOutputs {
  /** The current order (a renewal changes it). */
  readonly certificateId: pulumi.Output<string>;
  /** The order's status: "issued" once the certificate is there. */
  readonly status: pulumi.Output<TlsCertificateStatus>;
  /**
   * The order waits for organization details: set organizationId, or complete it at
   * `completionUrl`.
   */
  readonly actionRequired: pulumi.Output<boolean>;
  /** Where to complete the order's organization details, while `actionRequired`. */
  readonly completionUrl: pulumi.Output<string | undefined>;
  /** The DCV records validation still needs (empty once issued). */
  readonly dcvRecords: pulumi.Output<TlsDcvRecordOutput[]>;
  /** The leaf certificate, PEM. */
  readonly certificatePem: pulumi.Output<string | undefined>;
  /** The intermediate certificates, PEM. */
  readonly chainPem: pulumi.Output<string | undefined>;
  /** Leaf first, then the chain: what a server presents. */
  readonly fullChainPem: pulumi.Output<string | undefined>;
  /** ISO 8601. */
  readonly notBefore: pulumi.Output<string | undefined>;
  /** ISO 8601. */
  readonly notAfter: pulumi.Output<string | undefined>;
  /** Hex, lower case. */
  readonly serialNumber: pulumi.Output<string | undefined>;
  /** notAfter minus renewBeforeDays: the first `up` from then on renews. */
  readonly renewalDueAt: pulumi.Output<string | undefined>;
  /**
   * The product, e.g. "dv-multi" (getTlsProducts lists them with their name limits). Changing it
   * replaces.
   */
  readonly sku: pulumi.Output<string>;
  /** The certificate's main name. Changing it replaces. */
  readonly commonName: pulumi.Output<string>;
  /** More names (subjectAltName). Changing them replaces; their order does not matter. */
  readonly dnsNames: pulumi.Output<string[]>;
  /**
   * A PEM CSR holding every name, e.g. a CertificateRequest's `csr`. A new CSR reissues the
   * certificate on the same order.
   */
  readonly csr: pulumi.Output<string>;
}

/** The outputs of a TlsCertificate: the engine makes an Output only of the properties sent. */
export const tlsCertificateOutputNames = [
  "certificateId",
  "status",
  "actionRequired",
  "completionUrl",
  "dcvRecords",
  "certificatePem",
  "chainPem",
  "fullChainPem",
  "notBefore",
  "notAfter",
  "serialNumber",
  "renewalDueAt",
  "sku",
  "commonName",
  "dnsNames",
  "csr",
] as const;

/** The arguments of a TlsOrganization. */
export interface TlsOrganizationArgs {
  /** The legal name, as it goes into organization-validated certificates. */
  organization: pulumi.Input<string>;
  /** The contact's first name. */
  firstName: pulumi.Input<string>;
  /** The contact's last name. */
  lastName: pulumi.Input<string>;
  /** The street address. */
  address: pulumi.Input<string>;
  /** The postal code. */
  postalCode: pulumi.Input<string>;
  /** The city. */
  city: pulumi.Input<string>;
  /** ISO 3166-1 alpha-2, e.g. "DE" (any case). */
  countryCode: pulumi.Input<string>;
  /** International form: "+", country code and number, e.g. "+49 30 1234567". */
  phone: pulumi.Input<string>;
  /** The contact's email address. */
  email: pulumi.Input<string>;
  /**
   * How a change of the fields above is applied: "update_provider" (default) changes this
   * organization; "create_replacement" makes a new one with the new data (a new `organizationId`)
   * and marks this one replaced. Changing only this setting changes nothing.
   */
  editMode?: pulumi.Input<TlsOrganizationEditMode>;
}

/** How a contact change is applied. */
export type TlsOrganizationEditMode = "update_provider" | "create_replacement";

/** The outputs of a TlsOrganization a program reads. */
export interface TlsOrganizationOutputs {
  /**
   * The organization to order with (TlsCertificate's `organizationId`); create_replacement changes
   * it.
   */
  readonly organizationId: pulumi.Output<string>;
  /** The legal name, as it goes into organization-validated certificates. */
  readonly organization: pulumi.Output<string>;
  /** The contact's first name. */
  readonly firstName: pulumi.Output<string>;
  /** The contact's last name. */
  readonly lastName: pulumi.Output<string>;
  /** The street address. */
  readonly address: pulumi.Output<string>;
  /** The postal code. */
  readonly postalCode: pulumi.Output<string>;
  /** The city. */
  readonly city: pulumi.Output<string>;
  /** Upper case. */
  readonly countryCode: pulumi.Output<string>;
  /** International form: "+", country code and number, e.g. "+49 30 1234567". */
  readonly phone: pulumi.Output<string>;
  /** The contact's email address. */
  readonly email: pulumi.Output<string>;
  /**
   * How a change of the fields above is applied: "update_provider" (default) changes this
   * organization; "create_replacement" makes a new one with the new data (a new `organizationId`)
   * and marks this one replaced. Changing only this setting changes nothing.
   */
  readonly editMode: pulumi.Output<TlsOrganizationEditMode>;
}

/** The outputs of a TlsOrganization: the engine makes an Output only of the properties sent. */
export const tlsOrganizationOutputNames = [
  "organizationId",
  "organization",
  "firstName",
  "lastName",
  "address",
  "postalCode",
  "city",
  "countryCode",
  "phone",
  "email",
  "editMode",
] as const;

/** Each kind's outputs the engine holds as secrets: those its declaration marks `secret`. */
export const secretOutputs = {
  CertificateRequest: ["privateKeyPem"],
  DnsRecord: [],
  DnsZone: [],
  DnssecConfig: [],
  NameserverDelegation: [],
  TlsCertificate: [],
  TlsOrganization: [],
} as const satisfies Record<ResourceKind, readonly string[]>;
