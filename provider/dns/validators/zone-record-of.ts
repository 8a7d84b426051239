import type { RecordResponse } from "../../client/api";
import { variantFieldNames } from "../record-types";
import { fromApi } from "../record-values";
import type { ZoneRecord } from "./finding";

/** A record the validators read, from a canonical record (the API's or a zone file's, fully qualified). */
export function zoneRecordOf(record: {
  name: string;
  type: string;
  data: string;
  ttl?: number;
  priority?: number;
  flags?: number;
  tag?: string;
}): ZoneRecord {
  const out: ZoneRecord = { name: record.name, type: record.type, data: record.data };
  for (const field of ["ttl", ...variantFieldNames] as const) {
    if (record[field] !== undefined) Object.assign(out, { [field]: record[field] });
  }
  return out;
}

/** A zone's records as the API lists them (GET /dns/{domain}/rr), as the validators read them. */
export function zoneRecordsOfApi(listed: readonly RecordResponse[]): ZoneRecord[] {
  return listed.map((record) => zoneRecordOf(fromApi(record)));
}
