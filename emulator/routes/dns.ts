import { usesAcmeScope } from "../auth";
import {
  addRecord,
  deleteRecord,
  getRecord,
  getZone,
  listZones,
  parseRrid,
  patchRecordById,
  patchRecordByNameType,
} from "../model/dns";
import type { Route } from "../router";
import { ACME_SCOPE } from "../scopes";
import { recordView, zoneDetailView, zoneExportView, zoneSummaryView } from "../views";

const read = { scopes: ["dns:read" as const] };
const write = { scopes: ["dns:write" as const] };
const tag = "DNS";
const list = (ref: string) => ({ type: "array", items: { $ref: `#/components/schemas/${ref}` } });

/** DNS record and zone endpoints: parse, call the model, serialise. */
export const dnsRoutes: Route[] = [
  {
    method: "POST",
    path: "/dns/rr",
    operationId: "AddRecord",
    auth: { scopes: ["dns:write", ACME_SCOPE], acme: true },
    doc: {
      summary: "Create a record; the zone is detected from its name",
      tag,
      request: "RecordRequest",
      response: "RecordResponse",
      errors: [400, 401, 403, 404, 417, 429, 500],
    },
    handle({ runtime, key, json }) {
      // A call admitted through acme-dns-challenge counts even when its body is then refused.
      const limited = usesAcmeScope(key);
      if (limited) runtime.limiter.hitCall(key);
      const admitZone = limited ? (zone: string) => runtime.limiter.admitZone(key, zone) : undefined;
      return recordView(addRecord(runtime.account, json(), { admitZone }));
    },
  },
  {
    method: "PATCH",
    path: "/dns/rr",
    operationId: "PatchRecord",
    auth: write,
    doc: {
      summary: "Update the one record with this name and type",
      tag,
      request: "RecordRequest",
      response: "RecordResponse",
      errors: [400, 401, 403, 404, 417, 500],
    },
    handle: ({ runtime, json }) => recordView(patchRecordByNameType(runtime.account, json())),
  },
  {
    method: "GET",
    path: "/dns/rr/{rrid}",
    operationId: "GetRecord",
    auth: read,
    doc: { summary: "Read a record", tag, response: "RecordResponse", errors: [400, 401, 403, 404, 500] },
    handle: ({ runtime, params }) => recordView(getRecord(runtime.account, parseRrid(params.rrid ?? ""))),
  },
  {
    method: "PATCH",
    path: "/dns/rr/{rrid}",
    operationId: "PatchRecordByID",
    auth: write,
    doc: {
      summary: "Merge fields onto a record; may change its name and type",
      tag,
      request: "RecordPatch",
      response: "RecordResponse",
      errors: [400, 401, 403, 404, 417, 500],
    },
    handle: ({ runtime, params, json }) =>
      recordView(patchRecordById(runtime.account, parseRrid(params.rrid ?? ""), json())),
  },
  {
    method: "DELETE",
    path: "/dns/rr/{rrid}",
    operationId: "DeleteRecord",
    auth: write,
    doc: {
      summary: "Delete a record; returns it",
      tag,
      response: "RecordResponse",
      errors: [400, 401, 403, 404, 500],
    },
    handle: ({ runtime, params }) => recordView(deleteRecord(runtime.account, parseRrid(params.rrid ?? ""))),
  },
  {
    method: "GET",
    path: "/dns/{domain}/rr",
    operationId: "ListRecords",
    auth: read,
    doc: {
      summary: "Records of a zone",
      tag,
      response: list("RecordResponse"),
      errors: [401, 403, 404, 500],
    },
    handle: ({ runtime, params }) => getZone(runtime.account, params.domain ?? "").records.map(recordView),
  },
  {
    method: "GET",
    path: "/dns/zones",
    operationId: "ListZones",
    auth: read,
    doc: { summary: "Zones of the account", tag, response: list("ZoneSummary"), errors: [401, 403, 500] },
    handle: ({ runtime }) => listZones(runtime.account).map((z) => zoneSummaryView(runtime.account, z)),
  },
  {
    method: "GET",
    path: "/dns/zones/{domain}",
    operationId: "GetZone",
    auth: read,
    doc: { summary: "A zone with its records", tag, response: "ZoneDetail", errors: [401, 403, 404, 500] },
    handle: ({ runtime, params }) =>
      zoneDetailView(runtime.account, getZone(runtime.account, params.domain ?? "")),
  },
  {
    method: "GET",
    path: "/dns/zones/{domain}/export",
    operationId: "ExportZone",
    auth: read,
    doc: {
      summary: "The zone as an RFC 1035 master file",
      tag,
      response: "ZoneExport",
      errors: [401, 403, 404, 500],
    },
    handle: ({ runtime, params }) =>
      zoneExportView(runtime.account, getZone(runtime.account, params.domain ?? "")),
  },
];
