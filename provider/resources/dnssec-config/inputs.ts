import { z } from "zod";
import type { DnssecResponse } from "../../client/api";
import {
  type AcceptedFields,
  checked,
  choice,
  defaultOf,
  flag,
  isKnown,
  orUnknown,
  required,
  text,
  type Unknown,
  whole,
} from "../../common/input-checks";
import { unknownValue } from "../../common/unknown";
import {
  canonicalDigest,
  canonicalPublicKey,
  type DnssecRecordValue,
  dnskey,
  ds,
  fromApiRecords,
  sortRecords,
} from "../../domains/dnssec-records";
import { domainName } from "../../domains/domain-name";
import {
  dnssecConfigModes,
  dnssecConfigStates,
  dnssecRecordFields,
  dnssecWaitTargets,
  inputProperties,
} from "./properties";

type DnssecConfigMode = (typeof dnssecConfigModes)[number];

/**
 * DnssecConfig inputs after check: the domain as the API answers it (lower case, no trailing
 * dot), records canonical and sorted (external mode only), defaults applied. During preview any
 * value may be unknown. Not the declaration's output alone: check gives every DNSKEY its tag.
 */
export type DnssecConfigInputs = Omit<z.output<typeof inputProperties>, "records"> & {
  records?: DnssecRecordValue[];
};

const fields = {
  // Required, checked in the transform (see `required`).
  domain: text().optional(),
  mode: text().optional(),
  state: text().optional(),
  records: orUnknown(
    z.array(z.union([z.record(z.string(), z.unknown()), z.literal(unknownValue)])),
    'must be a list of records such as { kind: "ds", keyTag, algorithm, digestType, digest }',
  ).optional(),
  verifyAfterApply: flag().optional(),
  waitFor: text().optional(),
  timeoutSeconds: whole().optional(),
} satisfies AcceptedFields<typeof inputProperties>;

const recordFields = dnssecRecordFields;
const declared = inputProperties.shape;

type Issue = (path: (string | number)[], message: string) => void;

function integer(
  issue: Issue,
  record: Record<string, unknown>,
  at: (string | number)[],
  field: string,
  max: number,
): number | Unknown | undefined {
  const value = record[field];
  if (value === unknownValue) return unknownValue;
  if (value === undefined) {
    issue([...at, field], "is required");
  } else if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > max) {
    issue([...at, field], `must be a whole number from 0 to ${max}`);
  } else {
    return value;
  }
  return undefined;
}

/** One record in canonical form, or issues on its fields (then undefined); unknown if a field is. */
function recordOf(
  issue: Issue,
  raw: Record<string, unknown>,
  i: number,
): DnssecRecordValue | Unknown | undefined {
  const at = ["records", i];
  const kind = typeof raw.kind === "string" ? raw.kind.toLowerCase() : raw.kind;
  if (kind === unknownValue) return unknownValue;
  if (kind !== "ds" && kind !== "dnskey") {
    issue([...at, "kind"], 'must be "ds" or "dnskey"');
    return undefined;
  }
  for (const key of Object.keys(raw)) {
    if (!(recordFields[kind] as readonly string[]).includes(key)) {
      issue(
        [...at, key],
        `is not a field of a ${kind.toUpperCase()} record (${recordFields[kind].join(", ")})`,
      );
    }
  }
  const algorithm = integer(issue, raw, at, "algorithm", 255);
  if (kind === "ds") {
    const keyTag = integer(issue, raw, at, "keyTag", 65535);
    const digestType = integer(issue, raw, at, "digestType", 255);
    const digest = raw.digest;
    if (digest === unknownValue || digestType === unknownValue) return unknownValue;
    if (typeof digest !== "string") {
      issue([...at, "digest"], digest === undefined ? "is required" : "must be a string of hex digits");
      return undefined;
    }
    let hex: string | undefined;
    try {
      hex = canonicalDigest(digest, typeof digestType === "number" ? digestType : 0);
    } catch (error) {
      issue([...at, "digest"], (error as Error).message);
    }
    if (!isKnown(keyTag) || !isKnown(algorithm) || !isKnown(digestType) || hex === undefined) {
      return keyTag === unknownValue || algorithm === unknownValue ? unknownValue : undefined;
    }
    return ds(keyTag, algorithm, digestType, hex);
  }
  const flags = integer(issue, raw, at, "flags", 65535);
  const protocol = integer(issue, raw, at, "protocol", 255);
  const key = raw.publicKey;
  if (key === unknownValue || [flags, protocol, algorithm, raw.keyTag].includes(unknownValue))
    return unknownValue;
  if (typeof key !== "string") {
    issue([...at, "publicKey"], key === undefined ? "is required" : "must be a base64 string");
    return undefined;
  }
  let publicKey: string | undefined;
  try {
    publicKey = canonicalPublicKey(key);
  } catch (error) {
    issue([...at, "publicKey"], (error as Error).message);
  }
  if (!isKnown(flags) || !isKnown(protocol) || !isKnown(algorithm) || publicKey === undefined)
    return undefined;
  const record = dnskey(flags, protocol, algorithm, publicKey);
  if (raw.keyTag !== undefined && raw.keyTag !== record.keyTag) {
    issue(
      [...at, "keyTag"],
      `is ${String(raw.keyTag)}, but the key's tag is ${record.keyTag}: remove keyTag or correct it`,
    );
  }
  return record;
}

/** Validates and normalizes DnssecConfig inputs: the schema `check` runs. */
export const dnssecConfigInputs = z.strictObject(fields).transform((v, ctx): DnssecConfigInputs => {
  const issue: Issue = (path, message) => ctx.addIssue({ code: "custom", path, message });
  const given = required(ctx, "domain", v.domain);
  const domain = (given !== undefined && checked(ctx, ["domain"], given, domainName)) || "";
  const mode = choice(ctx, "mode", required(ctx, "mode", v.mode), dnssecConfigModes);
  const state = choice(ctx, "state", v.state, dnssecConfigStates) ?? defaultOf(declared.state);
  if (typeof v.timeoutSeconds === "number" && v.timeoutSeconds < 1) {
    issue(["timeoutSeconds"], "must be at least 1 second");
  }

  let records: DnssecRecordValue[] | Unknown | undefined;
  let badRecord = false;
  if (v.records === unknownValue) {
    records = unknownValue;
  } else if (v.records !== undefined) {
    if (mode === "provider") {
      issue(
        ["records"],
        'apply only to mode "external": in mode "provider" the service makes the keys and DS records (see the dsRecords output); remove records',
      );
    }
    const parsed = v.records.map((raw, i) => (raw === unknownValue ? unknownValue : recordOf(issue, raw, i)));
    badRecord = parsed.includes(undefined);
    if (parsed.includes(unknownValue)) records = unknownValue;
    else records = sortRecords(parsed.filter((r): r is DnssecRecordValue => r !== undefined));
  }
  if (mode === "external" && state === "enabled" && isKnown(records) && !badRecord) {
    if (!records.some((record) => record.kind === "ds")) {
      issue(
        ["records"],
        'mode "external" with state "enabled" needs at least one DS record (kind "ds"): give the DS records of your DNS host\'s key',
      );
    }
  } else if (mode === "external" && state === "enabled" && records === undefined) {
    issue(
      ["records"],
      'is required for mode "external" with state "enabled": give the DS records of your DNS host\'s key',
    );
  }

  const out: DnssecConfigInputs = {
    domain,
    mode: (mode ?? "provider") as DnssecConfigMode,
    state,
    verifyAfterApply: v.verifyAfterApply ?? defaultOf(declared.verifyAfterApply),
    waitFor: choice(ctx, "waitFor", v.waitFor, dnssecWaitTargets) ?? defaultOf(declared.waitFor),
    timeoutSeconds: v.timeoutSeconds ?? defaultOf(declared.timeoutSeconds),
  } as DnssecConfigInputs;
  if (records !== undefined) out.records = records as DnssecRecordValue[];
  return out;
});

/**
 * The inputs a program declares to take a domain's DNSSEC over as the API asks for it now: its
 * mode, and an external mode's records (DS, and DNSKEY without the tag check's keyTag); disabled,
 * `state: "disabled"` with mode "provider" (a disabled configuration has no mode in the API).
 */
export function declaredDnssec(dnssec: DnssecResponse): Record<string, unknown> {
  const desired = dnssec.desired_state;
  if (desired.state !== "enabled" || desired.mode === "none") {
    return { domain: dnssec.domain, mode: "provider", state: "disabled" };
  }
  if (desired.mode !== "external") return { domain: dnssec.domain, mode: desired.mode };
  const records = fromApiRecords(desired.records).map((record) =>
    record.kind === "ds"
      ? {
          kind: "ds",
          keyTag: record.keyTag,
          algorithm: record.algorithm,
          digestType: record.digestType,
          digest: record.digest,
        }
      : {
          kind: "dnskey",
          flags: record.flags,
          protocol: record.protocol,
          algorithm: record.algorithm,
          publicKey: record.publicKey,
        },
  );
  return { domain: dnssec.domain, mode: desired.mode, records };
}
