import { kinds } from "../provider/resources/kinds";

/**
 * The files of the engine benchmark: one Pulumi program and the no-op provider package. They are
 * written into a temporary workspace (not kept as files in bench/, where the repository's own
 * typecheck and build would compile them against the checkout instead of the installed package).
 */

/** Package name of the no-op provider; installed as a real directory under node_modules. */
export const noopPackage = "registrar-bench-noop";

/** The demo account's zones the records are spread over. */
export const benchZones = ["example.com", "example.net", "example.org"] as const;

/** Type tokens the engine gives each kind's resources (`pulumi-nodejs:dynamic/<module>:<type>`). */
export const resourceTypes = {
  noop: "pulumi-nodejs:dynamic/registrar-bench:Noop",
  shaped: "pulumi-nodejs:dynamic/registrar-bench:Shaped",
  records: kinds.DnsRecord.tokens.dynamic,
} as const;

/**
 * The module each kind's stored `__provider` must require (Pulumi may append "/index.js"): the
 * sign that the provider was stored as one require, not serialized by value.
 */
export const providerModules = {
  noop: noopPackage,
  shaped: noopPackage,
  records: kinds.DnsRecord.module,
} as const;

/**
 * A provider that does no work: every method answers from its arguments alone. The floor's inputs
 * are a DnsRecord's own (name, zone, type, data); the same-shape no-op also has every property the
 * DnsRecord class sends (the owner tag, the placeholders of its ttl and annotation outputs) and
 * gets the TTL the API fills in, so the engine and the program handle as many properties as for a
 * DnsRecord.
 */
const noopProviderSource = `"use strict";
// The floor of the engine benchmark: a dynamic provider that makes no calls and keeps no state.
const { randomUUID } = require("node:crypto");

const compared = ["name", "zone", "type", "data"];

exports.check = async (olds, news) => ({ inputs: news });
exports.diff = async (id, olds, news) => ({ changes: compared.some((key) => olds[key] !== news[key]) });
exports.create = async (inputs) => ({ id: randomUUID(), outs: "ownerTag" in inputs ? { ttl: 3600, ...inputs } : inputs });
exports.read = async (id, props) => ({ id, props });
exports.update = async (id, olds, news) => ({ outs: news });
exports.delete = async () => {};
`;

export const noopProviderFiles: Readonly<Record<string, string>> = {
  "package.json": `${JSON.stringify({ name: noopPackage, version: "1.0.0", private: true, main: "index.js" }, null, 2)}\n`,
  "index.js": noopProviderSource,
};

const programSource = `import * as pulumi from "@pulumi/pulumi";

// \`count\` resources of one \`kind\`: DnsRecords ("records"); no-op dynamic resources with the
// same inputs ("noop"), the engine's floor; or no-op dynamic resources with every property a
// DnsRecord sends ("shaped"). Both providers are modules in node_modules, which Pulumi stores in
// each resource's state as one require.
const config = new pulumi.Config();
const kind = config.require("kind");
const count = config.requireNumber("count");
const zones = ${JSON.stringify(benchZones)};

// Spread over the demo account's three zones, A and TXT, like test/e2e/programs/many-records.
function inputs(i: number) {
  const zone = zones[i % zones.length] as string;
  return i % 2 === 0
    ? { name: \`bench-\${i}\`, zone, type: "A" as const, data: \`198.51.100.\${i % 250}\` }
    : { name: \`bench-\${i}\`, zone, type: "TXT" as const, data: \`bench record \${i}\` };
}

if (kind === "records") {
  // Loaded only here, so the floor does not pay for loading pulumi-registrar.
  const { DnsRecord } = require("pulumi-registrar") as typeof import("pulumi-registrar");
  for (let i = 0; i < count; i++) new DnsRecord(\`bench-\${i}\`, inputs(i));
} else if (kind === "noop" || kind === "shaped") {
  // The module object itself: an \`import * as\` namespace would be a copy, serialized by value.
  const provider: pulumi.dynamic.ResourceProvider = require("${noopPackage}");
  const type = kind === "noop" ? "Noop" : "Shaped";
  class Noop extends pulumi.dynamic.Resource {
    constructor(name: string, props: object) {
      super(provider, name, props, undefined, "registrar-bench", type);
    }
  }
  // As the DnsRecord class: output placeholders first, an owner tag as long as its own.
  const placeholders = { zone: undefined, ttl: undefined, annotation: undefined };
  const shaped = (i: number) => ({
    ...placeholders, ...inputs(i),
    ownerTag: \`0000beef.\${i.toString(16).padStart(8, "0")}\`,
  });
  for (let i = 0; i < count; i++) new Noop(\`bench-\${i}\`, kind === "noop" ? inputs(i) : shaped(i));
} else {
  throw new Error(\`config kind must be "records", "noop" or "shaped", not \${JSON.stringify(kind)}\`);
}

export const resources = count;
`;

/** A TypeScript project as \`pulumi new typescript\` makes it. */
export const programFiles: Readonly<Record<string, string>> = {
  "Pulumi.yaml": `name: registrar-bench-engine
runtime: nodejs
description: N DnsRecords or N no-op dynamic resources (config kind, count), for bench/engine-floor.ts.
`,
  "package.json": `${JSON.stringify({ name: "registrar-bench-engine", private: true, main: "index.ts" }, null, 2)}\n`,
  "tsconfig.json": `${JSON.stringify(
    {
      compilerOptions: {
        strict: true,
        outDir: "bin",
        target: "es2020",
        module: "commonjs",
        moduleResolution: "node",
        sourceMap: true,
        experimentalDecorators: true,
        pretty: true,
        noFallthroughCasesInSwitch: true,
        noImplicitReturns: true,
        forceConsistentCasingInFileNames: true,
      },
      files: ["index.ts"],
    },
    null,
    2,
  )}\n`,
  "index.ts": programSource,
};
