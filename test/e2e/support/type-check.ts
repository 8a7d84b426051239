import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { workspaceDir } from "../../support/workspace";
import { runCommand } from "./processes";

/** What one project's part of a shared tsc run reported. */
export interface ProjectCheck {
  /** Diagnostics in the project's own files, as tsc prints them (`index.ts(3,5): error …`). */
  own: string[];
  /** Diagnostics in no project's files: the declaration files the programs load. */
  declarations: string[];
  /** Where tsc wrote the project's output (its tsconfig's outDir, below the shared folder). */
  outDir: string;
}

export interface TypeChecked {
  /** The check of the project of this label. */
  of(label: string): ProjectCheck;
  /** Removes the shared folder. */
  dispose(): void;
}

interface Tsconfig {
  compilerOptions: Record<string, unknown> & { outDir?: string };
  files: string[];
}

/**
 * What a shared check adds to the projects' options. `skipLibCheck`: only the projects' own files
 * are checked, not the declaration files they load (a few seconds instead of ten), for checks
 * whose point is the projects' code while another test holds the declarations to the options.
 */
export interface SharedOptions {
  skipLibCheck?: boolean;
}

/** A project of a shared check: `make` writes its files (tsconfig.json included) into `dir`. */
export interface SharedProject {
  label: string;
  make(dir: string): void;
}

/**
 * Type-checks projects whose tsconfig.json have the same compilerOptions in one tsc run, as
 * `tsc -p` of each would: the projects are made side by side below the workspace (where the
 * installed package resolves), and one tsconfig with those options lists every project's files.
 * Without skipLibCheck most of tsc's time goes to checking the declaration files every program
 * loads (about ten seconds on 2 cores); in one run that happens once, not once per project.
 */
export async function typeCheckTogether(
  projects: SharedProject[],
  options: SharedOptions = {},
): Promise<TypeChecked> {
  const shared = mkdtempSync(join(workspaceDir(), "programs", "type-check-"));
  try {
    return await check(shared, projects, options);
  } catch (error) {
    rmSync(shared, { recursive: true, force: true });
    throw error;
  }
}

async function check(
  shared: string,
  projects: SharedProject[],
  options: SharedOptions,
): Promise<TypeChecked> {
  const configs = projects.map(({ label, make }) => {
    const dir = join(shared, label);
    mkdirSync(dir);
    make(dir);
    return { label, config: JSON.parse(readFileSync(join(dir, "tsconfig.json"), "utf8")) as Tsconfig };
  });
  const compilerOptions = configs[0]?.config.compilerOptions ?? {};
  const differing = configs.filter((c) => !isDeepStrictEqual(c.config.compilerOptions, compilerOptions));
  if (differing.length > 0)
    throw new Error(
      `${differing.map((c) => c.label).join(", ")}: compilerOptions differ from ${configs[0]?.label}'s; check them in a run of their own`,
    );
  writeFileSync(
    join(shared, "tsconfig.json"),
    JSON.stringify({
      // Output below outDir/<label>/, as each project's own run writes it to its outDir.
      compilerOptions: {
        ...compilerOptions,
        rootDir: ".",
        ...(options.skipLibCheck ? { skipLibCheck: true } : {}),
      },
      files: configs.flatMap(({ label, config }) => config.files.map((file) => `${label}/${file}`)),
    }),
  );
  const tsc = await runCommand(
    join(workspaceDir(), "node_modules", ".bin", "tsc"),
    ["-p", ".", "--pretty", "false"],
    { cwd: shared },
  );
  // A diagnostic starts with its file's path; the lines after it, indented, belong to it.
  const diagnostics: string[] = [];
  for (const line of tsc.stdout.split("\n")) {
    if (line.trim() === "") continue;
    if (/^\s/.test(line) && diagnostics.length > 0) diagnostics[diagnostics.length - 1] += `\n${line}`;
    else diagnostics.push(line);
  }
  const labelOf = (diagnostic: string) =>
    configs.find(({ label }) => diagnostic.startsWith(`${label}/`))?.label;
  if (tsc.code !== 0 && diagnostics.length === 0)
    throw new Error(`tsc exited with ${tsc.code} and no diagnostic:\n${tsc.stderr}`);

  return {
    of(label) {
      if (!configs.some((c) => c.label === label)) throw new Error(`no project labelled ${label}`);
      return {
        own: diagnostics.filter((d) => labelOf(d) === label).map((d) => d.slice(label.length + 1)),
        declarations: diagnostics.filter((d) => labelOf(d) === undefined),
        outDir: join(shared, String(compilerOptions.outDir ?? "."), label),
      };
    },
    dispose: () => rmSync(shared, { recursive: true, force: true }),
  };
}

/**
 * A test file's shared check: made by the first test that asks for it (so that test bears its
 * time, not the file's set-up), removed after the file's tests.
 */
export function useTypeCheckTogether(
  projects: () => SharedProject[],
  options: SharedOptions = {},
): () => Promise<TypeChecked> {
  let checked: Promise<TypeChecked> | undefined;
  afterAll(async () => {
    await checked?.then(
      (done) => done.dispose(),
      () => {},
    );
  });
  return () => {
    checked ??= typeCheckTogether(projects(), options);
    return checked;
  };
}
