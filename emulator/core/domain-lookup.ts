import type { Account, Domain } from "./account";
import { notFound } from "./errors";

/** A domain of the account named in a path: any case, trailing dot optional; 404 otherwise. */
export function findDomain(account: Account, name: string): Domain {
  const domain = account.domain(name);
  if (!domain) throw notFound(`Domain ${name} not found in this account`);
  return domain;
}

/** The domain as an absolute name (trailing dot), the owner of its zone and its DS records. */
export const domainFqdn = (domain: Domain) => `${domain.name}.`;

/** Standard and vanity nameservers are the service's own: it serves (and can sign) the zone. */
export const onServiceNameservers = (domain: Domain) => domain.nameserver_mode !== "external";
