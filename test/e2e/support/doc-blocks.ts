import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { type CodeBlock, codeBlocks } from "./markdown";

// The pages a user reads (the README and docs/) and their code blocks, with which test runs or
// checks each: programs by their kind (readme.test.ts, docs-typescript.test.ts,
// docs-yaml.test.ts), every other block by a claim below. test/docs/code-blocks.test.ts fails on
// a block that no test claims, and on a claim that finds no block. docs/architecture.md is the
// code's map for this repository's developers, not a page of the package: its blocks are not
// snippets.

export const repo = resolve(__dirname, "..", "..", "..");

/** A code block of a page: the page's path from the repository's root. */
export interface DocBlock extends CodeBlock {
  file: string;
}

export interface DocPage {
  file: string;
  text: string;
  blocks: DocBlock[];
}

const notSnippets = new Set(["docs/architecture.md"]);

/** Every Markdown file of docs/, below it too, as paths from the repository's root. */
export function docFiles(): string[] {
  const below = (dir: string): string[] =>
    readdirSync(join(repo, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? below(join(dir, entry.name))
        : entry.name.endsWith(".md")
          ? [join(dir, entry.name)]
          : [],
    );
  return below("docs").sort();
}

/** The README and every page of docs/, read once. */
export const pages: DocPage[] = ["README.md", ...docFiles()].map((file) => {
  const text = readFileSync(join(repo, file), "utf8");
  return {
    file,
    text,
    blocks: notSnippets.has(file) ? [] : codeBlocks(text).map((block) => ({ ...block, file })),
  };
});

export const page = (file: string): DocPage => {
  const found = pages.find((p) => p.file === file);
  if (!found) throw new Error(`no page ${file}`);
  return found;
};

export const allBlocks: DocBlock[] = pages.flatMap((p) => p.blocks);

/** "docs/resources/dns-record.md line 18 (Example in TypeScript)" */
export const where = (block: DocBlock) => `${block.file} line ${block.line} (${block.heading})`;

export const isTypeScript = (block: CodeBlock) => block.lang === "ts" || block.lang === "typescript";
/** A TypeScript block that imports the package or Pulumi is a Pulumi program; any other is a script. */
export const isProgram = (block: CodeBlock) =>
  isTypeScript(block) && /from "(@pulumi\/pulumi|pulumi-registrar)"/.test(block.code);
/** A YAML block that is a whole Pulumi YAML project file. */
export const isYamlProgram = (block: CodeBlock) =>
  block.lang === "yaml" && /^runtime: yaml$/m.test(block.code);

/** The paragraph right above a block, as one line. */
export function paragraphAbove(block: DocBlock): string {
  const above = page(block.file)
    .text.split("\n")
    .slice(0, block.line - 1)
    .join("\n")
    .trimEnd();
  return above.slice(above.lastIndexOf("\n\n") + 1).replace(/\s+/g, " ");
}

/**
 * The emulator's arguments for a program: the clock rate the paragraph above it offers ("takes
 * seconds with `--clock-rate 60`"), else none.
 */
export function offeredClockRate(block: DocBlock): string[] {
  const rate = /seconds with `--clock-rate (\d+)`/.exec(paragraphAbove(block));
  return rate ? ["--clock-rate", rate[1] as string] : [];
}

/** A block no kind covers, claimed by the test that runs or checks it. */
export interface Claim {
  /** What the blocks are, for messages and for the tests that look them up. */
  name: string;
  /** The test file that runs or checks them, from the repository's root. */
  test: string;
  matches(block: DocBlock): boolean;
}

const sh = (block: CodeBlock) => block.lang === "sh";

/**
 * The quick start of each language through the plugin: a page whose every block
 * every-language.test.ts runs in order, as a user copies them (files written, commands run). Only
 * its own claim takes a block of these pages.
 */
export const quickStartPages: Record<string, string> = {
  YAML: "docs/guides/quick-start-yaml.md",
  Python: "docs/guides/quick-start-python.md",
  Go: "docs/guides/quick-start-go.md",
  "Node.js SDK": "docs/guides/quick-start-nodejs.md",
};
const onQuickStartPage = (block: DocBlock) => Object.values(quickStartPages).includes(block.file);

const otherClaims: Claim[] = [
  {
    name: "install from a checkout",
    test: "test/e2e/docs-shell.test.ts",
    matches: (b) => sh(b) && b.code.includes("npm pack"),
  },
  {
    name: "install the tarball",
    test: "test/e2e/docs-shell.test.ts",
    matches: (b) => sh(b) && /^(npm init -y\n)?npm install \.\.\/pulumi-registrar\//.test(b.code),
  },
  {
    name: "the demo and the tests of a checkout",
    test: "test/e2e/readme.test.ts",
    matches: (b) => sh(b) && b.code.includes("scripts/demo.sh"),
  },
  {
    name: "start the emulator",
    test: "test/e2e/readme.test.ts",
    matches: (b) => sh(b) && b.file === "README.md" && b.code.startsWith("npx registrar-emulator "),
  },
  {
    name: "configure the stack",
    test: "test/e2e/readme.test.ts",
    matches: (b) => sh(b) && b.code.startsWith("pulumi config set registrar:baseUrl"),
  },
  {
    name: "up, preview and destroy",
    test: "test/e2e/readme.test.ts",
    matches: (b) => sh(b) && b.code.startsWith("pulumi up --yes\npulumi preview"),
  },
  {
    name: "a YAML project's stack",
    test: "test/e2e/docs-yaml.test.ts",
    matches: (b) => sh(b) && b.code.startsWith("pulumi stack init dev\n"),
  },
  {
    name: "a TypeScript project's Pulumi.yaml",
    test: "test/e2e/readme.test.ts",
    matches: (b) => b.lang === "yaml" && /^runtime:\n {2}name: nodejs$/m.test(b.code),
  },
  {
    name: "a part of examples/yaml",
    test: "test/e2e/yaml.test.ts",
    matches: (b) => b.lang === "yaml" && !isYamlProgram(b) && b.code.includes("registrar:index:"),
  },
  {
    name: "steps of examples/ci/github-actions.yml",
    test: "test/docs/code-blocks.test.ts",
    matches: (b) => b.lang === "yaml" && b.code.startsWith("- name: "),
  },
  {
    name: "the plan of a preview",
    test: "test/e2e/readme.test.ts",
    matches: (b) => sh(b) && b.code.includes("npx registrar-plan"),
  },
  {
    name: "a plan as registrar-plan prints it",
    test: "test/plan/markdown.test.ts",
    matches: (b) => b.lang === "markdown",
  },
  {
    name: "import an account",
    test: "test/e2e/readme.test.ts",
    matches: (b) => sh(b) && b.code.includes("npx registrar-import --out"),
  },
  {
    name: "import a zone file",
    test: "test/e2e/docs-shell.test.ts",
    matches: (b) => sh(b) && b.code.includes("npx registrar-import --zone-file"),
  },
  {
    name: "a renewal on the emulator's clock",
    test: "test/e2e/tls-certificate.test.ts",
    matches: (b) => sh(b) && b.code.includes("/__emulator/clock"),
  },
  {
    name: "the emulator with options, and what it prints",
    test: "test/docs/emulator-page.test.ts",
    matches: (b) =>
      b.file === "docs/emulator.md" &&
      ((sh(b) && b.code.startsWith("npx registrar-emulator --port 8787 --")) ||
        (b.lang === "" && b.code.startsWith("listening on "))),
  },
  {
    name: "requests with curl",
    test: "test/e2e/docs-shell.test.ts",
    matches: (b) => sh(b) && b.code.startsWith("curl -s -H 'x-api-key"),
  },
  {
    name: "fixtures",
    test: "test/docs/emulator-page.test.ts",
    matches: (b) => b.file === "docs/emulator.md" && b.lang === "yaml",
  },
  {
    name: "after an interrupted up",
    test: "test/e2e/crash-recovery.test.ts",
    matches: (b) => sh(b) && b.code.startsWith("pulumi cancel --yes"),
  },
  {
    name: "a damaged local backend repaired",
    test: "test/e2e/docs-shell.test.ts",
    matches: (b) => sh(b) && b.code.startsWith("state=~/.pulumi"),
  },
  {
    name: "run the policy pack",
    test: "test/e2e/policy-pack.test.ts",
    matches: (b) => sh(b) && b.code.startsWith("pulumi preview --policy-pack "),
  },
  {
    name: "the policy pack's settings",
    test: "test/e2e/policy-pack.test.ts",
    matches: (b) => b.file === "docs/guides/policy-pack.md" && b.lang === "json",
  },
  {
    name: "the warning of a preview that did not check the account",
    test: "test/e2e/preview-truth.test.ts",
    matches: (b) => b.file === "docs/configuration.md" && b.lang === "text",
  },
  {
    name: "a whole zone's drift gate, as the CLI shows it",
    test: "test/docs/dns-zone-drift.test.ts",
    matches: (b) => b.file === "docs/resources/dns-zone.md" && b.lang === "",
  },
];

export const claims: Claim[] = [
  ...Object.entries(quickStartPages).map(([language, file]) => ({
    name: `the ${language} quick start`,
    test: "test/e2e/every-language.test.ts",
    matches: (b: DocBlock) => b.file === file,
  })),
  ...otherClaims.map((claim) => ({
    ...claim,
    matches: (b: DocBlock) => !onQuickStartPage(b) && claim.matches(b),
  })),
];

/** The blocks of the claim of this name; throws when it finds none. */
export function claimed(name: string): DocBlock[] {
  const claim = claims.find((c) => c.name === name);
  if (!claim) throw new Error(`no claim "${name}"`);
  const found = allBlocks.filter(claim.matches);
  if (found.length === 0) throw new Error(`no page shows a block of "${name}"`);
  return found;
}

/** A TypeScript block of docs/ that docs-typescript.test.ts runs (not a quick start's). */
export const isDocsTypeScript = (b: DocBlock) =>
  isTypeScript(b) && b.file !== "README.md" && !onQuickStartPage(b);
/** A Pulumi YAML program that docs-yaml.test.ts runs (not a quick start's). */
export const isDocsYamlProgram = (b: DocBlock) => isYamlProgram(b) && !onQuickStartPage(b);

/** The test files that run blocks by their kind. */
export const kinds: { name: string; test: string; matches(block: DocBlock): boolean }[] = [
  {
    name: "a TypeScript program or script of the README",
    test: "test/e2e/readme.test.ts",
    matches: (b) => isTypeScript(b) && b.file === "README.md",
  },
  {
    name: "a TypeScript program or script of docs/",
    test: "test/e2e/docs-typescript.test.ts",
    matches: isDocsTypeScript,
  },
  { name: "a Pulumi YAML program", test: "test/e2e/docs-yaml.test.ts", matches: isDocsYamlProgram },
];

export const relativeToRepo = (path: string) => relative(repo, path);
