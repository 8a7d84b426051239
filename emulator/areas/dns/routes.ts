import { dnsOperations } from "../../../provider/contract/dns";
import { usesAcmeScope } from "../../core/auth";
import { implement } from "../../core/router";
import { ACME_SCOPE } from "../../core/scopes";
import {
  addRecord,
  deleteRecord,
  getRecord,
  getZone,
  listZones,
  parseRrid,
  patchRecord,
  patchRecordByID,
} from "./model";
import { dnsState } from "./state";
import { recordView, zoneDetailView, zoneExportView, zoneSummaryView } from "./views";

const read = { scopes: ["dns:read" as const] };
const write = { scopes: ["dns:write" as const] };

/** DNS records and zones: parse, call the model, serialise. */
export const dnsRoutes = implement(dnsOperations, {
  AddRecord: {
    auth: { scopes: ["dns:write", ACME_SCOPE], acme: true },
    handle({ runtime, key, json }) {
      // A call admitted through acme-dns-challenge counts even when its body is then refused.
      const limited = usesAcmeScope(key);
      const { acmeLimiter } = dnsState(runtime.account);
      if (limited) acmeLimiter.hitCall(key);
      const admitZone = limited ? (zone: string) => acmeLimiter.admitZone(key, zone) : undefined;
      return recordView(addRecord(runtime.account, json(), { admitZone }));
    },
  },
  PatchRecord: {
    auth: write,
    handle: ({ runtime, json }) => recordView(patchRecord(runtime.account, json())),
  },
  GetRecord: {
    auth: read,
    handle: ({ runtime, params }) => recordView(getRecord(runtime.account, parseRrid(params.rrid ?? ""))),
  },
  PatchRecordByID: {
    auth: write,
    handle: ({ runtime, params, json }) =>
      recordView(patchRecordByID(runtime.account, parseRrid(params.rrid ?? ""), json())),
  },
  DeleteRecord: {
    auth: write,
    handle: ({ runtime, params }) => recordView(deleteRecord(runtime.account, parseRrid(params.rrid ?? ""))),
  },
  ListRecords: {
    auth: read,
    handle: ({ runtime, params }) => getZone(runtime.account, params.domain ?? "").records.map(recordView),
  },
  ListZones: {
    auth: read,
    handle: ({ runtime }) => listZones(runtime.account).map((z) => zoneSummaryView(runtime.account, z)),
  },
  GetZone: {
    auth: read,
    handle: ({ runtime, params }) =>
      zoneDetailView(runtime.account, getZone(runtime.account, params.domain ?? "")),
  },
  ExportZone: {
    auth: read,
    handle: ({ runtime, params }) =>
      zoneExportView(runtime.account, getZone(runtime.account, params.domain ?? "")),
  },
});
