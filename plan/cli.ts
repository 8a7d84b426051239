#!/usr/bin/env node
import { readFileSync } from "node:fs";
import { exitStatus } from "../cli/exit-status";
import { oneLine } from "../cli/one-line";
import { processIO } from "../cli/process-io";
import { type CommandIO, runCommand } from "../cli/run-command";
import { buildPlan } from "./build-plan";
import { planMarkdown } from "./markdown";
import { type PlanOptions, planCommand } from "./options";
import type { Plan } from "./plan";
import { NotPreviewError, type Preview, parsePreview } from "./preview-json";

export interface PlanIO extends CommandIO {
  /** Standard input, read to its end. */
  stdin: () => Promise<string>;
}

const PREFIX = `${planCommand.name}:`;

/**
 * The command: reads the preview's JSON (a file, or standard input), prints the plan.
 * Resolves with the exit status: 0 printed, 1 the input unreadable or not a preview's, 2 bad usage.
 */
export function runPlan(argv: readonly string[], io: PlanIO): Promise<number> {
  return runCommand(planCommand, argv, io, {}, (options) => printPlan(options, io));
}

async function printPlan(options: PlanOptions, io: PlanIO): Promise<number> {
  try {
    const source = options.file ?? "standard input";
    const text = options.file === undefined ? await io.stdin() : readPreviewFile(options.file);
    const plan = planOf(parsePreview(text, source), source);
    io.out(options.format === "json" ? `${JSON.stringify(plan, null, 2)}\n` : planMarkdown(plan));
    return exitStatus.ok;
  } catch (error) {
    if (!(error instanceof NotPreviewError || error instanceof UnreadableFileError)) throw error;
    io.err(`${PREFIX} ${oneLine(error)}`);
    return exitStatus.failed;
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
  process.exitCode = await runPlan(process.argv.slice(2), { ...processIO, stdin: readStdin });
}

if (require.main === module) void main();
