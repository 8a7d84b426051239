import type {
  DnssecConfiguration as ApiDnssecConfiguration,
  DnssecJob as ApiDnssecJob,
  DnssecLiveState as ApiDnssecLiveState,
  DnssecRecord as ApiDnssecRecord,
  DomainDetail as ApiDomainDetail,
  DomainSummary as ApiDomainSummary,
  VanityNameserverSet as ApiVanityNameserverSet,
  DnssecMode,
  DnssecResponse,
  DomainAuthInfo,
  NameserversResponse,
} from "../client/api";

// What the domain and DNSSEC lookups return: the API's fields in camelCase, every field present
// (null where the API leaves one out). The mapping from the wire is spelled out field by field.

/** A domain's registry DNSSEC status. */
export type DomainDnssecStatus = "active" | "pending" | "inactive";

/** Which nameservers a domain is delegated to. */
export type DomainNameserverMode = "standard" | "vanity" | "external";

/** One domain of the account, as getDomains lists it. */
export interface DomainSummary {
  /** The domain, lower case, without a trailing dot. */
  name: string;
  /** The owner's label, as the dashboard shows it. */
  ownerLabel: string;
  /** Whether the registration renews by itself, by hand, or ends. */
  renewalStatus: "auto-renew" | "manual-renew" | "cancelled";
  /** ISO date of the registration's end. */
  expiresAt: string;
  /** The domain's registry DNSSEC status. */
  dnssecStatus: DomainDnssecStatus;
  /** The service's standard nameservers, a vanity set of the account, or nameservers elsewhere. */
  nameserverMode: DomainNameserverMode;
  /** The first nameserver of the delegation. */
  primaryNameserver: string;
  /** "pending" while a transfer between registrars runs. */
  transferStatus: "none" | "pending";
}

/** One domain with its delegation, plan and guardian rules, as getDomain reads it. */
export interface DomainDetail extends DomainSummary {
  /** The current delegation, fully qualified. */
  nameservers: string[];
  /** The vanity set delegated to; null otherwise. @integer */
  vanitySetId: number | null;
  /** "basic" plans do not include vanity nameservers. */
  plan: "basic" | "pro";
  /** The changes the domain guardian blocks. */
  guardianRules: ("ns_change" | "transfer_out")[];
}

/** The answer of an availability check; a failed check is "undetermined", never "taken". */
export interface DomainAvailability {
  /** The name checked, lower case, IDN as A-labels (as asked when undetermined). */
  domain: string;
  /** "undetermined" when the registry could not be asked. */
  status: "available" | "taken" | "undetermined";
  /** null when undetermined. */
  available: boolean | null;
  /** The public suffix the name is registered under; null when undetermined. */
  publicSuffix: string | null;
  /** Why the check could not complete; null unless undetermined. */
  reason: string | null;
}

/** A set of the account's own (vanity) nameservers. */
export interface VanityNameserverSet {
  /** What a NameserverDelegation's `vanitySetId` takes. @integer */
  id: number;
  /** The set's name in the account. */
  name: string;
  /** The set's nameservers, fully qualified. */
  nameservers: string[];
}

/** A domain's delegation and the account's vanity sets, as getNameservers reads them. */
export interface DomainNameservers {
  /** The domain, lower case, without a trailing dot. */
  domain: string;
  /** The service's standard nameservers, a vanity set of the account, or nameservers elsewhere. */
  mode: DomainNameserverMode;
  /** The vanity set delegated to; null otherwise. @integer */
  vanitySetId: number | null;
  /** The current delegation, fully qualified. */
  nameservers: string[];
  /** Every vanity set of the account. */
  vanitySets: VanityNameserverSet[];
}

/** A DS or DNSKEY record of a DNSSEC configuration; fields that do not apply to its kind are null. */
export interface DnssecKeyRecord {
  /** "ds" or "dnskey". */
  kind: string;
  /** The key tag the record refers to. @integer */
  keyTag: number | null;
  /** DNSKEY: 256 or 257. @integer */
  flags: number | null;
  /** DNSKEY: always 3. @integer */
  protocol: number | null;
  /** DNSSEC algorithm number, e.g. 13 (ECDSA P-256 SHA-256). @integer */
  algorithm: number | null;
  /** DS: 2 (SHA-256) or 4 (SHA-384). @integer */
  digestType: number | null;
  /** DS: the digest in hexadecimal. */
  digest: string | null;
  /** DNSKEY: the key in base64. */
  publicKey: string | null;
  /** A note given with the record; null when none was. */
  comment: string | null;
}

/** A DNSSEC configuration: what was asked for, or what the registry holds. */
export interface DnssecConfiguration {
  /** "provider": the service signs the zone; "external": it is signed elsewhere; "none". */
  mode: DnssecMode;
  /** Whether DNSSEC is on in this mode. */
  state: "disabled" | "enabled";
  /** "provider": the service's DNSKEY and DS; "external": the records given. */
  records: DnssecKeyRecord[];
}

/** The DNSSEC configuration whose delegation was last confirmed. */
export interface DnssecLiveState extends DnssecConfiguration {
  /** Whether the service's nameservers publish a DNSKEY for the zone. */
  zoneSigned: boolean;
  /** When the registry and the zone were last checked. */
  observedAt: string;
}

/** The step a DNSSEC job is at. */
export type DnssecJobPhase =
  | "signing"
  | "registry_submission"
  | "registry_removal"
  | "propagation"
  | "unsigning"
  | "completed"
  | "cancelled";

/** A DNSSEC job: the steps from one configuration to the next. */
export interface DnssecJob {
  /** The job's id. @integer */
  id: number;
  /** The domain, lower case, without a trailing dot. */
  domain: string;
  /** What the job changes. */
  action: "enable" | "disable" | "update";
  /** The mode the job moves to. */
  mode: DnssecMode;
  /** "running" until it completes or is cancelled. */
  status: "running" | "completed" | "cancelled";
  /** The step the job is at. */
  phase: DnssecJobPhase;
  /** When the job started. */
  createdAt: string;
  /** When the current phase began. */
  updatedAt: string;
  /** When the job completed or was cancelled; null while it runs. */
  completedAt: string | null;
  /** When the phase changes next, unless a verify comes first. */
  nextChangeAt: string | null;
}

/** A domain's registry DNSSEC, as getDnssec reads it. */
export interface DomainDnssec {
  /** The domain, lower case, without a trailing dot. */
  domain: string;
  /** "pending" while a job runs. */
  dnssecState: DomainDnssecStatus;
  /** The configuration asked for. */
  desiredState: DnssecConfiguration;
  /** The configuration in effect. */
  liveState: DnssecLiveState;
  /** The job under way; null when none runs. */
  pendingJob: DnssecJob | null;
}

/** A new transfer code, as getTransferCode makes it. */
export interface DomainTransferCode {
  /** The domain, lower case, without a trailing dot. */
  domain: string;
  /** The transfer code (authinfo); a new one replaces any earlier one. */
  authCode: string;
  /** When the code was made. */
  createdAt: string;
}

export function domainSummaryFromApi(domain: ApiDomainSummary): DomainSummary {
  return {
    name: domain.name,
    ownerLabel: domain.owner_label,
    renewalStatus: domain.renewal_status,
    expiresAt: domain.expires_at,
    dnssecStatus: domain.dnssec_status,
    nameserverMode: domain.nameserver_mode,
    primaryNameserver: domain.primary_nameserver,
    transferStatus: domain.transfer_status,
  };
}

export function domainDetailFromApi(domain: ApiDomainDetail): DomainDetail {
  return {
    ...domainSummaryFromApi(domain),
    nameservers: [...domain.nameservers],
    vanitySetId: domain.vanity_set_id,
    plan: domain.plan,
    guardianRules: [...domain.guardian_rules],
  };
}

function vanitySetFromApi(set: ApiVanityNameserverSet): VanityNameserverSet {
  return { id: set.id, name: set.name, nameservers: [...set.nameservers] };
}

export function nameserversFromApi(answer: NameserversResponse): DomainNameservers {
  return {
    domain: answer.domain,
    mode: answer.mode,
    vanitySetId: answer.vanity_set_id,
    nameservers: [...answer.nameservers],
    vanitySets: answer.vanity_sets.map(vanitySetFromApi),
  };
}

function keyRecordFromApi(record: ApiDnssecRecord): DnssecKeyRecord {
  return {
    kind: record.kind,
    keyTag: record.key_tag ?? null,
    flags: record.flags ?? null,
    protocol: record.protocol ?? null,
    algorithm: record.algorithm ?? null,
    digestType: record.digest_type ?? null,
    digest: record.digest ?? null,
    publicKey: record.public_key ?? null,
    comment: record.comment ?? null,
  };
}

function configurationFromApi(configuration: ApiDnssecConfiguration): DnssecConfiguration {
  return {
    mode: configuration.mode,
    state: configuration.state,
    records: configuration.records.map(keyRecordFromApi),
  };
}

function liveStateFromApi(live: ApiDnssecLiveState): DnssecLiveState {
  return {
    ...configurationFromApi(live),
    zoneSigned: live.zone_signed,
    observedAt: live.observed_at,
  };
}

export function dnssecJobFromApi(job: ApiDnssecJob): DnssecJob {
  return {
    id: job.id,
    domain: job.domain,
    action: job.action,
    mode: job.mode,
    status: job.status,
    phase: job.phase,
    createdAt: job.created_at,
    updatedAt: job.updated_at,
    completedAt: job.completed_at,
    nextChangeAt: job.next_change_at,
  };
}

export function dnssecFromApi(answer: DnssecResponse): DomainDnssec {
  return {
    domain: answer.domain,
    dnssecState: answer.dnssec_state,
    desiredState: configurationFromApi(answer.desired_state),
    liveState: liveStateFromApi(answer.live_state),
    pendingJob: answer.pending_job === null ? null : dnssecJobFromApi(answer.pending_job),
  };
}

export function transferCodeFromApi(answer: DomainAuthInfo): DomainTransferCode {
  return { domain: answer.domain, authCode: answer.auth_code, createdAt: answer.created_at };
}
