import { execFileSync } from "node:child_process";
import { median } from "./statistics";
import { textTable } from "./text-table";

/**
 * What the first read of a `pulumi refresh` waits for before its request can leave: the
 * provider module (the stored `__provider` requires it) and then the API client, which the
 * provider loads at its first call. The libraries are also timed alone, each in a process of
 * its own, resolved from the installed package as it resolves them.
 */
export const coldStartSteps = [
  { label: "DnsRecord provider module", module: "pulumi-registrar/provider/resources/dns-record" },
  { label: "then the API client", module: "pulumi-registrar/provider/client/registrar-client" },
] as const;

/**
 * The libraries among the steps, as the provider loads them: zod with its translations deferred
 * (lazy-zod-locales.ts, set up by compile-cache.ts) and the parts of undici the client loads
 * (undici-parts.ts).
 */
export const coldStartLibraries = [
  { label: "zod, translations deferred,", modules: ["pulumi-registrar/provider/compile-cache", "zod"] },
  {
    label: "undici's pool and request",
    modules: ["undici/lib/dispatcher/agent", "undici/lib/api/api-request"],
  },
] as const;

export interface ColdStartSample {
  /** Milliseconds per step of `coldStartSteps`, in one fresh process. */
  steps: number[];
  /** Milliseconds per library of `coldStartLibraries` (its modules together), each in a fresh process. */
  libraries: number[];
}

/** Requires each module in turn and prints the milliseconds each took, as JSON. */
const timeRequires = `const ms = [];
for (const id of JSON.parse(process.argv[1])) {
  const start = performance.now();
  require(id);
  ms.push(performance.now() - start);
}
console.log(JSON.stringify(ms));`;

/** Resolves a library from the installed package's own folder, as the package's require does. */
const fromPackage = (library: string) =>
  `require.resolve(${JSON.stringify(library)}, { paths: [require("path").dirname(require.resolve("pulumi-registrar/package.json"))] })`;

function requireTimes(workspaceDir: string, modules: readonly string[]): number[] {
  const output = execFileSync(process.execPath, ["-e", timeRequires, JSON.stringify(modules)], {
    cwd: workspaceDir,
    encoding: "utf8",
  });
  return JSON.parse(output) as number[];
}

function libraryPath(workspaceDir: string, library: string): string {
  return execFileSync(process.execPath, ["-p", fromPackage(library)], {
    cwd: workspaceDir,
    encoding: "utf8",
  }).trim();
}

/** `runs` fresh Node processes in the workspace where the package is installed from its tarball. */
export function measureColdStart(workspaceDir: string, runs: number): ColdStartSample[] {
  const libraries = coldStartLibraries.map((library) =>
    library.modules.map((module) => libraryPath(workspaceDir, module)),
  );
  const samples: ColdStartSample[] = [];
  for (let run = 0; run < runs; run++) {
    samples.push({
      steps: requireTimes(
        workspaceDir,
        coldStartSteps.map((step) => step.module),
      ),
      libraries: libraries.map((paths) =>
        requireTimes(workspaceDir, paths).reduce((sum, value) => sum + value, 0),
      ),
    });
  }
  return samples;
}

export function coldStartReport(samples: readonly ColdStartSample[]): string {
  const ms = (values: number[]) => median(values).toFixed(0);
  const stepSamples = coldStartSteps.map((_, i) => samples.map((s) => s.steps[i] as number));
  const totals = samples.map((s) => s.steps.reduce((sum, value) => sum + value, 0));
  const rows = [
    ...coldStartSteps.map((step, i) => [step.label, ms(stepSamples[i] as number[])]),
    ["both: what the first request of a refresh waits for", ms(totals)],
    ...coldStartLibraries.map((library, i) => [
      `${library.label} alone (part of the above)`,
      ms(samples.map((s) => s.libraries[i] as number)),
    ]),
  ];
  return [
    `Provider cold start: fresh Node processes, medians of ${samples.length}. Paid once per operation whatever N:`,
    "the module by preview, both by up, refresh and destroy",
    "",
    textTable(["loaded", "ms"], rows, ["left", "right"]),
  ].join("\n");
}
