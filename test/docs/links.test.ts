import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { docFiles, repo } from "../e2e/support/doc-blocks";

// Every link of the README and of docs/ leads somewhere: a relative link to a file of the
// repository, an anchor to a heading of its page (as GitHub makes anchors), and a link to this
// repository on GitHub to a file or folder that exists here.

const pages = ["README.md", ...docFiles()];
const GITHUB = "https://github.com/pulumi-registrar/pulumi-registrar/";

/** The text of a page outside its fenced code blocks, line by line. */
function prose(text: string): string[] {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of text.split("\n")) {
    const marker = /^ *(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined && marker) fence = marker;
    else if (fence !== undefined && line.trimStart().startsWith(fence)) fence = undefined;
    else if (fence === undefined) lines.push(line);
  }
  return lines;
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const line of prose(text)) {
    const heading = /^#{1,6} (.*)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    found.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return found;
}

const text = (file: string) => readFileSync(join(repo, file), "utf8");

test("anchors are made as GitHub makes them", () => {
  expect([
    ...anchors(
      "# Large estates: `PULUMI_SKIP_CHECKPOINTS=true` and `--parallel`\n## `pulumi import`\n## Notes\n## Notes\n```sh\n# not a heading\n```\n",
    ),
  ]).toEqual([
    "large-estates-pulumi_skip_checkpointstrue-and---parallel",
    "pulumi-import",
    "notes",
    "notes-1",
  ]);
});

test("every relative link and anchor of the README and docs/ resolves", () => {
  const broken: string[] = [];
  let count = 0;
  for (const page of pages) {
    for (const line of prose(text(page))) {
      for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1] as string;
        if (/^[a-z]+:/.test(target)) continue;
        count++;
        const [path = "", anchor] = target.split("#");
        const file = path === "" ? page : normalize(join(dirname(page), path));
        if (!existsSync(join(repo, file))) {
          broken.push(`${page}: ${target} (no ${file})`);
        } else if (anchor !== undefined && !(file.endsWith(".md") && anchors(text(file)).has(anchor))) {
          broken.push(`${page}: ${target} (no heading of ${file} has the anchor #${anchor})`);
        }
      }
    }
  }
  expect(count).toBeGreaterThan(100);
  expect(broken).toEqual([]);
});

test("every link to this repository on GitHub names a file or folder of it", () => {
  const broken: string[] = [];
  for (const page of pages) {
    for (const match of text(page).matchAll(
      /\]\((https:\/\/github\.com\/pulumi-registrar\/pulumi-registrar\/[^)\s]*)\)/g,
    )) {
      const url = match[1] as string;
      const path = /^(?:blob|tree)\/main\/([^#?]+)/.exec(url.slice(GITHUB.length))?.[1];
      if (path === undefined || !existsSync(join(repo, path))) broken.push(`${page}: ${url}`);
    }
  }
  expect(broken).toEqual([]);
});

test("the README links every page of docs/ but the repository's own", () => {
  // A page no link leads to is a page nobody finds.
  const linked = new Set<string>();
  for (const page of pages)
    for (const match of text(page).matchAll(/\]\(([^)#\s:]+\.md)(#[^)]*)?\)/g))
      linked.add(normalize(join(dirname(page), match[1] as string)));
  expect(docFiles().filter((file) => !linked.has(file))).toEqual([]);
});
