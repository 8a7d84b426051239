import { z } from "zod";
import { operation } from "./operation";
import { domainParam, named } from "./shapes";

/** DNS records and zones. */

export const recordTypes = ["A", "AAAA", "CNAME", "CAA", "ALIAS", "MX", "TXT"] as const;
export const recordType = named("RecordType", z.enum(recordTypes));

const recordFields = {
  name: z.string().describe("Fully qualified name ending with a period"),
  type: recordType.optional().describe("May be omitted only when data is an IPv4 or IPv6 address"),
  ttl: z.int().min(60).max(86400).optional().describe("Seconds, 60 to 86400"),
  annotation: z.string().optional().describe('A note stored with the record; "" removes it'),
  data: z.string().describe("IPv4, IPv6, target name, CAA value or TXT text"),
  priority: z.int().optional().describe("MX only"),
  flags: z.int().optional().describe("CAA only"),
  tag: z.string().optional().describe("CAA only"),
};

/** recordRequest: body of AddRecord and PatchRecord. */
export const recordRequest = named("RecordRequest", z.object(recordFields));

/** Body of PatchRecordByID: fields merged onto the record, the result checked like a create. */
export const recordPatch = named("RecordPatch", z.object(recordFields).partial());

/** recordResponse: the stored record, its id (rrid) and its zone. */
export const recordResponse = named(
  "RecordResponse",
  z.object({
    id: z.union([z.int().positive(), z.string().min(1)]).describe("The record id (rrid)"),
    zone: z.string(),
    name: z.string(),
    type: recordType,
    ttl: z.int(),
    data: z.string(),
    annotation: z.string().nullish(),
    priority: z.int().nullish(),
    flags: z.int().nullish(),
    tag: z.string().nullish(),
  }),
);

/** A domain's DNSSEC status (dnssec_state): the same values wherever it appears. */
export const dnssecStatus = z.enum(["active", "pending", "inactive"]);

export const zoneSummary = named(
  "ZoneSummary",
  z.object({
    name: z.string(),
    record_count: z.int(),
    serial: z.int(),
    dnssec_state: dnssecStatus.optional(),
  }),
);

export const zoneDetail = named(
  "ZoneDetail",
  z.object({
    name: z.string(),
    serial: z.int(),
    dnssec_state: dnssecStatus.optional(),
    nameservers: z.array(z.string()),
    records: z.array(recordResponse),
  }),
);

export const zoneExport = named(
  "ZoneExport",
  z.object({
    name: z.string(),
    format: z.literal("bind"),
    zonefile: z.string().describe("The zone in RFC 1035 master-file format"),
  }),
);

const rridParam = z.object({
  rrid: z
    .string()
    .regex(/^[0-9]+$/)
    .describe("Record id"),
});
const area = "DNS";

export const dnsOperations = {
  AddRecord: operation({
    operationId: "AddRecord",
    method: "POST",
    path: "/dns/rr",
    area,
    summary: "Create a record; the zone is detected from its name",
    body: recordRequest,
    response: recordResponse,
    errors: [400, 401, 403, 404, 417, 429, 500],
  }),
  PatchRecord: operation({
    operationId: "PatchRecord",
    method: "PATCH",
    path: "/dns/rr",
    area,
    summary: "Update the one record with this name and type",
    body: recordRequest,
    response: recordResponse,
    errors: [400, 401, 403, 404, 417, 500],
    // The fields sent are the record's values, not changes to them: twice is the same as once.
    idempotent: true,
  }),
  GetRecord: operation({
    operationId: "GetRecord",
    method: "GET",
    path: "/dns/rr/{rrid}",
    area,
    summary: "Read a record",
    params: rridParam,
    response: recordResponse,
    errors: [400, 401, 403, 404, 500],
  }),
  PatchRecordByID: operation({
    operationId: "PatchRecordByID",
    method: "PATCH",
    path: "/dns/rr/{rrid}",
    area,
    summary: "Merge fields onto a record; may change its name and type",
    params: rridParam,
    body: recordPatch,
    response: recordResponse,
    errors: [400, 401, 403, 404, 417, 500],
    // The fields sent are merged as values: twice is the same as once.
    idempotent: true,
  }),
  DeleteRecord: operation({
    operationId: "DeleteRecord",
    method: "DELETE",
    path: "/dns/rr/{rrid}",
    area,
    summary: "Delete a record; returns it",
    params: rridParam,
    response: recordResponse,
    errors: [400, 401, 403, 404, 500],
  }),
  ListRecords: operation({
    operationId: "ListRecords",
    method: "GET",
    path: "/dns/{domain}/rr",
    area,
    summary: "Records of a zone",
    params: domainParam,
    response: z.array(recordResponse),
    errors: [401, 403, 404, 500],
  }),
  ListZones: operation({
    operationId: "ListZones",
    method: "GET",
    path: "/dns/zones",
    area,
    summary: "Zones of the account",
    response: z.array(zoneSummary),
    errors: [401, 403, 500],
  }),
  GetZone: operation({
    operationId: "GetZone",
    method: "GET",
    path: "/dns/zones/{domain}",
    area,
    summary: "A zone with its records",
    params: domainParam,
    response: zoneDetail,
    errors: [401, 403, 404, 500],
  }),
  ExportZone: operation({
    operationId: "ExportZone",
    method: "GET",
    path: "/dns/zones/{domain}/export",
    area,
    summary: "The zone as an RFC 1035 master file",
    params: domainParam,
    response: zoneExport,
    errors: [401, 403, 404, 500],
  }),
} as const;
