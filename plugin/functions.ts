import type { ClientOptions } from "../provider/client/client-options";
import type { RegistrarClient } from "../provider/client/registrar-client";
import { askAssistantQuestion, assistantClientTuning } from "../provider/lookups/assistant";
import { readDnsRecords, readDnsZone, readDnsZones, readZoneFile } from "../provider/lookups/dns";
import {
  checkDomainAvailability,
  createTransferCode,
  readDnssec,
  readDnssecJobs,
  readDomain,
  readDomains,
  readNameservers,
} from "../provider/lookups/domains";
import {
  readHostingAliases,
  readHostingDatabases,
  readHostingPackage,
  readHostingPackages,
} from "../provider/lookups/hosting";
import {
  readTlsCertificate,
  readTlsCertificatePem,
  readTlsCertificates,
  readTlsOrganization,
  readTlsOrganizations,
  readTlsProducts,
} from "../provider/lookups/tls";
import { packageName } from "./kinds";

/**
 * A lookup the plugin serves as the function `registrar:index:<name>`: the same implementation
 * the SDK's `<name>` calls, its arguments and result one object each (schema.json's `inputs` and
 * `outputs`, generated from these functions' types and TSDoc).
 */
export interface PluginFunction {
  /** The lookup: arguments already checked against the schema. */
  run(client: RegistrarClient, args: never): Promise<object>;
  /** What the lookup's client needs besides the provider's settings. */
  tuning?: Pick<ClientOptions, "maxRetries">;
  /** Result fields the engine must hold as secrets. */
  secretOutputs?: readonly string[];
}

/** Every lookup of the SDK, by the SDK's name (a test holds the list to the SDK's exports). */
export const pluginFunctions = {
  getDnsZones: { run: readDnsZones },
  getDnsZone: { run: readDnsZone },
  getDnsRecords: { run: readDnsRecords },
  getZoneFile: { run: readZoneFile },
  getDomains: { run: readDomains },
  getDomain: { run: readDomain },
  checkAvailability: { run: checkDomainAvailability },
  getNameservers: { run: readNameservers },
  getDnssec: { run: readDnssec },
  getDnssecJobs: { run: readDnssecJobs },
  getTransferCode: { run: createTransferCode, secretOutputs: ["authCode"] },
  getHostingPackages: { run: readHostingPackages },
  getHostingPackage: { run: readHostingPackage },
  getHostingAliases: { run: readHostingAliases },
  getHostingDatabases: { run: readHostingDatabases },
  getTlsProducts: { run: readTlsProducts },
  getTlsCertificates: { run: readTlsCertificates },
  getTlsCertificate: { run: readTlsCertificate },
  getTlsOrganizations: { run: readTlsOrganizations },
  getTlsOrganization: { run: readTlsOrganization },
  getTlsCertificatePem: { run: readTlsCertificatePem },
  askAssistant: { run: askAssistantQuestion, tuning: assistantClientTuning },
} satisfies Record<string, PluginFunction>;

export type FunctionName = keyof typeof pluginFunctions;

/** `registrar:index:<name>` */
export function functionToken(name: FunctionName): string {
  return `${packageName}:index:${name}`;
}

/** The function a token names, or undefined when the plugin serves no such function. */
export function functionOfToken(token: string): PluginFunction | undefined {
  const prefix = `${packageName}:index:`;
  const name = token.startsWith(prefix) ? token.slice(prefix.length) : "";
  return Object.hasOwn(pluginFunctions, name) ? pluginFunctions[name as FunctionName] : undefined;
}
