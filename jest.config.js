const { availableParallelism } = require("node:os");

const tsJest = { "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.json" }] };

/**
 * Suites that need more than this process: the built or packed package, a tsc of it, a CLI or
 * a browser spawned, new Node processes that show what a module loads. They run in the package
 * tier, which builds and packs once (test/support/global-setup.ts); every other suite runs in
 * process, in the unit tier. (openssl, the X.509 tests' independent reader, is the exception:
 * a few milliseconds a call.)
 */
const packageTier = [
  "test/package.test.ts", // the packed tarball's contents
  "test/provider/resources/stored-provider-paths.test.ts", // provider paths loaded from the installed package
  "test/scripts/generate-client.test.ts", // biome formats the generated files
  "test/scripts/setup.test.ts", // a whole set-up, sourced by bash
  "test/support/emulator-harness.test.ts", // the built emulator CLI as its own process
  "test/emulator/cli.test.ts", // the emulator's CLI
  "test/emulator/areas/dashboard/pages.test.ts", // Chromium
  "test/emulator/areas/dns/zone-file.test.ts", // BIND's named-checkzone
  "test/emulator/areas/dnssec/bind-tools.test.ts", // BIND's DNSSEC tools
  "test/import/zone-file-bind.test.ts", // BIND's named-compilezone
  "test/provider/compile-cache.test.ts", // Node processes: what loads, and when
  "test/provider/lazy-zod-locales.test.ts",
  "test/provider/client/operation-of.test.ts",
  "test/provider/client/undici-parts.test.ts",
  "test/provider/engine-watch.test.ts", // Node processes whose engine goes away
  "test/plugin/main.test.ts", // the installed plugin: its handshake and its engine going away
];
const literal = (path) => path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const packageTierPattern = `<rootDir>/(${packageTier.map(literal).join("|")})$`;

const workspace = {
  globalSetup: "<rootDir>/test/support/global-setup.ts",
  globalTeardown: "<rootDir>/test/support/global-teardown.ts",
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: "unit",
      testEnvironment: "node",
      roots: ["<rootDir>/test"],
      testMatch: ["**/*.test.ts"],
      testPathIgnorePatterns: ["/test/e2e/", packageTierPattern],
      setupFilesAfterEnv: ["<rootDir>/test/emulator/support/openapi-guard-setup.ts"],
      transform: tsJest,
    },
    {
      displayName: "package",
      testEnvironment: "node",
      roots: ["<rootDir>/test"],
      testMatch: packageTier.map((path) => `<rootDir>/${path}`),
      transform: tsJest,
      ...workspace,
    },
    {
      // Programs run by the real Pulumi CLI against the package installed from its tarball.
      // Each file has its own emulator (port 0) and state backend, so files run side by side.
      displayName: "e2e",
      testEnvironment: "node",
      roots: ["<rootDir>/test/e2e"],
      testMatch: ["**/*.test.ts"],
      transform: tsJest,
      ...workspace,
    },
  ],
  // Jest's default on 2 cores is a single worker. The suites wait on loopback HTTP, child
  // processes and emulated clocks (the crash files for minutes) besides computing: with three
  // workers a whole run still left the 2 cores about 15 % idle, with four only during the set-up
  // and the last seconds (docs/development.md).
  maxWorkers: Math.max(4, availableParallelism()),
  testSequencer: "<rootDir>/test/support/tier-sequencer.js",
  reporters: [
    "default",
    "<rootDir>/test/support/summary-reporter.js",
    "<rootDir>/test/emulator/support/openapi-coverage-reporter.js",
    "<rootDir>/test/support/e2e-durations-reporter.js",
  ],
  // End-to-end steps each run the Pulumi engine; a whole test takes minutes.
  testTimeout: 600_000,
};
