import { execFile } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import ts from "typescript";
import { dynamicModule, kinds, resourceKinds } from "../provider/resources/kinds";
import { tarballPath } from "./support/workspace";

// What `npm publish` would ship: the tarball the tiers' global set-up packed (test/support/global-setup.ts)
// holds what a user needs and nothing else, and the metadata is that of a published package.

const repo = resolve(__dirname, "..");
const pkg = JSON.parse(readFileSync(join(repo, "package.json"), "utf8"));
let files: string[];

beforeAll(async () => {
  const { stdout } = await promisify(execFile)("tar", ["-tzf", tarballPath()], {
    maxBuffer: 64 * 1024 * 1024,
  });
  // npm packs everything under `package/`; directories have no entries of their own.
  files = stdout
    .split("\n")
    .filter((line) => line.startsWith("package/") && !line.endsWith("/"))
    .map((line) => line.slice("package/".length))
    .sort();
});

/** The files a package.json target stands for (a `*` pattern: at least one must exist). */
function matches(target: string): string[] {
  const path = target.replace(/^\.\//, "");
  if (!path.includes("*")) return files.filter((file) => file === path);
  const [prefix, suffix] = path.split("*") as [string, string];
  return files.filter((file) => file.startsWith(prefix) && file.endsWith(suffix));
}

test("the package holds the compiled code, its declarations, the plugin's schema, the policy pack, docs and the legal files only", () => {
  const unexpected = files.filter(
    (file) =>
      !/^dist\/(classes|provider|dynamic|emulator|import|lint|plan|plugin|policy|cli)\/.+\.(js|d\.ts)$/.test(
        file,
      ) &&
      !/^docs\/.+\.md$/.test(file) &&
      !["policy/PulumiPolicy.yaml", "policy/package.json"].includes(file) &&
      file !== "schema.json" &&
      !["package.json", "README.md", "LICENSE", "CHANGELOG.md"].includes(file),
  );
  expect(unexpected).toEqual([]);
  // No source maps (they would point at sources the package does not ship), no tests, no
  // benchmarks or repository scripts, no tarballs.
  expect(files.filter((file) => /\.map$|\.test\.|(^|\/)(test|bench|scripts)\/|\.tgz$/.test(file))).toEqual(
    [],
  );
});

test("every relative link of the README and of the docs it ships points at a file in the package", () => {
  // npm shows the README; its links, and those of the pages they lead to, work in the package.
  const pages = ["README.md", ...files.filter((file) => /^docs\/.+\.md$/.test(file))];
  const broken: string[] = [];
  let links = 0;
  for (const page of pages) {
    const text = readFileSync(join(repo, page), "utf8");
    for (const match of text.matchAll(/\]\((?!https?:|#|mailto:)([^)#\s]+)/g)) {
      links++;
      const target = join(dirname(page), match[1] as string);
      if (!files.includes(target)) broken.push(`${page}: ${match[1]}`);
    }
  }
  expect(links).toBeGreaterThan(20);
  expect(broken).toEqual([]);
  // The README's own links lead to the docs it ships.
  expect(pages).toEqual(expect.arrayContaining(["docs/resources/dns-record.md", "docs/lookups.md"]));
});

test("every entry point, export, typesVersions target and the bin are in the package", () => {
  const targets: string[] = [pkg.main, pkg.types, ...Object.values(pkg.bin as Record<string, string>)];
  for (const entry of Object.values(pkg.exports as Record<string, string | Record<string, string>>)) {
    targets.push(...(typeof entry === "string" ? [entry] : Object.values(entry)));
  }
  for (const paths of Object.values(pkg.typesVersions["*"] as Record<string, string[]>))
    targets.push(...paths);
  for (const target of targets)
    expect({ target, found: matches(target).length > 0 }).toEqual({ target, found: true });
  // The stored provider of every resource requires its implementation by package name: the path
  // its row names is an export of the dynamic front end's module.
  for (const kind of resourceKinds) {
    const subpath = `./${kinds[kind].module.replace(/^pulumi-registrar\//, "")}`;
    expect({ kind, target: pkg.exports[subpath]?.default }).toEqual({
      kind,
      target: `./dist/${dynamicModule(kind)}.js`,
    });
  }
});

test("the policy pack's directory is in the package, its main the built pack", () => {
  // `pulumi preview --policy-pack node_modules/pulumi-registrar/policy` runs node on policy/.
  expect(files).toEqual(expect.arrayContaining(["policy/PulumiPolicy.yaml", "policy/package.json"]));
  const main = JSON.parse(readFileSync(join(repo, "policy", "package.json"), "utf8")).main as string;
  expect(files).toContain(join("policy", main));
  expect(files.filter((file) => file.startsWith("policy/") && file.endsWith(".ts"))).toEqual([]);
});

test("`pulumi-registrar/client` and `/emulator` resolve under moduleResolution node (typesVersions)", () => {
  const subpaths = Object.keys(pkg.exports)
    // The stored providers' paths are loaded by the engine, never imported by a program.
    .filter((key) => key !== "." && !key.includes("*") && !key.endsWith(".json"))
    .filter((key) => !key.startsWith("./provider/resources/"))
    .map((key) => key.slice(2));
  expect(subpaths.sort()).toEqual(["client", "emulator"]);
  for (const subpath of subpaths) {
    expect(pkg.typesVersions["*"][subpath]).toEqual([pkg.exports[`./${subpath}`].types]);
  }
});

test("published-package metadata", () => {
  const repository = "https://github.com/pulumi-registrar/pulumi-registrar";
  expect(pkg).toMatchObject({
    name: "pulumi-registrar",
    license: "Apache-2.0",
    repository: { type: "git", url: `git+${repository}.git` },
    homepage: `${repository}#readme`,
    bugs: { url: `${repository}/issues` },
  });
  expect(pkg.keywords).toEqual(expect.arrayContaining(["pulumi", "dns", "registrar"]));
  expect(pkg.scripts.prepack).toBe("npm run build");

  const license = readFileSync(join(repo, "LICENSE"), "utf8");
  expect(license).toContain("Apache License\n                           Version 2.0, January 2004");
  expect(license).toContain("END OF TERMS AND CONDITIONS");
  const changelog = readFileSync(join(repo, "CHANGELOG.md"), "utf8");
  expect(changelog).toContain(`## ${pkg.version}`);
});

/** The declaration file a relative specifier of `from` stands for. */
function declarationOf(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base.replace(/\.js$/, ".d.ts"), `${base}.d.ts`, join(base, "index.d.ts")].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
}

/** Names of the top-level declarations of `file` that use one of `names`. */
function declarationsUsing(source: ts.SourceFile, names: Set<string>): string[] {
  const uses = (node: ts.Node): boolean =>
    (ts.isIdentifier(node) && names.has(node.text)) || (ts.forEachChild(node, uses) ?? false);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) || !uses(statement)) return [];
    const named = statement as ts.Statement & { name?: ts.Node };
    if (named.name) return [named.name.getText(source)];
    if (ts.isVariableStatement(statement))
      return statement.declarationList.declarations.map((d) => d.name.getText(source));
    return [statement.getText(source).split("\n")[0] as string];
  });
}

test("the public declarations expose plain TypeScript: no zod, undici or other third-party types", () => {
  // What a user's program type-checks: every .d.ts reachable from the entry points' types, with
  // the modules they import from outside the package. A user has @pulumi/pulumi (a peer
  // dependency) and @types/node (in every `pulumi new typescript` project); any other package's
  // types would tie the user's compile to our dependencies' versions.
  const entries = [".", "./client", "./emulator"].map((key) => join(repo, pkg.exports[key].types));
  const allowed = (specifier: string) =>
    /^@pulumi\/pulumi(\/|$)/.test(specifier) ||
    specifier.startsWith("node:") ||
    builtinModules.includes(specifier.split("/")[0] as string);
  const seen = new Set<string>();
  const queue = [...entries];
  const leaks: string[] = [];
  const unresolved: string[] = [];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    const info = ts.preProcessFile(text, true, true);
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const name = relative(repo, file);
    for (const { fileName: specifier } of [...info.importedFiles, ...info.typeReferenceDirectives]) {
      if (specifier.startsWith(".")) {
        const target = declarationOf(file, specifier);
        if (target) queue.push(target);
        else unresolved.push(`${name}: ${specifier}`);
        continue;
      }
      if (allowed(specifier)) continue;
      const bindings = new Set<string>();
      for (const statement of source.statements) {
        if (!ts.isImportDeclaration(statement)) continue;
        if ((statement.moduleSpecifier as ts.StringLiteral).text !== specifier) continue;
        const clause = statement.importClause;
        if (clause?.name) bindings.add(clause.name.text);
        const named = clause?.namedBindings;
        if (named && ts.isNamespaceImport(named)) bindings.add(named.name.text);
        if (named && ts.isNamedImports(named))
          for (const element of named.elements) bindings.add(element.name.text);
      }
      const declarations = declarationsUsing(source, bindings);
      leaks.push(
        `${name} imports "${specifier}"${declarations.length ? ` in ${declarations.join(", ")}` : ""}`,
      );
    }
  }
  expect(seen.size).toBeGreaterThan(entries.length);
  expect(unresolved).toEqual([]);
  expect(leaks).toEqual([]);
});
