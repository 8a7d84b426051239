import { z } from "zod";
import {
  type RecordRequest,
  type RecordResponse,
  recordResponse,
  tokenInfo,
  zoneDetail,
  zoneExport,
  zoneSummary,
} from "../wire/dns";
import type { Transport } from "./transport";

const rrPath = (id: string) => `/dns/rr/${encodeURIComponent(id)}`;
const zonePath = (zone: string) => encodeURIComponent(zone.replace(/\.$/, ""));

/** DNS records and zones. */
export class DnsApi {
  constructor(private readonly transport: Transport) {}

  /** POST /dns/rr: the zone is detected from the name. Never retried: see DnsRecord's create. */
  createRecord(record: RecordRequest): Promise<RecordResponse> {
    return this.transport.call("POST", "/dns/rr", { body: record, response: recordResponse });
  }

  /** PATCH /dns/rr: updates the record found by name and type. */
  patchRecordByNameAndType(record: RecordRequest): Promise<RecordResponse> {
    return this.transport.call("PATCH", "/dns/rr", { body: record, response: recordResponse });
  }

  getRecord(id: string): Promise<RecordResponse> {
    return this.transport.call("GET", rrPath(id), { response: recordResponse });
  }

  /** PATCH /dns/rr/{rrid}: may change name and type in place. */
  updateRecord(id: string, record: RecordRequest): Promise<RecordResponse> {
    return this.transport.call("PATCH", rrPath(id), { body: record, response: recordResponse });
  }

  async deleteRecord(id: string): Promise<void> {
    await this.transport.call("DELETE", rrPath(id), { response: z.unknown() });
  }

  listRecords(zone: string): Promise<RecordResponse[]> {
    return this.transport.call("GET", `/dns/${zonePath(zone)}/rr`, { response: z.array(recordResponse) });
  }

  listZones() {
    return this.transport.call("GET", "/dns/zones", { response: z.array(zoneSummary) });
  }

  getZone(zone: string) {
    return this.transport.call("GET", `/dns/zones/${zonePath(zone)}`, { response: zoneDetail });
  }

  exportZone(zone: string) {
    return this.transport.call("GET", `/dns/zones/${zonePath(zone)}/export`, { response: zoneExport });
  }

  /** GET /meta/token: the calling credential and its scopes. */
  tokenInfo() {
    return this.transport.call("GET", "/meta/token", { response: tokenInfo });
  }
}
