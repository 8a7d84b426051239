import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** What headless Chromium made of a page: its DOM after loading, and the text a person reads. */
export interface SeenPage {
  dom: string;
  text: string;
}

/**
 * Opens `url` in headless Chromium (Debian's `chromium`, installed by scripts/setup.sh) and
 * returns the DOM it built. A fresh profile per call, so no state leaks between pages.
 */
export async function openInChromium(url: string): Promise<SeenPage> {
  const profile = await mkdtemp(join(tmpdir(), "dashboard-chromium-"));
  try {
    const { stdout } = await run(
      "chromium",
      [
        "--headless",
        "--no-sandbox", // tests may run as root, where Chromium's sandbox refuses to start
        "--disable-gpu",
        "--no-first-run",
        `--user-data-dir=${profile}`,
        "--dump-dom",
        url,
      ],
      { timeout: 60_000, maxBuffer: 16 * 1024 * 1024 },
    );
    return { dom: stdout, text: visibleText(stdout) };
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}

/** The DOM's text without head, tags and entity escapes, whitespace collapsed. */
function visibleText(dom: string): string {
  return dom
    .replace(/<head>[\s\S]*<\/head>/, "")
    .replace(/<\/(td|th|dd|dt|p|h1|h2|tr|a)>/g, " $&")
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
