import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

// docs/architecture.md is the map a newcomer reads first: every path it names exists, so a move
// that forgets the map fails here, and it stays short enough to be read whole.

const repo = join(__dirname, "..", "..");
const page = readFileSync(join(repo, "docs", "architecture.md"), "utf8");

/** Every file and folder of the checkout, from its root (`provider/`, `provider/config.ts`); built output and packages aside. */
function pathsUnder(dir: string): string[] {
  return readdirSync(join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (!dir && [".git", "node_modules", "dist"].includes(entry.name)) return [];
    return entry.isDirectory() ? [`${path}/`, ...pathsUnder(path)] : [path];
  });
}
const existing = pathsUnder("");

/**
 * The paths the page writes: a run of name characters with a slash, not inside a URL, a package
 * path or a type token (nothing before it but space or punctuation), its last dot a sentence's.
 * `<kind>`, `<area>`: any one name.
 */
const written = [
  ...new Set(
    [...page.matchAll(/(?<![\w@:/.<>*-])((?:[\w.-]|<\w+>)+(?:\/(?:[\w.*-]|<\w+>)+)*\/(?:[\w.*-]|<\w+>)*)/g)]
      .map((match) => (match[1] as string).replace(/\.$/, ""))
      // an import as a module writes it is relative to that module
      .filter((path) => !/^(pulumi-registrar|dist|node_modules|\.\.?)\//.test(path)),
  ),
];

/** File names alone, in backquotes: each stands in the folder its line names, so it exists somewhere. */
const named = [
  ...new Set([...page.matchAll(/`([\w.-]+\.(?:ts|js|cjs|json|md|sh|yaml))`/g)].map((m) => m[1] as string)),
];

/** Whether `path` (a placeholder matching any one name; a module path with or without `.ts`, a folder with or without its slash) is a file or folder. */
function exists(path: string): boolean {
  const pattern = path
    .split(/(<\w+>|\*)/)
    .map((part) =>
      part === "*" || /^<\w+>$/.test(part) ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  const full = new RegExp(`^${pattern}(\\.ts|/)?$`);
  return existing.some((candidate) => full.test(candidate));
}

test("the page names paths, and each exists", () => {
  expect(written.length).toBeGreaterThan(100);
  expect(written.filter((path) => !exists(path))).toEqual([]);
});

test("every file name it gives alone is a file of the checkout", () => {
  const names = new Set(existing.map((path) => path.slice(path.lastIndexOf("/", path.length - 2) + 1)));
  expect(named.length).toBeGreaterThan(10);
  expect(named.filter((name) => !names.has(name))).toEqual([]);
});

test("the reader of paths sees a moved file", () => {
  // The check itself: a path that is gone, a placeholder that matches nothing.
  expect(exists("provider/resources/kinds.ts")).toBe(true);
  expect(exists("provider/resources/<kind>/recipe")).toBe(true);
  expect(exists("provider/resources/dns-record-recipe.ts")).toBe(false);
  expect(exists("sdk/")).toBe(false);
  expect(exists("provider/resources/<kind>/plan.ts")).toBe(false);
});

test("the page is at most 400 lines", () => {
  expect(page.trimEnd().split("\n").length).toBeLessThanOrEqual(400);
});
