import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { loadFixtures, type RunningEmulator } from "../../emulator";
import { runCli } from "../../emulator/cli";
import { claimed } from "../e2e/support/doc-blocks";
import { startTestEmulator } from "../support/emulator-harness";

// docs/emulator.md's blocks that need no other program: the fixtures it shows load and start an
// emulator that holds them, and the emulator's command with options prints the lines the page
// says it prints (the CLI's own code, in process; docs-shell.test.ts runs the installed command).

const scratch = mkdtempSync(join(tmpdir(), "emulator-page-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const fixtureBlocks = claimed("fixtures");
/** The page's whole fixture file: the block that names the account. */
const whole = fixtureBlocks.find((block) => /^account:/m.test(block.code));

test.each(fixtureBlocks.map((block) => [block.line, block] as const))(
  "the fixtures at docs/emulator.md line %i load, as a file, and start an emulator holding them",
  async (line, block) => {
    // A block that names no account shows a part of a fixture file: with the whole file's.
    const text = block === whole ? block.code : `${whole?.code ?? ""}${block.code}`;
    expect(parse(text)).toMatchObject(parse(block.code));
    const file = join(scratch, `fixtures-${line}.yaml`);
    writeFileSync(file, text);
    const fixtures = loadFixtures(file);
    const emulator = await startTestEmulator({ fixtures: file });
    try {
      const state = (await emulator.admin.state()) as { zones?: { name: string }[] };
      expect((state.zones ?? []).map((zone) => zone.name.replace(/\.$/, ""))).toEqual(
        (fixtures.zones ?? []).map((zone) => zone.name.replace(/\.$/, "")),
      );
    } finally {
      await emulator.stop();
    }
  },
);

test("the emulator's command with options prints the lines the page shows", async () => {
  const [command, printed] = claimed("the emulator with options, and what it prints");
  const args = (command?.code ?? "").trim().split(/\s+/).slice(2);
  expect(args.slice(0, 2)).toEqual(["--port", "8787"]);
  const lines: string[] = [];
  let emulator: RunningEmulator | undefined;
  try {
    // Any free port instead of 8787, which the line then names.
    const started = await runCli(["--port", "0", ...args.slice(2)], {
      out: (text) => lines.push(text),
      err: (text) => lines.push(`error: ${text}`),
    });
    if (typeof started === "number") throw new Error(`exit status ${started}: ${lines.join("\n")}`);
    emulator = started;
    const port = new URL(emulator?.url ?? "").port;
    expect(lines.map((text) => text.replace(`:${port}`, ":8787"))).toEqual(
      (printed?.code ?? "").trimEnd().split("\n"),
    );
  } finally {
    await emulator?.stop();
  }
  // Without the two options, the first line only.
  const alone: string[] = [];
  const plain = await runCli(["--port", "0"], {
    out: (text) => alone.push(text),
    err: (text) => alone.push(text),
  });
  if (typeof plain !== "number") await plain.stop();
  expect(alone).toHaveLength(1);
  expect(alone[0]).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+$/);
});
