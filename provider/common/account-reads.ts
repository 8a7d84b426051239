import { NotFoundError } from "../client/errors";
import type { RegistrarClient } from "../client/registrar-client";
import { withoutTrailingDot, withTrailingDot } from "../dns/fqdn";

/**
 * What `check` reads of the account before a create names a part of it (the zone a record goes
 * to, the domain whose DNSSEC or delegation changes): once per client and process. Every check
 * that names the same zone list or domain shares the read, the one in flight included, and a
 * read that failed is not sent again (its error answers every caller). This provider makes no
 * zone and no domain, so an answer holds for the whole command; `pulumi up` runs check too and
 * reads through the same cache.
 */

let zoneLists = new WeakMap<RegistrarClient, Promise<string[]>>();
let domainLists = new WeakMap<RegistrarClient, Promise<DomainList>>();
let domainReads = new WeakMap<RegistrarClient, Map<string, Promise<string | undefined>>>();

/** The account's zones, canonical (lower case, trailing dot): GET /dns/zones, once. */
export function accountZones(client: RegistrarClient): Promise<string[]> {
  let zones = zoneLists.get(client);
  if (!zones) {
    zones = client.listZones().then((list) => list.map((zone) => withTrailingDot(zone.name.toLowerCase())));
    zoneLists.set(client, zones);
  }
  return zones;
}

/** The first page of the account's domains, and whether it holds them all. */
interface DomainList {
  names: Set<string>;
  total: number;
  complete: boolean;
}

/** The most domains one page of GET /domains holds. */
const PAGE_SIZE = 100;

/**
 * Why `domain` is not a domain of the account (how that was found, for the message), or
 * undefined when it is one. One page of GET /domains answers every domain of an account of up to
 * 100 domains (a whole estate's checks cost one read); a domain not on it, in a larger account,
 * is asked for by GET /domains/{domain}, once. Any other failure rejects.
 */
export async function missingDomain(client: RegistrarClient, domain: string): Promise<string | undefined> {
  const name = withoutTrailingDot(domain.toLowerCase());
  let list = domainLists.get(client);
  if (!list) {
    list = client.listDomains({ pageSize: PAGE_SIZE }).then(({ domains, total }) => ({
      names: new Set(domains.map((each) => withoutTrailingDot(each.name.toLowerCase()))),
      total,
      complete: domains.length >= total,
    }));
    domainLists.set(client, list);
  }
  const { names, total, complete } = await list;
  if (names.has(name)) return undefined;
  if (complete) return `none of the account's ${total} domains is ${name}`;
  let reads = domainReads.get(client);
  if (!reads) {
    reads = new Map();
    domainReads.set(client, reads);
  }
  let read = reads.get(name);
  if (!read) {
    read = client.getDomain(name).then(
      () => undefined,
      (error: unknown) => {
        if (error instanceof NotFoundError) return error.message;
        throw error;
      },
    );
    reads.set(name, read);
  }
  return read;
}

/** Forgets every answer: for tests, which change the account between checks of one process. */
export function forgetAccountReads(): void {
  zoneLists = new WeakMap();
  domainLists = new WeakMap();
  domainReads = new WeakMap();
}
