export type {
  RecordRequest,
  RecordResponse,
  RecordType,
  ZoneDetail,
  ZoneExport,
  ZoneSummary,
} from "../wire/dns";
export { DnsApi } from "./dns-api";
export * from "./errors";
export { type ClientOptions, RegistrarClient } from "./registrar-client";
export { Transport, type TransportOptions } from "./transport";
