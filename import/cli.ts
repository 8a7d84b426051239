#!/usr/bin/env node
import { exitStatus } from "../cli/exit-status";
import { oneLine } from "../cli/one-line";
import { processIO } from "../cli/process-io";
import { type CommandIO, runCommand } from "../cli/run-command";
import { RegistrarClient } from "../provider/client/registrar-client";
import { findingCounts, findingLine, type ZoneRecord } from "../provider/dns/validators";
import { zoneRecordOf, zoneRecordsOfApi } from "../provider/dns/validators/zone-record-of";
import {
  type AccountImportOptions,
  type ImportOptions,
  importCommand,
  settingNames,
  type ZoneFileImportOptions,
} from "./options";
import { type GeneratedProgram, generateProgram, generateZoneFileProgram } from "./program";
import { readAccount } from "./read-account";
import { readZoneFile } from "./read-zone-file";
import { writeAtomically } from "./write-output";
import { zoneFileCollisions } from "./zone-file-collisions";
import { zoneFileFindings } from "./zone-file-findings";

/** The program, once complete, on `out`; progress lines, notes and errors on `err`. */
export type ImportIO = CommandIO;

const PREFIX = `${importCommand.name}:`;

/**
 * The command: reads the account (or, with `--zone-file`, a zone file), generates the program,
 * writes it to `--out` or `io.out`. Resolves with the exit status: 0 done, 1 failed (API,
 * selection, zone file, file), 2 bad usage or settings. Nothing is written unless the whole
 * account (or file) was read and the program made.
 */
export function runImport(
  argv: readonly string[],
  io: ImportIO,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  return runCommand(importCommand, argv, io, env, (options) => {
    const progress = options.quiet ? () => {} : (line: string) => io.err(`${PREFIX} ${line}`);
    return options.source === "zone-file"
      ? importZoneFile(options, io, progress, env)
      : importAccount(options, io, progress);
  });
}

async function importAccount(
  options: AccountImportOptions,
  io: ImportIO,
  progress: (line: string) => void,
): Promise<number> {
  const client = new RegistrarClient({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    maxConcurrentRequests: options.maxConcurrentRequests,
    timeoutMs: options.timeoutMs,
    settingNames,
    userAgent: "registrar-import",
  });
  try {
    const account = await readAccount(client, { ...(options.only ? { only: options.only } : {}), progress });
    return emit(generateProgram(account, { perRecord: options.perRecord }), options, io, progress);
  } catch (error) {
    return failed(error, io);
  } finally {
    await client.close();
  }
}

/**
 * A zone file to a program: reads the file, prints every finding on it (as registrar-lint
 * --zone-file does) and, unless offline, what it collides with in the account's zone (read
 * only), then writes the program of the records the provider takes. An error finding does not
 * stop it: a refused record is left out (listed in the program), and the others' errors fail
 * `pulumi preview` until fixed in the program.
 */
async function importZoneFile(
  options: ZoneFileImportOptions,
  io: ImportIO,
  progress: (line: string) => void,
  env: NodeJS.ProcessEnv,
): Promise<number> {
  for (const line of options.deprecations) io.err(`${PREFIX} ${line}`);
  try {
    const source = readZoneFile(options.zoneFile, options.origin);
    const { declared, skipped, refused } = source.records;
    progress(
      `${options.zoneFile}: zone ${source.zone}, ${source.total} records: ${declared.length} declared, ${skipped.length + refused.length} left out`,
    );
    const findings = zoneFileFindings(source, options.settings);
    for (const finding of findings) progress(`lint: ${findingLine(finding)}`);
    if (findings.length > 0) progress(`lint: ${findingCounts(findings)}`);
    const file = declared.map((record) => zoneRecordOf({ ...record, name: record.fqdn }));
    const account = options.offline ? undefined : await accountRecords(source.zone, env, progress);
    if (account)
      for (const line of zoneFileCollisions(source.zone, file, account, options.settings))
        progress(`lint: ${line}`);
    return emit(generateZoneFileProgram(source, { perRecord: options.perRecord }), options, io, progress);
  } catch (error) {
    return failed(error, io);
  }
}

/**
 * The account's records of `zone` (REGISTRAR_BASE_URL and
 * REGISTRAR_API_KEY, read only), to say what the file would collide with; undefined, with a note,
 * without the settings or the zone (it may not be in the account yet).
 */
async function accountRecords(
  zone: string,
  env: NodeJS.ProcessEnv,
  progress: (line: string) => void,
): Promise<ZoneRecord[] | undefined> {
  if (!env.REGISTRAR_BASE_URL || !env.REGISTRAR_API_KEY) {
    progress(
      "note: REGISTRAR_BASE_URL and REGISTRAR_API_KEY are not set, so the file was not compared with the zone in the account",
    );
    return undefined;
  }
  const client = new RegistrarClient({
    baseUrl: env.REGISTRAR_BASE_URL,
    apiKey: env.REGISTRAR_API_KEY,
    settingNames,
    userAgent: "registrar-import",
  });
  try {
    return zoneRecordsOfApi(await client.listRecords(zone));
  } catch (error) {
    // The zone may not be in the account yet: the program still comes.
    progress(`note: zone ${zone} not compared with the account: ${oneLine(error)}`);
    return undefined;
  } finally {
    await client.close();
  }
}

/** The program to `--out` or `io.out`, its notes and counts to stderr; exit status 0. */
function emit(
  program: GeneratedProgram,
  options: ImportOptions,
  io: ImportIO,
  progress: (line: string) => void,
): number {
  for (const note of program.notes) progress(`note: ${note}`);
  const importFile = options.source === "account" ? options.pulumiImportFile : undefined;
  if (importFile) {
    writeAtomically(importFile, `${JSON.stringify({ resources: program.imports }, null, 2)}\n`);
    progress(
      `wrote ${importFile}: ${program.imports.length} resources for \`pulumi import --file ${importFile}\``,
    );
  }
  if (options.out) writeAtomically(options.out, program.text);
  else if (!importFile) io.out(program.text);
  const made = Object.entries(program.counts).map(([kind, n]) => `${n} ${kind}`);
  progress(`${options.out ? `wrote ${options.out}` : "done"}: ${made.join(", ") || "no resources"}`);
  return exitStatus.ok;
}

function failed(error: unknown, io: ImportIO): number {
  io.err(`${PREFIX} ${oneLine(error)}; no program was written`);
  return exitStatus.failed;
}

async function main(): Promise<void> {
  process.exitCode = await runImport(process.argv.slice(2), processIO);
}

if (require.main === module) void main();
