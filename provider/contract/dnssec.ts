import { z } from "zod";
import { dnssecStatus } from "./dns";
import { operation } from "./operation";
import { domainParam, named } from "./shapes";

/**
 * Registry DNSSEC of a domain: the configuration asked for (desired_state), what the registry
 * and the delegation checks last showed (live_state), and the jobs that move one to the other.
 * The value sets of desired_state and live_state and the record kinds are this contract's
 * choice where the spec shows none (docs/emulator.md, "DNSSEC").
 */

export const dnssecModes = ["none", "provider", "external"] as const;
export const dnssecStates = ["disabled", "enabled"] as const;
export const dnssecRecordKinds = ["ds", "dnskey"] as const;
export const dnssecJobActions = ["enable", "disable", "update"] as const;
export const dnssecJobStatuses = ["running", "completed", "cancelled"] as const;
export const dnssecJobPhases = [
  "signing",
  "registry_submission",
  "registry_removal",
  "propagation",
  "unsigning",
  "completed",
  "cancelled",
] as const;

export const dnssecMode = named("DnssecMode", z.enum(dnssecModes));

/** dnssecRecord: a DS (kind "ds") or a DNSKEY (kind "dnskey"), with the fields of its kind. */
export const dnssecRecord = named(
  "DnssecRecord",
  z.object({
    kind: z.string().describe(`One of ${dnssecRecordKinds.join(", ")}`),
    key_tag: z.int().optional().describe("ds; on a dnskey, checked against the key when given"),
    flags: z.int().optional().describe("dnskey: 256 or 257"),
    protocol: z.int().optional().describe("dnskey: always 3"),
    algorithm: z.int().optional().describe("DNSSEC algorithm number, e.g. 13 (ECDSA P-256 SHA-256)"),
    digest_type: z.int().optional().describe("ds: 2 (SHA-256) or 4 (SHA-384)"),
    digest: z.string().optional().describe("ds: the digest in hexadecimal"),
    public_key: z.string().optional().describe("dnskey: the key in base64"),
    comment: z.string().optional(),
  }),
);

/** Body of PutDNSSECByDomain. */
export const dnssecRequest = named(
  "DnssecRequest",
  z.object({
    mode: dnssecMode,
    state: z.enum(dnssecStates),
    verify_after_apply: z.boolean().optional(),
    records: z.array(dnssecRecord).optional().describe("Required for mode external with state enabled"),
  }),
);

/** desired_state: the configuration asked for; a disabled one has mode none. */
export const dnssecConfiguration = named(
  "DnssecConfiguration",
  z.object({
    mode: dnssecMode,
    state: z.enum(dnssecStates),
    records: z
      .array(dnssecRecord)
      .describe("provider: the service's DNSKEY and DS; external: the records given"),
  }),
);

/** live_state: what the registry and the delegation checks showed when last observed. */
export const dnssecLiveState = named(
  "DnssecLiveState",
  z.object({
    mode: dnssecMode.describe("The configuration whose delegation was last confirmed"),
    state: z.enum(dnssecStates),
    records: z.array(dnssecRecord).describe("The DS records at the registry"),
    zone_signed: z.boolean().describe("Whether the service's nameservers publish a DNSKEY for the zone"),
    observed_at: z.iso.datetime(),
  }),
);

export const dnssecJob = named(
  "DnssecJob",
  z.object({
    id: z.int().positive(),
    domain: z.string(),
    action: z.enum(dnssecJobActions),
    mode: dnssecMode,
    status: z.enum(dnssecJobStatuses),
    phase: z.enum(dnssecJobPhases),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime().describe("When the current phase began"),
    completed_at: z.iso.datetime().nullable().describe("When the job completed or was cancelled"),
    next_change_at: z.iso
      .datetime()
      .nullable()
      .describe("When the phase changes next, unless a verify comes first"),
  }),
);

/** dnssecResponse */
export const dnssecResponse = named(
  "DnssecResponse",
  z.object({
    domain: z.string(),
    dnssec_state: dnssecStatus,
    desired_state: dnssecConfiguration,
    live_state: dnssecLiveState,
    pending_job: dnssecJob.nullable(),
  }),
);

const area = "DNSSEC";

export const dnssecOperations = {
  GetDNSSECByDomain: operation({
    operationId: "GetDNSSECByDomain",
    method: "GET",
    path: "/dns/{domain}/dnssec",
    area,
    summary: "The registry DNSSEC configuration of a domain",
    params: domainParam,
    response: dnssecResponse,
    errors: [401, 403, 404, 500],
  }),
  PutDNSSECByDomain: operation({
    operationId: "PutDNSSECByDomain",
    method: "PUT",
    path: "/dns/{domain}/dnssec",
    area,
    summary: "Enable, disable or update registry DNSSEC",
    params: domainParam,
    body: dnssecRequest,
    response: dnssecResponse,
    errors: [400, 401, 403, 404, 409, 417, 500, 502],
  }),
  VerifyDNSSECByDomain: operation({
    operationId: "VerifyDNSSECByDomain",
    method: "POST",
    path: "/dns/{domain}/dnssec/verify",
    area,
    summary: "Refresh the registry state and check the delegation; may stay pending",
    params: domainParam,
    response: dnssecResponse,
    errors: [401, 403, 404, 500, 502],
    // A refresh of what the registry shows: it changes no configuration.
    idempotent: true,
  }),
  CancelDNSSECByDomain: operation({
    operationId: "CancelDNSSECByDomain",
    method: "POST",
    path: "/dns/{domain}/dnssec/cancel",
    area,
    summary: "Cancel the running DNSSEC job before the registry has accepted its change",
    params: domainParam,
    response: dnssecResponse,
    errors: [401, 403, 404, 409, 500],
  }),
  ListDNSSECJobsByDomain: operation({
    operationId: "ListDNSSECJobsByDomain",
    method: "GET",
    path: "/dns/{domain}/dnssec/jobs",
    area,
    summary: "The DNSSEC jobs of a domain, newest first",
    params: domainParam,
    response: z.array(dnssecJob),
    errors: [401, 403, 404, 500],
  }),
} as const;
