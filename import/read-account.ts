import type {
  DnssecResponse,
  DomainSummary,
  NameserversResponse,
  RecordResponse,
  TlsCertificateResponse,
  TlsOrganizationResponse,
} from "../provider/client/api";
import type { RegistrarClient } from "../provider/client/registrar-client";
import { isWithinZone, toFqdn, withoutTrailingDot } from "../provider/dns/fqdn";
import { certificateNames } from "../provider/tls/names";

/** What a program of the account is generated from: everything read before a line is written. */
export interface AccountSnapshot {
  zones: { zone: string; records: RecordResponse[] }[];
  /** Domains whose delegation or DNSSEC differs from the defaults. */
  domains: {
    domain: string;
    nameservers?: NameserversResponse;
    dnssec?: DnssecResponse;
  }[];
  organizations: TlsOrganizationResponse[];
  certificates: TlsCertificateResponse[];
}

export interface ReadOptions {
  /** Only these domains and zones (as given by the user); undefined: the whole account. */
  only?: readonly string[];
  /** A progress line for stderr. */
  progress: (line: string) => void;
}

/** A selection the account cannot satisfy: a name that is neither a zone nor a domain of it. */
export class SelectionError extends Error {}

/** The domain pages read at most (100 domains each): an API that never ends its list stops here. */
const MAX_DOMAIN_PAGES = 1000;

async function allDomains(client: RegistrarClient): Promise<DomainSummary[]> {
  const domains: DomainSummary[] = [];
  for (let page = 1; page <= MAX_DOMAIN_PAGES; page++) {
    const answer = await client.listDomains({ page, pageSize: 100 });
    domains.push(...answer.domains);
    if (answer.domains.length === 0 || page * answer.page_size >= answer.total) break;
  }
  return domains;
}

/**
 * Reads the account (or the selected part of it) through the API: zones and their records, the
 * delegation of domains on vanity nameservers, the DNSSEC of domains where it is on or changing,
 * TLS organizations and certificate orders. Reads run side by side within the client's cap.
 */
export async function readAccount(client: RegistrarClient, options: ReadOptions): Promise<AccountSnapshot> {
  const [zoneList, domainList] = await Promise.all([client.listZones(), allDomains(client)]);
  const zoneNames = zoneList.map((zone) => toFqdn(zone.name)).sort();
  const domainNames = domainList.map((domain) => toFqdn(domain.name));
  const selected = options.only?.map((name) => selection(name, zoneNames, domainNames));
  const wanted = (fqdn: string) => !selected || selected.includes(fqdn);

  const zones = zoneNames.filter(wanted);
  const domains = domainList.filter((domain) => wanted(toFqdn(domain.name)));
  options.progress(`${zones.length} zones, ${domains.length} domains to read`);

  let done = 0;
  const zoneReads = Promise.all(
    zones.map(async (zone) => {
      const records = await client.listRecords(zone);
      options.progress(`zone ${zone} ${records.length} records (${++done}/${zones.length})`);
      return { zone, records };
    }),
  );
  const domainReads = Promise.all(
    domains.map(async (summary) => {
      const domain = summary.name;
      const [nameservers, dnssec] = await Promise.all([
        summary.nameserver_mode === "vanity" ? client.getNameserversByDomain(domain) : undefined,
        summary.dnssec_status === "inactive" ? undefined : client.getDNSSECByDomain(domain),
      ]);
      return { domain, nameservers, dnssec };
    }),
  );
  const tlsReads = Promise.all([client.listOrganizations(), client.listCertificates()]);
  const [zoneResults, domainResults, [organizations, orders]] = await Promise.all([
    zoneReads,
    domainReads,
    tlsReads,
  ]);

  // Orders a program takes over: issued or being validated, and not superseded by a renewal.
  const certificates = orders
    .filter((order) => order.status === "issued" || order.status === "pending")
    .filter((order) => order.renewed_by_certificate_id === null)
    .filter(
      (order) =>
        !selected ||
        certificateNames(order.common_name, order.dns_names).every((name) =>
          selected.some((fqdn) => isWithinZone(toFqdn(name.replace(/^\*\./, "")), fqdn)),
        ),
    );
  const used = new Set(certificates.flatMap((order) => (order.org_id ? [order.org_id] : [])));
  options.progress(
    `${certificates.length} certificate orders issued or pending, ${organizations.length} TLS organizations`,
  );
  return {
    zones: zoneResults,
    domains: domainResults.filter((d) => d.nameservers || d.dnssec),
    organizations: organizations.filter((org) => org.status === "active" && (!selected || used.has(org.id))),
    certificates,
  };
}

/** A name the user selected, as the account spells it; a SelectionError when it has no such zone or domain. */
function selection(name: string, zones: readonly string[], domains: readonly string[]): string {
  let fqdn: string;
  try {
    fqdn = toFqdn(name);
  } catch (error) {
    throw new SelectionError(`--domain ${JSON.stringify(name)}: ${(error as Error).message}`);
  }
  if (zones.includes(fqdn) || domains.includes(fqdn)) return fqdn;
  const known = [...new Set([...zones, ...domains].map(withoutTrailingDot))].sort();
  const shown = known.slice(0, 20).join(", ") + (known.length > 20 ? `, and ${known.length - 20} more` : "");
  throw new SelectionError(
    `--domain ${name}: the account has no zone or domain ${withoutTrailingDot(fqdn)}; it has ${shown || "none"}`,
  );
}
