import { httpCall } from "./http-call";

export interface ApiRecord {
  id: number | string;
  zone: string;
  name: string;
  type: string;
  ttl: number;
  data: string;
  annotation?: string | null;
  priority?: number | null;
  flags?: number | null;
  tag?: string | null;
}

/** The fields of a TLS certificate order that tests look at. */
export interface ApiCertificate {
  id: string;
  status: string;
  common_name: string;
  dns_names: string[];
  serial_number: string | null;
  reissue_pending: boolean;
  renewal_of_certificate_id: string | null;
  renewed_by_certificate_id: string | null;
}

/** The parts of a domain's registry DNSSEC that tests look at. */
export interface ApiDnssec {
  dnssec_state: "active" | "pending" | "inactive";
  desired_state: { mode: string; state: string; records: unknown[] };
  live_state: { mode: string; state: string; records: unknown[]; zone_signed: boolean };
  pending_job: { id: number; action: string; phase: string } | null;
}

/** A domain's nameserver delegation. */
export interface ApiNameservers {
  domain: string;
  mode: "standard" | "vanity" | "external";
  vanity_set_id: number | null;
  nameservers: string[];
}

export type RegistrarApi = ReturnType<typeof registrarApi>;

/**
 * The registrar API over plain HTTP, as someone working outside Pulumi uses it: the tests'
 * out-of-band changes and checks, independent of the package's own client.
 */
export function registrarApi(baseUrl: string, apiKey: string) {
  const call = async <T>(
    method: "GET" | "PATCH" | "POST" | "PUT" | "DELETE",
    path: string,
    body?: unknown,
  ) => {
    const answer = await httpCall(`${baseUrl}${path}`, method, { body, headers: { "x-api-key": apiKey } });
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
    return answer.body.response as T;
  };
  return {
    zone: (zone: string) =>
      call<{ name: string; serial: number; nameservers: string[] }>("GET", `/dns/zones/${zone}`),
    records: (zone: string) => call<ApiRecord[]>("GET", `/dns/${zone}/rr`),
    record: (id: string) => call<ApiRecord>("GET", `/dns/rr/${id}`),
    /** The names of the account's domains (first 100). */
    domains: async () =>
      (await call<{ domains: { name: string }[] }>("GET", "/domains?pageSize=100")).domains.map(
        (d) => d.name,
      ),
    patchRecord: (id: string, fields: Partial<ApiRecord>) =>
      call<ApiRecord>("PATCH", `/dns/rr/${id}`, fields),
    addRecord: (fields: Omit<Partial<ApiRecord>, "id" | "zone">) =>
      call<ApiRecord>("POST", "/dns/rr", fields),
    /** A TLS certificate order as the API shows it (status, version, serial, …). */
    certificate: (id: string) => call<ApiCertificate>("GET", `/tls/certificate/${id}`),
    certificates: () => call<ApiCertificate[]>("GET", "/tls/certificate"),
    /** PEM of an order's current version: leaf, chain, fullchain, or the CA's root. */
    async download(id: string, format: "leaf" | "chain" | "fullchain" | "root"): Promise<string> {
      return (await call<{ pem: string }>("GET", `/tls/certificate/${id}/download/${format}`)).pem;
    },
    dnssec: (domain: string) => call<ApiDnssec>("GET", `/dns/${domain}/dnssec`),
    putDnssec: (domain: string, body: { mode: string; state: string; records?: unknown[] }) =>
      call<ApiDnssec>("PUT", `/dns/${domain}/dnssec`, body),
    nameservers: (domain: string) => call<ApiNameservers>("GET", `/domains/${domain}/nameservers`),
    putNameservers: (domain: string, vanitySetId: number | null) =>
      call<ApiNameservers>("PUT", `/domains/${domain}/nameservers`, { vanity_set_id: vanitySetId }),
    /** Every zone's records, by zone name. */
    async allRecords(): Promise<Record<string, ApiRecord[]>> {
      const zones = await call<{ name: string }[]>("GET", "/dns/zones");
      return Object.fromEntries(
        await Promise.all(zones.map(async (z) => [z.name, await this.records(z.name)])),
      );
    },
  };
}
