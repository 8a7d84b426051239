import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { repo } from "../e2e/support/doc-blocks";

// Neither the package nor the Node.js SDK is on npm yet: `npm install pulumi-registrar` answers
// 404. No document or example may tell a reader to install either by its registry name, unless
// the same passage says that it does not work today. Documents: every Markdown file (the README,
// docs/, the SDKs' READMEs, the generator's copy of the Node.js SDK's README, the CHANGELOG);
// examples: every file of examples/, their comments included. The tests' own files are not
// advice to a reader.

/** The names a registry would serve these packages under. */
const registryNames = ["pulumi-registrar", "@pulumi-registrar/registrar"];
const escaped = registryNames.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|");
/**
 * An install command naming a package by its registry name, maybe with a version or other
 * arguments around it; not a path or a tarball (`../pulumi-registrar/…`, `…-0.1.0.tgz`), nor a
 * git URL. Words may wrap onto the next line of a paragraph or comment.
 */
const installByName = new RegExp(
  `\\b(?:npm\\s+(?:install|i|add)|pnpm\\s+(?:add|install|i)|yarn\\s+add)((?:\\s+[^\\s\`;&|]+)*?)\\s+(?:${escaped})(?:@[^\\s\`;&|)]*)?(?=$|[\\s\`;&|)"'])`,
  "g",
);
/** What a passage says when it tells the reader that the command does not work today. */
const saysUnpublished = /not (?:yet )?(?:published|on npm)|answers 404/i;

/** A file's passages (its paragraphs: lines between blank lines), comment markers blanked. */
function passages(text: string): { line: number; text: string }[] {
  const lines = text
    .split("\n")
    .map((line) => line.replace(/^(\s*)(#|\/\/|\/?\*+|<!--)/, (m) => " ".repeat(m.length)));
  const found: { line: number; text: string }[] = [];
  let start = 0;
  for (let i = 0; i <= lines.length; i++) {
    if (i === lines.length || (lines[i] as string).trim() === "") {
      if (i > start) found.push({ line: start + 1, text: lines.slice(start, i).join("\n") });
      start = i + 1;
    }
  }
  return found;
}

/** "README.md:21: npm install pulumi-registrar" for each passage that gives the command as advice. */
function installAdvice(file: string, text: string): string[] {
  return passages(text).flatMap((passage) =>
    saysUnpublished.test(passage.text)
      ? []
      : [...passage.text.matchAll(installByName)].map((match) => {
          const line = passage.line + passage.text.slice(0, match.index).split("\n").length - 1;
          return `${file}:${line}: ${match[0].replace(/\s+/g, " ")}`;
        }),
  );
}

/** The documents and examples of the checkout: tracked and new files, none ignored. */
const scanned = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
  cwd: repo,
  maxBuffer: 64 * 1024 * 1024,
})
  .toString("utf8")
  .split("\0")
  .filter((file) => (file.endsWith(".md") && !file.startsWith("test/")) || file.startsWith("examples/"))
  .filter((file) => existsSync(join(repo, file)))
  .sort();

test("the rule catches the command as advice, wrapped or in a comment, and lets paths and warnings pass", () => {
  expect(installAdvice("a.md", "In your project, run `npm install pulumi-registrar` first.")).toEqual([
    "a.md:1: npm install pulumi-registrar",
  ]);
  expect(installAdvice("b.md", "Intro.\n\n```sh\nnpm i --save pulumi-registrar@0.1.0\n```\n")).toEqual([
    "b.md:4: npm i --save pulumi-registrar@0.1.0",
  ]);
  expect(
    installAdvice(
      "Pulumi.yaml",
      "name: x\n# The plugin: `npm install\n# pulumi-registrar` in this folder.\n",
    ),
  ).toEqual(["Pulumi.yaml:2: npm install pulumi-registrar"]);
  expect(installAdvice("c.md", "yarn add @pulumi/pulumi @pulumi-registrar/registrar")).toEqual([
    "c.md:1: yarn add @pulumi/pulumi @pulumi-registrar/registrar",
  ]);
  // Not advice: a passage that says the command fails, a tarball, a folder, a git URL, the SDK's
  // tarball, another package whose name starts the same.
  expect(
    installAdvice(
      "d.md",
      [
        "The package is not published on npm yet: `npm install\npulumi-registrar` answers 404.",
        "npm install ../pulumi-registrar/pulumi-registrar-0.1.0.tgz",
        "npm pack ../pulumi-registrar/sdks/nodejs\nnpm install ./pulumi-registrar-registrar-0.1.0.tgz",
        "npm install github:pulumi-registrar/pulumi-registrar",
        "npm install pulumi-registrar-extras",
      ].join("\n\n"),
    ),
  ).toEqual([]);
});

test("no document or example tells the reader to install the package from npm", () => {
  // The scan reaches the pages that once gave the command, and many more.
  expect(scanned.length).toBeGreaterThan(30);
  for (const file of [
    "README.md",
    "docs/guides/policy-pack.md",
    "sdks/nodejs/README.md",
    "examples/yaml/Pulumi.yaml",
    "examples/go/Pulumi.yaml",
  ])
    expect(scanned).toContain(file);
  const advice = scanned.flatMap((file) => installAdvice(file, readFileSync(join(repo, file), "utf8")));
  expect(advice).toEqual([]);
  // The README says why it does not work, and the rule lets that passage through.
  expect(readFileSync(join(repo, "README.md"), "utf8")).toMatch(installByName);
});
