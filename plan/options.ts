import { HELP, parseCommandLine } from "../cli/command-line";
import type { Command } from "../cli/run-command";
import { UsageError } from "../cli/usage-error";

export const USAGE = [
  "usage: registrar-plan [FILE] [--format markdown|json]",
  "Reads the JSON of `pulumi preview --json` from FILE (default: standard input) and prints what",
  "`pulumi up` will do with pulumi-registrar's resources: each DnsZone's records to create, change and",
  "delete, the records changed outside Pulumi, the zone's change limits, and the other resources' steps,",
  "the paid ones marked (certificate orders, renewals, reissues).",
  "  --format markdown   Markdown, for a pull request's comment (default)",
  "  --format json       the same plan as JSON, for machines",
  "  --help, -h          this text",
  "Exit status: 0 the plan printed (a failed preview's plan shows its errors), 1 the input unreadable or",
  "not a preview's JSON, 2 bad usage.",
].join("\n");

export const formats = ["markdown", "json"] as const;

export interface PlanOptions {
  /** The preview's JSON file; absent: standard input. */
  file?: string;
  format: (typeof formats)[number];
}

export function parseOptions(argv: readonly string[]): PlanOptions | typeof HELP {
  const parsed = parseCommandLine(argv, { format: { type: "string" } }, { positionals: true });
  if (parsed === HELP) return HELP;
  const { values, positionals } = parsed;
  if (positionals.length > 1) {
    throw new UsageError(`one preview file at most, got ${positionals.length}: ${positionals.join(" ")}`);
  }
  const format = values.format ?? "markdown";
  if (!(formats as readonly string[]).includes(format)) {
    throw new UsageError(`--format must be markdown or json, got "${format}"`);
  }
  const [file] = positionals;
  if (file === "")
    throw new UsageError("the preview file's name is empty: give a file, or none to read standard input");
  return { ...(file === undefined || file === "-" ? {} : { file }), format: format as PlanOptions["format"] };
}

/** It reads no setting: a preview's JSON holds all it needs. */
export const planCommand: Command<PlanOptions> = {
  name: "registrar-plan",
  usage: USAGE,
  parse: (argv) => parseOptions(argv),
};
