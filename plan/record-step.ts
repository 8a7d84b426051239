import { unknownValue } from "../provider/common/unknown";
import { withoutTrailingDot } from "../provider/dns/fqdn";
import { variantFieldNames } from "../provider/dns/record-types";
import { recordKey } from "../provider/dns/zone-keys";
import { type DnsRecordInputs, dnsRecordInputNames } from "../provider/resources/dns-record/inputs";
import type { DnsRecordOutputs } from "../provider/resources/dns-record/outputs";
import { fieldChanges } from "./field-changes";
import type { Operation } from "./plan";
import type { StepDetail } from "./step-detail";

/**
 * What a DnsRecord's diff compares: the record's name and value (the key, in the table of record
 * types' order), then every other declared input the program sets but its zone and the findings
 * it silences, which change nothing of the record.
 */
const key = ["name", "type", "data", ...variantFieldNames];
export const recordStepFields = [
  ...key,
  ...dnsRecordInputNames.filter((name) => !key.includes(name) && name !== "zone" && name !== "allow"),
];

/** A DnsRecord's step: the record by its full key (`api.example.com A 192.0.2.10`), and what changes. */
export function recordStep(
  op: Operation,
  olds: DnsRecordOutputs | undefined,
  news: DnsRecordInputs | undefined,
): StepDetail {
  const before = olds ? fullKey(olds) : undefined;
  const after = news ? fullKey(news) : undefined;
  const notes: string[] = [];
  if (op === "create" && news?.adoptExisting)
    notes.push("a record with this name and value is adopted if it exists");
  if (op === "update" && olds?.ownerTag !== undefined && news?.ownerTag !== olds.ownerTag) {
    notes.push("its ownership marker follows the resource's new name");
  }
  return {
    subject: (op === "delete" ? before : after) ?? "",
    ...(op !== "delete" && op !== "create" && before !== undefined && before !== after
      ? { previously: before }
      : {}),
    changes: (op === "update" || op === "replace") && news ? fieldChanges(olds, news, recordStepFields) : [],
    notes,
  };
}

/** The record's key in the root zone: its full name (no final dot), type and value, as a zone's keys write them. */
function fullKey(record: DnsRecordInputs | DnsRecordOutputs): string {
  const parts: unknown[] = [
    record.name,
    record.type,
    record.data,
    ...variantFieldNames.map((field) => record[field]),
  ];
  if (parts.some((part) => part === unknownValue)) {
    const name = record.name === unknownValue ? "(known after up)" : withoutTrailingDot(record.name);
    return `${name} ${(record.type as string) === unknownValue ? "" : `${record.type} `}(known after up)`;
  }
  return recordKey(record, ".");
}
