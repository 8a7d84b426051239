import { dynamicToken, nativeToken } from "../type-tokens";

/**
 * The table of resource kinds: one row per kind, holding every fact about it that more than its
 * recipe needs. The classes (classes/), the provider plugin, the schema's generator, registrar-import,
 * registrar-plan, the bench and the tests read it; a new kind is a row here plus its recipe's
 * files (docs/architecture.md). It loads nothing: a reader (registrar-plan) never loads a recipe.
 */

/** How the plugin's `pulumi import` (its Read of an id alone) adopts an object of the kind. */
export type ImportFacts =
  | {
      /** What the id names. */
      id: string;
      /** The recipe's `importInputs` reads what a program declares for the object (the runner's `importRead`). */
      reads: "declared inputs";
    }
  | {
      /** What the id names. */
      id: string;
      /**
       * The recipe's `read` of the id, from `startsFrom(id)` (a recipe that reads by the key its id
       * is) or from nothing; the inputs are the recipe's `inputNames` among what it read.
       */
      reads: "outputs";
      startsFrom?(id: string): Record<string, unknown>;
    }
  | {
      /** Why the kind cannot be imported, and what to do instead. */
      refused: string;
    };

/** The sections of registrar-plan's Markdown, in the order of the kinds that first name them. */
export type PlanSection = "DNS zones" | "DNS records" | "Delegation and DNSSEC" | "TLS";

/** One row: what a kind is, besides its recipe. */
export interface KindFacts {
  /**
   * Its dynamic provider's module, by package path: the classes store it in every
   * resource's state (`__provider`), so it never changes. package.json's `exports` maps it to the
   * dynamic front end's module of the kind (`dynamicModule`), and its last part names the folder of
   * the kind (`moduleStem`).
   */
  module: `pulumi-registrar/provider/resources/${string}`;
  /**
   * The name its owner tag is made from (provider/resources/owner-tag.ts), which both front ends
   * add to the inputs: the marker of what the resource creates. Null: the kind takes no tag.
   */
  ownerTagName: ((resourceName: string) => string) | null;
  /**
   * Outputs that are the resource's id under another name: never stored (the engine writes every
   * stored property at every checkpoint), each front end gives the id back under them.
   */
  idOutputs: readonly string[];
  /** How `pulumi import` takes an object of the kind. */
  import: ImportFacts;
  /** How registrar-plan shows its steps (each kind's reader of a step is in plan/build-plan.ts). */
  plan: {
    section: PlanSection;
    /** Inputs the step's line shows in its subject (`previously → subject`), not again as changes. */
    shownInSubject: readonly string[];
  };
}

/** Every kind, in the order registrar-plan lists them. */
const rows = {
  DnsZone: {
    module: "pulumi-registrar/provider/resources/dns-zone",
    // A tag of its own kind: a DnsRecord of the same name must not count as this zone's.
    ownerTagName: (name) => `DnsZone:${name}`,
    idOutputs: [],
    import: { id: "the zone's name (example.com)", reads: "declared inputs" },
    plan: { section: "DNS zones", shownInSubject: [] },
  },
  DnsRecord: {
    module: "pulumi-registrar/provider/resources/dns-record",
    ownerTagName: (name) => name,
    idOutputs: ["recordId"],
    import: { id: "the record's id (rrid)", reads: "outputs" },
    plan: { section: "DNS records", shownInSubject: ["name", "type", "data", "priority", "flags", "tag"] },
  },
  NameserverDelegation: {
    module: "pulumi-registrar/provider/resources/nameserver-delegation",
    ownerTagName: null,
    idOutputs: [],
    import: { id: "the domain", reads: "outputs", startsFrom: (id) => ({ domain: id }) },
    plan: { section: "Delegation and DNSSEC", shownInSubject: [] },
  },
  DnssecConfig: {
    module: "pulumi-registrar/provider/resources/dnssec-config",
    ownerTagName: null,
    idOutputs: [],
    import: { id: "the domain", reads: "declared inputs" },
    plan: { section: "Delegation and DNSSEC", shownInSubject: [] },
  },
  TlsOrganization: {
    module: "pulumi-registrar/provider/resources/tls-organization",
    ownerTagName: null,
    idOutputs: [],
    import: { id: "the organization's id", reads: "declared inputs" },
    plan: { section: "TLS", shownInSubject: [] },
  },
  CertificateRequest: {
    module: "pulumi-registrar/provider/resources/certificate-request",
    // The tag the CSR's mark is made from: the same request made again after its state was lost
    // recognises the order placed with its lost key (no second order).
    ownerTagName: (name) => `CertificateRequest:${name}`,
    idOutputs: [],
    // Its key is made where Pulumi runs and lives only in the state: the API never had it.
    import: {
      refused: `a ${nativeToken("CertificateRequest")} cannot be imported: its private key exists only in the Pulumi state that made it; declare a new CertificateRequest, or import the certificate (${nativeToken("TlsCertificate")}, by order id) and keep its key where it is`,
    },
    plan: { section: "TLS", shownInSubject: [] },
  },
  TlsCertificate: {
    module: "pulumi-registrar/provider/resources/tls-certificate",
    ownerTagName: null,
    idOutputs: [],
    import: { id: "the order's id", reads: "declared inputs" },
    plan: { section: "TLS", shownInSubject: ["commonName", "dnsNames", "sku"] },
  },
} satisfies Record<string, KindFacts>;

export type ResourceKind = keyof typeof rows;

/** A kind's two type tokens: the classes' dynamic resource and the plugin's. */
export interface KindTokens {
  dynamic: string;
  native: string;
}

/** Every kind: its row, and its tokens. */
export const kinds = Object.fromEntries(
  Object.entries(rows).map(([kind, row]) => [
    kind,
    { ...row, tokens: { dynamic: dynamicToken(kind), native: nativeToken(kind) } },
  ]),
) as { [K in ResourceKind]: (typeof rows)[K] & { tokens: KindTokens } };

/** The kinds, in the table's order. */
export const resourceKinds = Object.keys(rows) as ResourceKind[];

/** The kinds `pulumi import` can take (registrar-import writes only these). */
export type ImportableKind = {
  [K in ResourceKind]: (typeof rows)[K]["import"] extends { refused: string } ? never : K;
}[ResourceKind];

/** The name of a kind's folder and docs page, the last part of its row's `module` (`dns-zone`). */
export function moduleStem(kind: ResourceKind): string {
  return kinds[kind].module.slice(kinds[kind].module.lastIndexOf("/") + 1);
}

/** A kind's recipe, from the package's root: what both front ends run. */
export function recipeModule(kind: ResourceKind): string {
  return `provider/resources/${moduleStem(kind)}/recipe`;
}

/** A kind's module of the dynamic front end, from the package's root: what the row's `module` loads. */
export function dynamicModule(kind: ResourceKind): string {
  return `dynamic/${moduleStem(kind)}`;
}

/** The kind a type token names, in either front end's form (`form` to take one only); undefined for any other. */
export function kindOfToken(token: string, form?: keyof KindTokens): ResourceKind | undefined {
  return resourceKinds.find((kind) => {
    const { dynamic, native } = kinds[kind].tokens;
    return form ? kinds[kind].tokens[form] === token : token === dynamic || token === native;
  });
}
