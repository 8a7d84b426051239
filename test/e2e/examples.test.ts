import { cpSync, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { repo, useReadmeRuns } from "./support/readme-runs";
import { useTypeCheckTogether } from "./support/type-check";

// Every example project runs as written: type-checked with its own tsconfig (the examples share
// one, so one tsc run checks them all), then `pulumi up`, a clean `pulumi preview
// --expect-no-changes` and `pulumi destroy` through the real CLI against a fresh default emulator
// started as the README starts it, with the package installed from its tarball.

const runs = useReadmeRuns();

const examplesDir = join(repo, "examples");
const filesBelow = (root: string): string[] =>
  readdirSync(root, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesBelow(join(root, entry.name)) : [join(root, entry.name)],
  );
/** Examples in another language than TypeScript, each run (Go's built) by a test file of its own. */
const ownTestFiles: Record<string, string> = { yaml: "yaml.test.ts", go: "sdks.test.ts" };
/** TypeScript example projects: the other folders of examples/ holding a Pulumi.yaml. */
const exampleProjects = readdirSync(examplesDir)
  .filter((name) => !Object.hasOwn(ownTestFiles, name))
  .map((name) => join(examplesDir, name))
  .filter((path) => statSync(path).isDirectory() && existsSync(join(path, "Pulumi.yaml")));
/**
 * Examples that wait for the registry: their emulator runs at this clock rate (`--clock-rate`),
 * so a DNSSEC job (about twenty emulated minutes) and a certificate's validation take seconds.
 */
const exampleClockRates: Record<string, number> = { "secure-domain": 400 };

/** The examples with their own tsconfig (the same for all), in one tsc run. */
const typeChecked = useTypeCheckTogether(() =>
  exampleProjects.map((source) => ({
    label: basename(source),
    make: (dir) => cpSync(source, dir, { recursive: true }),
  })),
);

test("every file of examples/ is run by a test", () => {
  expect(exampleProjects.length).toBeGreaterThan(0);
  const driftGate = readFileSync(join(__dirname, "drift-gate.test.ts"), "utf8");
  const notRun = filesBelow(examplesDir)
    .filter((file) => !exampleProjects.some((project) => file.startsWith(`${project}/`)))
    // An example in another language: its test file copies its folder.
    .filter(
      (file) =>
        !Object.entries(ownTestFiles).some(
          ([name, testFile]) =>
            file.startsWith(join(examplesDir, name, "/")) &&
            readFileSync(join(__dirname, testFile), "utf8").includes(`join(repo, "examples", "${name}")`),
        ),
    )
    .map((file) => relative(repo, file))
    // The CI workflow runs, step by step, in drift-gate.test.ts.
    .filter((file) => !driftGate.includes(`join(repo, ${JSON.stringify(file).replaceAll("/", '", "')})`));
  expect(notRun).toEqual([]);
});

describe.each(exampleProjects.map((project) => [relative(repo, project), project] as const))(
  "example %s",
  (_name, source) => {
    test("type-checks with its own tsconfig and runs unchanged against the default emulator", async () => {
      const clockRate = exampleClockRates[basename(source)];
      await runs.freshEmulator(clockRate === undefined ? [] : ["--clock-rate", String(clockRate)]);
      const check = (await typeChecked()).of(basename(source));
      expect({ own: check.own, declarations: check.declarations }).toEqual({ own: [], declarations: [] });
      const dir = runs.projectDir("example-");
      // Below the workspace: its node_modules hold the package installed from the tarball, as
      // `npm install` in the example would.
      cpSync(source, dir, { recursive: true });
      const outputs = await runs.upPreviewDestroy(dir, "nothing-added");
      expect(Object.keys(outputs).length).toBeGreaterThan(0);
    });
  },
);
