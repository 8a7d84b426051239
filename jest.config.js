const tsJest = { "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.json" }] };

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: "unit",
      testEnvironment: "node",
      roots: ["<rootDir>/test"],
      testMatch: ["**/*.test.ts"],
      testPathIgnorePatterns: ["/test/e2e/"],
      transform: tsJest,
    },
    {
      // Programs run by the real Pulumi CLI against the package installed from its tarball.
      displayName: "e2e",
      testEnvironment: "node",
      roots: ["<rootDir>/test/e2e"],
      testMatch: ["**/*.test.ts"],
      transform: tsJest,
      globalSetup: "<rootDir>/test/e2e/support/global-setup.ts",
      globalTeardown: "<rootDir>/test/e2e/support/global-teardown.ts",
    },
  ],
  reporters: ["default", "<rootDir>/test/support/summary-reporter.js"],
  // End-to-end steps each run the Pulumi engine; a whole test takes minutes.
  testTimeout: 600_000,
};
