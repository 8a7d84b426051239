import type { ClientOptions } from "../client/client-options";
import type { RegistrarClient } from "../client/registrar-client";
import { askAssistantQuestion, assistantClientTuning } from "./assistant";
import { readDnsRecords, readDnsZone, readDnsZones, readZoneFile } from "./dns";
import {
  checkDomainAvailability,
  createTransferCode,
  readDnssec,
  readDnssecJobs,
  readDomain,
  readDomains,
  readNameservers,
} from "./domains";
import { readHostingAliases, readHostingDatabases, readHostingPackage, readHostingPackages } from "./hosting";
import {
  readTlsCertificate,
  readTlsCertificatePem,
  readTlsCertificates,
  readTlsOrganization,
  readTlsOrganizations,
  readTlsProducts,
} from "./tls";

/** One row: a lookup, whichever front end calls it. */
export interface LookupFacts {
  /**
   * The lookup: its arguments and its result one object each, their types and TSDoc the plugin
   * function's schema (`inputs`, `outputs`, its description).
   */
  run(client: RegistrarClient, args: never): Promise<object>;
  /** Result fields the engine must hold as secrets (the SDK's Output form is a secret as a whole). */
  secretFields: readonly string[];
  /** What the lookup's client needs besides the provider's settings. */
  tuning?: Pick<ClientOptions, "maxRetries">;
}

/**
 * The table of lookups, by the SDK's name (`getDnsZone`, and its twin `getDnsZoneOutput`), which
 * is the plugin's function `registrar:index:<name>` too. The SDK's getX (classes/lookups/lookup.ts),
 * the plugin and the schema's generator read it; tests hold the SDK's exports and docs/lookups.md
 * to it.
 */
export const lookups = {
  getDnsZones: { run: readDnsZones, secretFields: [] },
  getDnsZone: { run: readDnsZone, secretFields: [] },
  getDnsRecords: { run: readDnsRecords, secretFields: [] },
  getZoneFile: { run: readZoneFile, secretFields: [] },
  getDomains: { run: readDomains, secretFields: [] },
  getDomain: { run: readDomain, secretFields: [] },
  checkAvailability: { run: checkDomainAvailability, secretFields: [] },
  getNameservers: { run: readNameservers, secretFields: [] },
  getDnssec: { run: readDnssec, secretFields: [] },
  getDnssecJobs: { run: readDnssecJobs, secretFields: [] },
  getTransferCode: { run: createTransferCode, secretFields: ["authCode"] },
  getHostingPackages: { run: readHostingPackages, secretFields: [] },
  getHostingPackage: { run: readHostingPackage, secretFields: [] },
  getHostingAliases: { run: readHostingAliases, secretFields: [] },
  getHostingDatabases: { run: readHostingDatabases, secretFields: [] },
  getTlsProducts: { run: readTlsProducts, secretFields: [] },
  getTlsCertificates: { run: readTlsCertificates, secretFields: [] },
  getTlsCertificate: { run: readTlsCertificate, secretFields: [] },
  getTlsOrganizations: { run: readTlsOrganizations, secretFields: [] },
  getTlsOrganization: { run: readTlsOrganization, secretFields: [] },
  getTlsCertificatePem: { run: readTlsCertificatePem, secretFields: [] },
  askAssistant: { run: askAssistantQuestion, secretFields: [], tuning: assistantClientTuning },
} satisfies Record<string, LookupFacts>;

export type LookupName = keyof typeof lookups;

/** The lookups, in the table's order. */
export const lookupNames = Object.keys(lookups) as LookupName[];
