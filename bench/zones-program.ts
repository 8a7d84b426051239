import { kinds } from "../provider/resources/kinds";
import { noopPackage, programFiles } from "./engine-program";

/**
 * The program of the zones and estate benchmarks, written into the engine benchmark's workspace
 * (bench/engine-workspace.ts) like its own. Config: `kind`, `domains` (the zones, a JSON list) and
 * `perZone` (records in each).
 */

/** Type tokens of the resources each path creates per record or per zone. */
export const zonePathTypes = {
  zone: kinds.DnsZone.tokens.dynamic,
  records: kinds.DnsRecord.tokens.dynamic,
  noop: "pulumi-nodejs:dynamic/registrar-bench:Noop",
} as const;
export type ZonePath = keyof typeof zonePathTypes;
export const zonePaths = Object.keys(zonePathTypes) as ZonePath[];

const programSource = `import * as pulumi from "@pulumi/pulumi";

// The same records of \`domains\` three ways (\`kind\`): a DnsZone per zone ("zone"), a DnsRecord per
// record ("records"), a no-op dynamic resource per record, the engine's floor ("noop"); or the
// whole estate ("estate"): a DnsZone, provider-mode DNSSEC and two DV certificates per domain.
const config = new pulumi.Config();
const kind = config.require("kind");
const domains = config.requireObject<string[]>("domains");
const perZone = config.requireNumber("perZone");

function records(z: number) {
  return Array.from({ length: perZone }, (_, i) =>
    i % 2 === 0
      ? { name: \`host-\${i}\`, type: "A" as const, data: \`198.51.100.\${i % 250}\` }
      : { name: \`host-\${i}\`, type: "TXT" as const, data: \`bench record \${z}-\${i}\` },
  );
}

if (kind === "zone" || kind === "estate") {
  // Loaded only here, so the floor does not pay for loading pulumi-registrar.
  const registrar = require("pulumi-registrar") as typeof import("pulumi-registrar");
  domains.forEach((zone, z) => new registrar.DnsZone(zone, { zone, records: records(z), unmanaged: "ignore" }));
  if (kind === "estate") {
    for (const domain of domains) {
      new registrar.DnssecConfig(domain, { domain, mode: "provider" });
      for (const host of ["www", "api"]) {
        const commonName = \`\${host}.\${domain}\`;
        const request = new registrar.CertificateRequest(\`\${commonName}-key\`, { commonName });
        new registrar.TlsCertificate(commonName, { sku: "dv-single", commonName, csr: request.csr });
      }
    }
  }
} else if (kind === "records") {
  const { DnsRecord } = require("pulumi-registrar") as typeof import("pulumi-registrar");
  domains.forEach((zone, z) => {
    for (const record of records(z)) new DnsRecord(\`\${record.name}.\${zone}\`, { ...record, zone });
  });
} else if (kind === "noop") {
  // The module object itself: an \`import * as\` namespace would be a copy, serialized by value.
  const provider: pulumi.dynamic.ResourceProvider = require("${noopPackage}");
  class Noop extends pulumi.dynamic.Resource {
    constructor(name: string, props: object) {
      super(provider, name, props, undefined, "registrar-bench", "Noop");
    }
  }
  domains.forEach((zone, z) => {
    for (const record of records(z)) new Noop(\`\${record.name}.\${zone}\`, { ...record, zone });
  });
} else {
  throw new Error(\`config kind must be "zone", "records", "noop" or "estate", not \${JSON.stringify(kind)}\`);
}

export const zones = domains.length;
`;

/** A TypeScript project as `pulumi new typescript` makes it, with the engine program's settings. */
export const zonesProgramFiles: Readonly<Record<string, string>> = {
  "Pulumi.yaml": `name: registrar-bench-zones
runtime: nodejs
description: Zones of records as DnsZones, DnsRecords or no-op resources, or a whole estate (config kind), for bench/zones.ts and bench/estate.ts.
`,
  "package.json": `${JSON.stringify({ name: "registrar-bench-zones", private: true, main: "index.ts" }, null, 2)}\n`,
  "tsconfig.json": programFiles["tsconfig.json"] as string,
  "index.ts": programSource,
};
