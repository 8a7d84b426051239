import type { z } from "zod";
import type { Owner } from "../../dns/ownership";
import type { fromApi } from "../../dns/record-values";
import type { DnsRecordInputs } from "./inputs";
import type { outputProperties } from "./properties";

/**
 * Outputs: the declared outputs but the id (`recordId`, the resource's id, not stored again: the
 * engine writes every stored property at every checkpoint, so each one costs in proportion to
 * the stack's size), and the owner tag, which the front ends set.
 */
export type DnsRecordOutputs = Omit<z.output<typeof outputProperties>, "recordId"> & { ownerTag?: string };

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
