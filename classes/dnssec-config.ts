import * as pulumi from "@pulumi/pulumi";
import { pausePromiseStacks } from "./promise-stacks";
import { dynamicResource } from "./stored-provider";

/** A DS record: what the parent zone publishes to anchor the domain's key. */
export interface DnssecDsRecord {
  /** The key tag of the DNSKEY the DS refers to, 0 to 65535. @integer */
  keyTag: number;
  /** DNSSEC algorithm number, e.g. 13 (ECDSA P-256 SHA-256). @integer */
  algorithm: number;
  /** 2 (SHA-256) or 4 (SHA-384). @integer */
  digestType: number;
  /** Hexadecimal; spaces and case do not matter. */
  digest: string;
}

/** A record of an external DNSSEC configuration: a DS, or the DNSKEY a DS refers to. */
export type DnssecRecordArgs =
  | ({
      /** A DS record, as the parent zone publishes it. */
      kind: "ds";
    } & DnssecDsRecord)
  | {
      /** A DNSKEY, from which the API derives its DS. */
      kind: "dnskey";
      /** 256 or 257. @integer */
      flags: number;
      /** Always 3. @integer */
      protocol: number;
      /** DNSSEC algorithm number, e.g. 13 (ECDSA P-256 SHA-256). @integer */
      algorithm: number;
      /** Base64, as in the DNSKEY's zone file line; whitespace does not matter. */
      publicKey: string;
      /** Checked against the key when given. @integer */
      keyTag?: number;
    };

/** Who signs the zone: "provider" (the service), "external" (elsewhere), or "none" (unsigned). */
export type DnssecMode = "none" | "provider" | "external";

/** A DNSSEC configuration as the API shows it. */
export interface DnssecStateOutput {
  /** Who signs the zone. */
  mode: DnssecMode;
  /** Whether DNSSEC is on in this configuration. */
  state: "enabled" | "disabled";
  /** Its DS records, and the DNSKEYs given with them. */
  records: (
    | ({
        /** A DS record, as the parent zone publishes it. */
        kind: "ds";
      } & DnssecDsRecord)
    | {
        /** A DNSKEY of the zone. */
        kind: "dnskey";
        /** 256 or 257. @integer */
        flags: number;
        /** Always 3. @integer */
        protocol: number;
        /** DNSSEC algorithm number, e.g. 13 (ECDSA P-256 SHA-256). @integer */
        algorithm: number;
        /** Base64, as in the DNSKEY's zone file line. */
        publicKey: string;
        /** The key's tag, 0 to 65535. @integer */
        keyTag: number;
      }
  )[];
}

/** A DNSSEC job of the API: one change of a domain's registry DNSSEC, in phases. */
export interface DnssecJobOutput {
  /** The job's id. @integer */
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

export interface DnssecConfigArgs {
  /** A domain of the account. Changing it replaces the resource. */
  domain: pulumi.Input<string>;
  /**
   * "provider": the service signs the zone and manages the DS at the registry (the domain must
   * be on the service's nameservers, e.g. through a NameserverDelegation); "external": the
   * domain's DNS is signed elsewhere and `records` carry its DS records.
   */
  mode: pulumi.Input<"provider" | "external">;
  /** "enabled" (default) or "disabled". */
  state?: pulumi.Input<"enabled" | "disabled">;
  /** Mode "external" only: the DS records (and optionally their DNSKEYs). Order and spelling do not matter. */
  records?: pulumi.Input<pulumi.Input<DnssecRecordArgs>[]>;
  /** Default true: check the registry and the delegation right after a change, and while it propagates. */
  verifyAfterApply?: pulumi.Input<boolean>;
  /**
   * "active" (default): wait until the change is in force; "accepted": until the registry has
   * taken it (propagation goes on after `up`).
   */
  waitFor?: pulumi.Input<"active" | "accepted">;
  /** How long one `up` waits (default 1800). Past it the change goes on and the next `up` waits on. @integer */
  timeoutSeconds?: pulumi.Input<number>;
}

/**
 * Registry DNSSEC of a domain. The change is requested once and waited for with progress lines;
 * a job already running is waited for, never cancelled. Delete disables DNSSEC (the registry
 * removes the DS first) and waits until it is inactive. The Pulumi id is the domain.
 */
export class DnssecConfig extends pulumi.CustomResource {
  /** The domain. */
  declare readonly domain: pulumi.Output<string>;
  /** The mode asked for. */
  declare readonly mode: pulumi.Output<"provider" | "external">;
  /** "enabled" or "disabled", as asked for. */
  declare readonly state: pulumi.Output<"enabled" | "disabled">;
  /** active, pending (a job runs) or inactive. */
  declare readonly dnssecState: pulumi.Output<"active" | "pending" | "inactive">;
  /** The configuration asked for. */
  declare readonly desiredState: pulumi.Output<DnssecStateOutput>;
  /** The configuration in force and the DS records at the registry now. */
  declare readonly liveState: pulumi.Output<
    DnssecStateOutput & {
      /** Whether the zone is signed now. */
      zoneSigned: boolean;
    }
  >;
  /** The job under way when last read, if any: a change that the next `up` waits for. */
  declare readonly pendingJob: pulumi.Output<DnssecJobOutput | undefined>;
  /** The DS records of the configuration asked for (in provider mode, the service's). */
  declare readonly dsRecords: pulumi.Output<DnssecDsRecord[]>;

  constructor(name: string, args: DnssecConfigArgs, opts?: pulumi.CustomResourceOptions) {
    const outputs = {
      state: undefined,
      dnssecState: undefined,
      desiredState: undefined,
      liveState: undefined,
      pendingJob: undefined,
      dsRecords: undefined,
    };
    const registered = dynamicResource("DnssecConfig", name, { ...outputs, ...args }, opts);
    const resumeStacks = pausePromiseStacks();
    try {
      super(registered.type, name, registered.props, registered.opts);
    } finally {
      resumeStacks();
    }
  }
}
