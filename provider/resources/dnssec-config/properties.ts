import { z } from "zod";
import type { SdkView } from "../../common/declaration";
import { dnssecJobActions, dnssecJobPhases, dnssecModes, dnssecStates } from "../../contract/dnssec";

export const dnssecConfigModes = ["provider", "external"] as const;
export const dnssecConfigStates = ["enabled", "disabled"] as const;
export const dnssecWaitTargets = ["active", "accepted"] as const;

const algorithm = z
  .number()
  .int()
  .meta({ description: "DNSSEC algorithm number, e.g. 13 (ECDSA P-256 SHA-256)." });

/** A DS record's fields: what the parent zone publishes to anchor the domain's key. */
const dsRecord = z.object({
  kind: z.literal("ds").meta({ description: "A DS record, as the parent zone publishes it." }),
  keyTag: z.number().int().meta({ description: "The key tag of the DNSKEY the DS refers to, 0 to 65535." }),
  algorithm,
  digestType: z.number().int().meta({ description: "2 (SHA-256) or 4 (SHA-384)." }),
  digest: z.string().meta({ description: "Hexadecimal; spaces and case do not matter." }),
});

/** A DNSKEY's fields as a program gives them: its tag is checked against the key when given. */
const dnskeyRecord = z.object({
  kind: z.literal("dnskey").meta({ description: "A DNSKEY, from which the API derives its DS." }),
  keyTag: z.number().int().optional().meta({ description: "Checked against the key when given." }),
  flags: z.number().int().meta({ description: "256 or 257." }),
  protocol: z.number().int().meta({ description: "Always 3." }),
  algorithm,
  publicKey: z
    .string()
    .meta({ description: "Base64, as in the DNSKEY's zone file line; whitespace does not matter." }),
});

/** The fields of each kind of record an external configuration takes. */
export const dnssecRecordFields = {
  ds: dsRecord.keyof().options,
  dnskey: dnskeyRecord.keyof().options,
} as const;

/**
 * DnssecConfig's inputs, declared once: as a program gives them (`z.input`, defaults optional)
 * and as check leaves them (`z.output`, defaults applied). The check schema (`inputs.ts`) accepts
 * exactly these names.
 */
export const inputProperties = z.object({
  domain: z.string().meta({ description: "A domain of the account. Changing it replaces the resource." }),
  mode: z.enum(dnssecConfigModes).meta({
    description:
      '"provider": the service signs the zone and manages the DS at the registry (the domain must be on the service\'s nameservers, e.g. through a NameserverDelegation); "external": the domain\'s DNS is signed elsewhere and `records` carry its DS records.',
  }),
  state: z
    .enum(dnssecConfigStates)
    .default("enabled")
    .meta({ description: '"enabled" (default) or "disabled".' }),
  records: z
    .array(
      z.discriminatedUnion("kind", [dsRecord, dnskeyRecord]).meta({
        typeName: "DnssecRecord",
        classTypeName: "DnssecRecordArgs",
        typeDescription: "A record of an external DNSSEC configuration: a DS, or the DNSKEY a DS refers to.",
      }),
    )
    .optional()
    .meta({
      description:
        'Mode "external" only: the DS records (and optionally their DNSKEYs). Order and spelling do not matter.',
    }),
  verifyAfterApply: z.boolean().default(true).meta({
    description:
      "Default true: check the registry and the delegation right after a change, and while it propagates.",
  }),
  waitFor: z.enum(dnssecWaitTargets).default("active").meta({
    description:
      '"active" (default): wait until the change is in force; "accepted": until the registry has taken it (propagation goes on after `up`).',
  }),
  timeoutSeconds: z.number().int().default(1800).meta({
    description:
      "How long one `up` waits (default 1800). Past it the change goes on and the next `up` waits on.",
  }),
});

/** A record as the API shows it: a DNSKEY with its tag. */
const canonicalRecord = z.discriminatedUnion("kind", [
  dsRecord,
  dnskeyRecord.extend({
    kind: z.literal("dnskey").meta({ description: "A DNSKEY of the zone." }),
    keyTag: z.number().int().meta({ description: "The key's tag, 0 to 65535." }),
    publicKey: z.string().meta({ description: "Base64, as in the DNSKEY's zone file line." }),
  }),
]);

const dnssecMode = z.enum(dnssecModes).meta({
  typeName: "DnssecMode",
  typeDescription:
    'Who signs the zone: "provider" (the service), "external" (elsewhere), or "none" (unsigned).',
});

/** A configuration as the API shows it, records canonical. */
const configuration = z.object({
  mode: dnssecMode.meta({ description: "Who signs the zone." }),
  state: z.enum(dnssecStates).meta({ description: "Whether DNSSEC is on in this configuration." }),
  records: z.array(canonicalRecord).meta({ description: "Its DS records, and the DNSKEYs given with them." }),
});

/** The outputs: the inputs (records as the API holds them) and what the API reports. */
export const outputProperties = inputProperties.extend({
  domain: inputProperties.shape.domain.meta({ description: "The domain." }),
  mode: inputProperties.shape.mode.meta({ description: "The mode asked for." }),
  state: inputProperties.shape.state.meta({ description: '"enabled" or "disabled", as asked for.' }),
  records: z
    .array(canonicalRecord)
    .optional()
    .meta({ description: "The records asked for, as the API holds them (DNSKEYs with their tags)." }),
  dnssecState: z
    .enum(["active", "pending", "inactive"])
    .meta({ description: "active, pending (a job runs) or inactive." }),
  desiredState: configuration
    .meta({
      typeName: "DnssecState",
      classTypeName: "DnssecStateOutput",
      typeDescription: "A DNSSEC configuration as the API shows it.",
    })
    .meta({ description: "The configuration asked for." }),
  liveState: configuration
    .extend({ zoneSigned: z.boolean().meta({ description: "Whether the zone is signed now." }) })
    .meta({ description: "The configuration in force and the DS records at the registry now." }),
  pendingJob: z
    .object({
      id: z.number().int().meta({ description: "The job's id." }),
      action: z.enum(dnssecJobActions).meta({ description: "What the job does." }),
      mode: dnssecMode.meta({ description: "The mode the job brings the domain to." }),
      phase: z
        .enum(dnssecJobPhases)
        .meta({ description: 'Where the job is now; "completed" and "cancelled" end it.' }),
      createdAt: z.string().meta({ description: "When the job was made (RFC 3339)." }),
      /** When the phase changes next, unless a verify comes first. */
      nextChangeAt: z
        .string()
        .optional()
        .meta({ description: "When the job's next phase is due (RFC 3339); absent once it has ended." }),
    })
    .meta({
      typeName: "DnssecJob",
      classTypeName: "DnssecJobOutput",
      typeDescription: "A DNSSEC job of the API: one change of a domain's registry DNSSEC, in phases.",
    })
    .optional()
    .meta({
      description: "The job under way when last read, if any: a change that the next `up` waits for.",
    }),
  dsRecords: z
    .array(
      dsRecord.omit({ kind: true }).meta({
        typeName: "DnssecDsRecord",
        typeDescription: "A DS record: what the parent zone publishes to anchor the domain's key.",
      }),
    )
    .meta({
      description: "The DS records of the configuration asked for (in provider mode, the service's).",
    }),
});

export const sdkView = {
  description:
    "Registry DNSSEC of a domain. The change is requested once and waited for with progress lines; a job already running is waited for, never cancelled. Delete disables DNSSEC (the registry removes the DS first) and waits until it is inactive. The Pulumi id is the domain.",
  outputs: ["domain", "mode", "state", "dnssecState", "desiredState", "liveState", "pendingJob", "dsRecords"],
} satisfies SdkView<typeof outputProperties>;
