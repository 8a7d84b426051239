import type { ProviderModule, ProviderModules, ResourceKind } from "../provider/resources/registry";

/** The package's name in type tokens: `registrar:index:DnsRecord`, `registrar:Provider`. */
export const packageName = "registrar";

/** A resource kind the plugin serves: its recipe's module and what the plugin adds to its inputs. */
export interface PluginKind {
  /** The module `lifecycle(recipe)` made, the one the TypeScript classes' dynamic provider loads. */
  load(): ProviderModule<unknown, unknown>;
  /**
   * The name its owner tag is made from, for a kind whose SDK class sends one (sdk/owner-tag.ts):
   * the plugin adds it in `check`, as the class does before registering.
   */
  ownerTagName?(resourceName: string): string;
  /**
   * What an import's Read (the id alone) starts from, for a kind whose recipe reads by the key
   * its id is (a domain) rather than by the id itself and has no `importInputs` (its module's
   * `importRead`: DnsZone, DnssecConfig, TlsOrganization, TlsCertificate); throws for a kind
   * that cannot be imported.
   */
  importedProps?(id: string): Record<string, unknown>;
  /** Outputs the engine must store as secrets (the SDK class names them in additionalSecretOutputs). */
  secretOutputs?: readonly string[];
}

const load =
  <K extends ResourceKind>(module: () => ProviderModules[K]) =>
  () =>
    module() as unknown as ProviderModule<unknown, unknown>;

/** Every kind of the registry: a kind missing here fails the build. Loaded on first use. */
export const pluginKinds: Record<ResourceKind, PluginKind> = {
  DnsRecord: {
    load: load<"DnsRecord">(() => require("../provider/resources/dns-record")),
    ownerTagName: (name) => name,
  },
  DnsZone: {
    load: load<"DnsZone">(() => require("../provider/resources/dns-zone")),
    ownerTagName: (name) => `DnsZone:${name}`,
  },
  DnssecConfig: { load: load<"DnssecConfig">(() => require("../provider/resources/dnssec-config")) },
  NameserverDelegation: {
    load: load<"NameserverDelegation">(() => require("../provider/resources/nameserver-delegation")),
    importedProps: (id) => ({ domain: id }),
  },
  TlsOrganization: { load: load<"TlsOrganization">(() => require("../provider/resources/tls-organization")) },
  TlsCertificate: { load: load<"TlsCertificate">(() => require("../provider/resources/tls-certificate")) },
  CertificateRequest: {
    load: load<"CertificateRequest">(() => require("../provider/resources/certificate-request")),
    ownerTagName: (name) => `CertificateRequest:${name}`,
    secretOutputs: ["privateKeyPem"],
    importedProps: () => {
      // Its key is made where Pulumi runs and lives only in the state: the API never had it.
      throw new Error(
        "a registrar:index:CertificateRequest cannot be imported: its private key exists only in the Pulumi state that made it; declare a new CertificateRequest, or import the certificate (registrar:index:TlsCertificate, by order id) and keep its key where it is",
      );
    },
  },
};

/** `registrar:index:<Kind>` */
export function typeToken(kind: ResourceKind): string {
  return `${packageName}:index:${kind}`;
}

/** The kind a type token names, or undefined when the plugin serves no such type. */
export function kindOfToken(token: string): ResourceKind | undefined {
  const prefix = `${packageName}:index:`;
  if (!token.startsWith(prefix)) return undefined;
  const kind = token.slice(prefix.length);
  return Object.hasOwn(pluginKinds, kind) ? (kind as ResourceKind) : undefined;
}
