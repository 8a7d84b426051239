import type { Owner } from "../../dns/ownership";
import type { CaaTag } from "../../dns/record-types";
import type { CanonicalRecord, fromApi } from "../../dns/record-values";
import type { DnsRecordInputs } from "./inputs";

/**
 * Outputs: the record as the API holds it (canonical, the note without the marker) and its zone.
 * Its API id is the resource's id, not stored again: the engine writes every stored property at
 * every checkpoint, so each one costs in proportion to the stack's size.
 */
export interface DnsRecordOutputs extends CanonicalRecord {
  zone: string;
  /** The API gives every record its ttl, its default where none was sent. */
  ttl: number;
  tag?: CaaTag;
  adoptExisting?: boolean;
  ownerTag?: string;
}

/** A record as the API holds it, canonical, its ownership marker split from the note. */
export type ApiRecord = ReturnType<typeof fromApi> & { owner?: Owner };

/** The outputs of a record read or written, with the settings of the inputs or the old outputs. */
export function outputs(settings: DnsRecordInputs | DnsRecordOutputs, record: ApiRecord): DnsRecordOutputs {
  const { owner: _owner, recordId: _id, ...rest } = record;
  const out: DnsRecordOutputs = { ...rest };
  if (settings.adoptExisting !== undefined) out.adoptExisting = settings.adoptExisting;
  if (settings.ownerTag !== undefined) out.ownerTag = settings.ownerTag;
  return out;
}
