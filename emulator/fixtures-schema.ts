import { z } from "zod";
import { assistantSettingsSchema, billingSchema } from "./areas/assistant/fixtures";
import { tlsSettingsSchema } from "./areas/tls/fixtures";
import { API_KEY_PATTERN } from "./core/api-key";
import { isIPv4, isIPv6 } from "./core/ip";
import { parseFqdn } from "./core/names";
import { scopes } from "./core/scopes";

/**
 * The fixture format: the whole starting state of the emulated account. Records are kept as
 * loose objects here because the model validates them with exactly the rules the API applies
 * (see model/record.ts), so a fixture can never hold a record the API would refuse.
 */

/** A domain or host name, trailing dot optional, checked with the API's own name rules. */
const hostname = z.string().refine((name) => {
  try {
    parseFqdn(name.endsWith(".") ? name : `${name}.`, "name");
    return true;
  } catch {
    return false;
  }
}, "not a valid domain name");
const isoDate = z.iso.date();

const keySchema = z.strictObject({
  id: z.string().min(1),
  key: z.string().regex(API_KEY_PATTERN, "must be 1–256 visible ASCII characters without spaces"),
  scopes: z.array(z.enum(scopes)),
  /** Limits for keys authorised on POST /dns/rr only through acme-dns-challenge. */
  acme: z
    .strictObject({
      callsPerMinute: z.number().int().min(1).optional(),
      zonesPerDay: z.number().int().min(1).optional(),
    })
    .optional(),
});

const vanitySetSchema = z.strictObject({
  id: z.number().int().min(1),
  name: z.string().min(1),
  nameservers: z
    .array(
      z.strictObject({
        name: hostname,
        /** Glue, exported when the nameserver lies inside a zone it serves. */
        ipv4: z.string().refine(isIPv4, "not an IPv4 address").optional(),
        ipv6: z.string().refine(isIPv6, "not an IPv6 address").optional(),
      }),
    )
    .min(2),
});

const domainSchema = z.strictObject({
  name: hostname,
  owner_label: z.string(),
  renewal_status: z.enum(["auto-renew", "manual-renew", "cancelled"]),
  expires_at: isoDate,
  dnssec_status: z.enum(["active", "pending", "inactive"]),
  nameserver_mode: z.enum(["standard", "vanity", "external"]),
  vanity_set_id: z.number().int().optional(),
  external_nameservers: z.array(hostname).optional(),
  /** pending: a transfer between registrars runs; the registry refuses changes meanwhile. */
  transfer_status: z.enum(["none", "pending"]).default("none"),
  /** basic plans do not include vanity nameservers. */
  plan: z.enum(["basic", "pro"]).default("pro"),
  /** Rule classes of the domain guardian: the changes it blocks (403). */
  guardian_rules: z.array(z.enum(["ns_change", "transfer_out"])).default([]),
});

const zoneSchema = z.strictObject({
  name: hostname,
  /** Starting SOA serial; default: the clock's date as YYYYMMDD00. */
  serial: z.number().int().min(1).max(4294967295).optional(),
  records: z.array(z.record(z.string(), z.unknown())).default([]),
});

const hostingSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string(),
  plan: z.string(),
  primary_domain: hostname,
  status: z.enum(["active", "suspended"]).default("active"),
  aliases: z.array(z.strictObject({ domain: hostname, redirect: z.boolean().default(false) })).default([]),
  databases: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        engine: z.enum(["mysql", "postgresql"]),
        size_mb: z.number().int().min(0),
        username: z.string().min(1),
        /** Kept so the API can prove it never returns it. */
        password: z.string(),
      }),
    )
    .default([]),
});

function unique<T>(items: readonly T[], keyOf: (item: T) => string): string | undefined {
  const seen = new Set<string>();
  for (const item of items) {
    const key = keyOf(item);
    if (seen.has(key)) return key;
    seen.add(key);
  }
  return undefined;
}

const bare = (name: string) => name.toLowerCase().replace(/\.$/, "");

export const fixturesSchema = z
  .strictObject({
    account: z.strictObject({ id: z.string().min(1), name: z.string() }),
    standardNameservers: z.array(hostname).min(2),
    keys: z.array(keySchema).default([]),
    vanityNameserverSets: z.array(vanitySetSchema).default([]),
    domains: z.array(domainSchema).default([]),
    zones: z.array(zoneSchema).default([]),
    hostingPackages: z.array(hostingSchema).default([]),
    /** Billing data, shown by the assistant to keys with billing:read. */
    billing: billingSchema.prefault({ currency: "EUR" }),
    assistant: assistantSettingsSchema.prefault({}),
    /** The emulated CA's settings. */
    tls: tlsSettingsSchema.prefault({}),
    /** Names the registry lookup reports as taken, besides the account's own domains. */
    registeredDomains: z.array(hostname).default([]),
  })
  .superRefine((f, ctx) => {
    const duplicates: Array<[string, string | undefined]> = [
      ["keys", unique(f.keys, (k) => `key id ${k.id}`)],
      ["keys", unique(f.keys, (k) => k.key) && "key value (two keys share one secret)"],
      ["vanityNameserverSets", unique(f.vanityNameserverSets, (s) => `set id ${s.id}`)],
      ["domains", unique(f.domains, (d) => `domain ${bare(d.name)}`)],
      ["zones", unique(f.zones, (z) => `zone ${bare(z.name)}`)],
      ["hostingPackages", unique(f.hostingPackages, (h) => `package id ${h.id}`)],
    ];
    for (const [path, value] of duplicates) {
      if (value) ctx.addIssue({ code: "custom", path: [path], message: `duplicate ${value}` });
    }
    f.domains.forEach((d, i) => {
      const set = f.vanityNameserverSets.some((s) => s.id === d.vanity_set_id);
      if (d.nameserver_mode === "vanity" && !set) {
        ctx.addIssue({
          code: "custom",
          path: ["domains", i, "vanity_set_id"],
          message: "nameserver_mode vanity needs the id of a vanity set",
        });
      }
      if (d.nameserver_mode === "external" && !d.external_nameservers?.length) {
        ctx.addIssue({
          code: "custom",
          path: ["domains", i, "external_nameservers"],
          message: "nameserver_mode external needs external_nameservers",
        });
      }
      // The service signs only zones on its own nameservers; external DS records come from the API.
      if (d.dnssec_status !== "inactive" && d.nameserver_mode === "external") {
        ctx.addIssue({
          code: "custom",
          path: ["domains", i, "dnssec_status"],
          message: "DNSSEC of a domain on external nameservers can only be enabled through the API",
        });
      }
    });
  });
