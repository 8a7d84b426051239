import * as pulumi from "@pulumi/pulumi";
import { pausePromiseStacks } from "./promise-stacks";
import { dynamicResource } from "./stored-provider";

/** A DS record: what the parent zone publishes to anchor the domain's key. */
export interface DnssecDsRecord {
  keyTag: number;
  /** DNSSEC algorithm number, e.g. 13 (ECDSA P-256 SHA-256). */
  algorithm: number;
  /** 2 (SHA-256) or 4 (SHA-384). */
  digestType: number;
  /** Hexadecimal; spaces and case do not matter. */
  digest: string;
}

/** A record of an external DNSSEC configuration: a DS, or the DNSKEY a DS refers to. */
export type DnssecRecordArgs =
  | ({ kind: "ds" } & DnssecDsRecord)
  | {
      kind: "dnskey";
      /** 256 or 257. */
      flags: number;
      /** Always 3. */
      protocol: number;
      algorithm: number;
      /** Base64, as in the DNSKEY's zone file line; whitespace does not matter. */
      publicKey: string;
      /** Checked against the key when given. */
      keyTag?: number;
    };

export type DnssecMode = "none" | "provider" | "external";

/** A DNSSEC configuration as the API shows it. */
export interface DnssecStateOutput {
  mode: DnssecMode;
  state: "enabled" | "disabled";
  records: (
    | ({ kind: "ds" } & DnssecDsRecord)
    | {
        kind: "dnskey";
        flags: number;
        protocol: number;
        algorithm: number;
        publicKey: string;
        keyTag: number;
      }
  )[];
}

export interface DnssecJobOutput {
  id: number;
  action: "enable" | "disable" | "update";
  mode: DnssecMode;
  phase:
    | "signing"
    | "registry_submission"
    | "registry_removal"
    | "propagation"
    | "unsigning"
    | "completed"
    | "cancelled";
  createdAt: string;
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
  /** How long one `up` waits (default 1800). Past it the change goes on and the next `up` waits on. */
  timeoutSeconds?: pulumi.Input<number>;
}

/**
 * Registry DNSSEC of a domain. The change is requested once and waited for with progress lines;
 * a job already running is waited for, never cancelled. Delete disables DNSSEC (the registry
 * removes the DS first) and waits until it is inactive. The Pulumi id is the domain.
 */
export class DnssecConfig extends pulumi.CustomResource {
  declare readonly domain: pulumi.Output<string>;
  declare readonly mode: pulumi.Output<"provider" | "external">;
  declare readonly state: pulumi.Output<"enabled" | "disabled">;
  /** active, pending (a job runs) or inactive. */
  declare readonly dnssecState: pulumi.Output<"active" | "pending" | "inactive">;
  /** The configuration asked for. */
  declare readonly desiredState: pulumi.Output<DnssecStateOutput>;
  /** The configuration in force and the DS records at the registry now. */
  declare readonly liveState: pulumi.Output<DnssecStateOutput & { zoneSigned: boolean }>;
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
    const { type, props } = dynamicResource("DnssecConfig", { ...outputs, ...args });
    const resumeStacks = pausePromiseStacks();
    try {
      super(type, name, props, opts);
    } finally {
      resumeStacks();
    }
  }
}
