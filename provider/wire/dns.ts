import { z } from "zod";

/** The seven record variants of the API. */
export const recordTypes = ["A", "AAAA", "CNAME", "CAA", "ALIAS", "MX", "TXT"] as const;
export const recordType = z.enum(recordTypes);
export type RecordType = z.infer<typeof recordType>;

/**
 * recordRequest as sent on the wire (POST /dns/rr, PATCH /dns/rr, PATCH /dns/rr/{rrid}).
 * Shape only: each side validates the variant rules with its own code.
 */
export const recordRequest = z.object({
  name: z.string(),
  type: recordType.optional(),
  ttl: z.number().int().optional(),
  annotation: z.string().optional(),
  data: z.string(),
  priority: z.number().int().optional(),
  flags: z.number().int().optional(),
  tag: z.string().optional(),
});
export type RecordRequest = z.infer<typeof recordRequest>;

/** recordResponse: the stored record with its id (rrid) and the zone it lives in. */
export const recordResponse = z.looseObject({
  id: z.union([z.number().int(), z.string().min(1)]).transform(String),
  zone: z.string(),
  name: z.string(),
  type: recordType,
  ttl: z.number().int(),
  annotation: z.string().nullish(),
  data: z.string(),
  priority: z.number().int().nullish(),
  flags: z.number().int().nullish(),
  tag: z.string().nullish(),
});
export type RecordResponse = z.infer<typeof recordResponse>;

/** Element of GET /dns/zones. */
export const zoneSummary = z.looseObject({
  name: z.string(),
  record_count: z.number().int(),
  dnssec_state: z.string().optional(),
});
export type ZoneSummary = z.infer<typeof zoneSummary>;

/** GET /dns/zones/{domain}. */
export const zoneDetail = z.looseObject({
  name: z.string(),
  serial: z.number().int(),
  nameservers: z.array(z.string()),
  records: z.array(recordResponse),
});
export type ZoneDetail = z.infer<typeof zoneDetail>;

/** GET /dns/zones/{domain}/export: the zone in master-file (RFC 1035) format. */
export const zoneExport = z.looseObject({
  name: z.string(),
  format: z.literal("bind"),
  zonefile: z.string(),
});
export type ZoneExport = z.infer<typeof zoneExport>;

/** GET /meta/token: what the calling credential is. */
export const tokenInfo = z.looseObject({
  key_id: z.string(),
  account: z.string(),
  scopes: z.array(z.string()),
});
export type TokenInfo = z.infer<typeof tokenInfo>;
