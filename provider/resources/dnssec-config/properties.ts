import { z } from "zod";
import { dnssecJobActions, dnssecJobPhases, dnssecModes, dnssecStates } from "../../contract/dnssec";

export const dnssecConfigModes = ["provider", "external"] as const;
export const dnssecConfigStates = ["enabled", "disabled"] as const;
export const dnssecWaitTargets = ["active", "accepted"] as const;

/** A DS record's fields: what the parent zone publishes to anchor the domain's key. */
const dsRecord = z.object({
  kind: z.literal("ds"),
  keyTag: z.number().int(),
  algorithm: z.number().int(),
  digestType: z.number().int(),
  digest: z.string(),
});

/** A DNSKEY's fields as a program gives them: its tag is checked against the key when given. */
const dnskeyRecord = z.object({
  kind: z.literal("dnskey"),
  keyTag: z.number().int().optional(),
  flags: z.number().int(),
  protocol: z.number().int(),
  algorithm: z.number().int(),
  publicKey: z.string(),
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
  domain: z.string(),
  mode: z.enum(dnssecConfigModes),
  state: z.enum(dnssecConfigStates).default("enabled"),
  /** External mode: the DS (and DNSKEY) records the registry publishes. */
  records: z.array(z.discriminatedUnion("kind", [dsRecord, dnskeyRecord])).optional(),
  verifyAfterApply: z.boolean().default(true),
  waitFor: z.enum(dnssecWaitTargets).default("active"),
  timeoutSeconds: z.number().int().default(1800),
});

/** A record as the API shows it: a DNSKEY with its tag. */
const canonicalRecord = z.discriminatedUnion("kind", [
  dsRecord,
  dnskeyRecord.extend({ keyTag: z.number().int() }),
]);

/** A configuration as the API shows it, records canonical. */
const configuration = z.object({
  mode: z.enum(dnssecModes),
  state: z.enum(dnssecStates),
  records: z.array(canonicalRecord),
});

/** The outputs: the inputs (records as the API holds them) and what the API reports. */
export const outputProperties = inputProperties.extend({
  records: z.array(canonicalRecord).optional(),
  dnssecState: z.enum(["active", "pending", "inactive"]),
  desiredState: configuration,
  /** The configuration in force and the DS records at the registry now. */
  liveState: configuration.extend({ zoneSigned: z.boolean() }),
  pendingJob: z
    .object({
      id: z.number().int(),
      action: z.enum(dnssecJobActions),
      mode: z.enum(dnssecModes),
      phase: z.enum(dnssecJobPhases),
      createdAt: z.string(),
      /** When the phase changes next, unless a verify comes first. */
      nextChangeAt: z.string().optional(),
    })
    .optional(),
  /** The DS records the registry publishes for the configuration asked for. */
  dsRecords: z.array(dsRecord.omit({ kind: true })),
});
