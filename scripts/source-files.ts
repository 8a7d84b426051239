import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

/** The repository's root, from scripts/ (ts-jest) or from dist/scripts/ (the npm scripts). */
export const repo = [join(__dirname, ".."), join(__dirname, "..", "..")].find((dir) =>
  existsSync(join(dir, "classes", "index.ts")),
) as string;

/**
 * A generated TypeScript file's text as `biome check --write` leaves it (formatted, imports
 * sorted), as every source file is: what a generator writes and its staleness test compares.
 */
export function formattedSource(text: string, path: string): string {
  return execFileSync(
    join(repo, "node_modules", ".bin", "biome"),
    ["check", "--write", `--stdin-file-path=${path}`],
    { input: text, encoding: "utf8" },
  );
}
