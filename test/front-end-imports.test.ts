import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";

// The two front ends stand side by side over the recipes: provider/ knows neither of them (nor
// the classes), and neither front end knows the other. Read from the sources' own imports, so a
// type-only import or a require counts as much as a value import.

const repo = join(__dirname, "..");

function sourcesUnder(dir: string): string[] {
  return readdirSync(join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.(ts|js)$/.test(entry.name) ? [path] : [];
  });
}

/** The top-level directory of each file of the package that `file` imports or requires. */
function importedDirs(file: string): { specifier: string; dir: string }[] {
  const text = readFileSync(join(repo, file), "utf8");
  const specifiers = [
    ...text.matchAll(/(?:^|\s)(?:import|export)\s[^;]*?from\s*"([^"]+)"/gm),
    ...text.matchAll(/(?:^|\s)import\s*"([^"]+)"/gm),
    ...text.matchAll(/\b(?:require|import)\(\s*"([^"]+)"\s*\)/g),
  ].map((match) => match[1] as string);
  return specifiers.flatMap((specifier) => {
    const path = specifier.startsWith(".")
      ? relative(repo, join(repo, dirname(file), specifier))
      : specifier.startsWith("pulumi-registrar/")
        ? specifier.slice("pulumi-registrar/".length)
        : undefined;
    return path === undefined ? [] : [{ specifier, dir: path.split(sep)[0] as string }];
  });
}

const offending = (from: string, forbidden: readonly string[]) =>
  sourcesUnder(from).flatMap((file) =>
    importedDirs(file)
      .filter(({ dir }) => forbidden.includes(dir))
      .map(({ specifier }) => `${file} imports ${specifier}`),
  );

test("the reader of imports sees every form of import", () => {
  const dirs = importedDirs("dynamic/dns-record.ts").map(({ dir }) => dir);
  expect(dirs).toEqual(expect.arrayContaining(["provider", "dynamic"]));
});

test("no file under provider/ imports a front end (dynamic/, plugin/) or the classes (classes/)", () => {
  expect(offending("provider", ["dynamic", "plugin", "classes"])).toEqual([]);
});

test("the plugin and the dynamic front end do not import each other", () => {
  expect(offending("plugin", ["dynamic"])).toEqual([]);
  expect(offending("dynamic", ["plugin"])).toEqual([]);
});
