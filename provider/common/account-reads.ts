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
let domainReads = new WeakMap<RegistrarClient, Map<string, Promise<NotFoundError | undefined>>>();

/** The account's zones, canonical (lower case, trailing dot): GET /dns/zones, once. */
export function accountZones(client: RegistrarClient): Promise<string[]> {
  let zones = zoneLists.get(client);
  if (!zones) {
    zones = client.listZones().then((list) => list.map((zone) => withTrailingDot(zone.name.toLowerCase())));
    zoneLists.set(client, zones);
  }
  return zones;
}

/**
 * The API's 404 when `domain` is not a domain of the account, else undefined: GET
 * /domains/{domain}, once per domain. Any other failure rejects.
 */
export function missingDomain(client: RegistrarClient, domain: string): Promise<NotFoundError | undefined> {
  let reads = domainReads.get(client);
  if (!reads) {
    reads = new Map();
    domainReads.set(client, reads);
  }
  const key = withoutTrailingDot(domain.toLowerCase());
  let read = reads.get(key);
  if (!read) {
    read = client.getDomain(key).then(
      () => undefined,
      (error: unknown) => {
        if (error instanceof NotFoundError) return error;
        throw error;
      },
    );
    reads.set(key, read);
  }
  return read;
}

/** Forgets every answer: for tests, which change the account between checks of one process. */
export function forgetAccountReads(): void {
  zoneLists = new WeakMap();
  domainReads = new WeakMap();
}
