import { request } from "undici";

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

/**
 * The registrar API over plain HTTP, as someone working outside Pulumi uses it: the tests'
 * out-of-band changes and checks, independent of the package's own client.
 */
export function registrarApi(baseUrl: string, apiKey: string) {
  const call = async <T>(method: "GET" | "PATCH" | "POST" | "DELETE", path: string, body?: unknown) => {
    const res = await request(`${baseUrl}${path}`, {
      method,
      headers: { "x-api-key": apiKey, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.body.text();
    if (res.statusCode >= 300) throw new Error(`${method} ${path}: ${res.statusCode} ${text}`);
    return JSON.parse(text).response as T;
  };
  return {
    records: (zone: string) => call<ApiRecord[]>("GET", `/dns/${zone}/rr`),
    record: (id: string) => call<ApiRecord>("GET", `/dns/rr/${id}`),
    patchRecord: (id: string, fields: Partial<ApiRecord>) =>
      call<ApiRecord>("PATCH", `/dns/rr/${id}`, fields),
    addRecord: (fields: Omit<Partial<ApiRecord>, "id" | "zone">) =>
      call<ApiRecord>("POST", "/dns/rr", fields),
    /** Every zone's records, by zone name. */
    async allRecords(): Promise<Record<string, ApiRecord[]>> {
      const zones = await call<{ name: string }[]>("GET", "/dns/zones");
      return Object.fromEntries(
        await Promise.all(zones.map(async (z) => [z.name, await this.records(z.name)])),
      );
    },
  };
}
