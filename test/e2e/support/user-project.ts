import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { tarballPath } from "../../support/workspace";
import { expectSuccess, runCommand } from "./processes";

const repo = resolve(__dirname, "..", "..", "..");
const devDependencies = JSON.parse(readFileSync(join(repo, "package.json"), "utf8"))
  .devDependencies as Record<string, string>;

/**
 * The tsconfig.json of Pulumi's `typescript` template (`pulumi new typescript`), unchanged:
 * classic `moduleResolution: node`, no `skipLibCheck`, no `esModuleInterop`. Every declaration
 * file the package ships must type-check under it.
 */
export const templateTsconfig = {
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
};

/**
 * The template's package.json, with the versions this repository tests against (offline installs),
 * or another `@pulumi/pulumi` (a version or dist-tag the peer range claims).
 */
export function templatePackageJson(name: string, pulumiVersion = devDependencies["@pulumi/pulumi"]): object {
  return {
    name,
    main: "index.ts",
    devDependencies: {
      "@types/node": devDependencies["@types/node"],
      typescript: devDependencies.typescript,
    },
    dependencies: {
      "@pulumi/pulumi": pulumiVersion,
    },
  };
}

/** The template's Pulumi.yaml. */
export function templatePulumiYaml(name: string): string {
  return [
    `name: ${name}`,
    "description: A minimal TypeScript Pulumi program",
    "runtime:",
    "  name: nodejs",
    "  options:",
    "    packagemanager: npm",
    "",
  ].join("\n");
}

/**
 * Writes a project as `pulumi new typescript` makes it into `dir`: package.json, tsconfig.json,
 * Pulumi.yaml (or the given one) and index.ts.
 */
export function writeTemplateProject(
  dir: string,
  files: { name: string; index: string; pulumiYaml?: string; pulumiVersion?: string },
) {
  const packageJson = templatePackageJson(files.name, files.pulumiVersion);
  writeFileSync(join(dir, "package.json"), `${JSON.stringify(packageJson, null, 4)}\n`);
  writeFileSync(join(dir, "tsconfig.json"), `${JSON.stringify(templateTsconfig, null, 4)}\n`);
  writeFileSync(join(dir, "Pulumi.yaml"), files.pulumiYaml ?? templatePulumiYaml(files.name));
  writeFileSync(join(dir, "index.ts"), files.index);
}

/** `npm install` of the template's dependencies and `npm install pulumi-registrar` (the packed tarball) in `dir`. */
export async function installPackage(dir: string): Promise<void> {
  expectSuccess(
    "npm install",
    await runCommand("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", tarballPath()], {
      cwd: dir,
    }),
  );
}
