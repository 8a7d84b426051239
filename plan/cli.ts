#!/usr/bin/env node
import { readFileSync } from "node:fs";
import { buildPlan } from "./build-plan";
import { planMarkdown } from "./markdown";
import { HELP, type PlanOptions, parseOptions, USAGE, UsageError } from "./options";
import type { Plan } from "./plan";
import { NotPreviewError, type Preview, parsePreview } from "./preview-json";

export interface PlanIO {
  /** The plan (standard output). */
  out: (text: string) => void;
  /** Errors (standard error). */
  err: (line: string) => void;
  /** Standard input, read to its end. */
  stdin: () => Promise<string>;
}

const PREFIX = "registrar-plan:";

/** An error's message on one line: the command's failure is one line of standard error. */
const oneLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, " ");

/**
 * The command: reads the preview's JSON (a file, or standard input), prints the plan.
 * Resolves with the exit status: 0 printed, 1 the input unreadable or not a preview's, 2 bad usage.
 */
export async function runPlan(argv: readonly string[], io: PlanIO): Promise<number> {
  let options: PlanOptions | typeof HELP;
  try {
    options = parseOptions(argv);
  } catch (error) {
    io.err(`${PREFIX} ${oneLine(error)}`);
    if (error instanceof UsageError) {
      io.err(USAGE);
      return 2;
    }
    return 1;
  }
  if (options === HELP) {
    io.out(`${USAGE}\n`);
    return 0;
  }
  try {
    const source = options.file ?? "standard input";
    const text = options.file === undefined ? await io.stdin() : readPreviewFile(options.file);
    const plan = planOf(parsePreview(text, source), source);
    io.out(options.format === "json" ? `${JSON.stringify(plan, null, 2)}\n` : planMarkdown(plan));
    return 0;
  } catch (error) {
    if (!(error instanceof NotPreviewError || error instanceof UnreadableFileError)) throw error;
    io.err(`${PREFIX} ${oneLine(error)}`);
    return 1;
  }
}

class UnreadableFileError extends Error {}

/** The plan, or the step it cannot read named with the input's name. */
function planOf(preview: Preview, source: string): Plan {
  try {
    return buildPlan(preview);
  } catch (error) {
    if (error instanceof NotPreviewError) throw new NotPreviewError(`${source}: ${error.message}`);
    throw error;
  }
}

function readPreviewFile(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message;
    throw new UnreadableFileError(
      `cannot read ${file} (${reason}): give the file \`pulumi preview --json > ${file}\` wrote, or pipe it in`,
    );
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function main(): Promise<void> {
  process.exitCode = await runPlan(process.argv.slice(2), {
    out: (text) => process.stdout.write(text),
    err: (line) => process.stderr.write(`${line}\n`),
    stdin: readStdin,
  });
}

if (require.main === module) void main();
