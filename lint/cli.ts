#!/usr/bin/env node
import { apiSettingNames } from "../cli/api-settings";
import { exitStatus } from "../cli/exit-status";
import { oneLine } from "../cli/one-line";
import { processIO } from "../cli/process-io";
import { type CommandIO, runCommand } from "../cli/run-command";
import { readZoneFile } from "../import/read-zone-file";
import { zoneFileFindings } from "../import/zone-file-findings";
import { RegistrarClient } from "../provider/client/registrar-client";
import { type Finding, findingCounts, findingLine, validateZones } from "../provider/dns/validators";
import { type LintOptions, lintCommand } from "./options";
import { accountZones } from "./read-zones";

/** Findings on `out`; notes and errors on `err`. */
export type LintIO = CommandIO;

const PREFIX = `${lintCommand.name}:`;

/**
 * The command: the findings of the zone validators on the account's zones or a zone file.
 * Resolves with the exit status: 0 no error finding, 1 an error finding or a failure, 2 bad
 * usage or settings.
 */
export function runLint(
  argv: readonly string[],
  io: LintIO,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  return runCommand(lintCommand, argv, io, env, (options) => lintAndReport(options, io));
}

async function lintAndReport(options: LintOptions, io: LintIO): Promise<number> {
  for (const line of options.deprecations) io.err(`${PREFIX} ${line}`);
  let findings: Finding[];
  try {
    findings = await lint(options, io);
  } catch (error) {
    io.err(`${PREFIX} ${oneLine(error)}`);
    return exitStatus.failed;
  }
  if (options.json) io.out(`${JSON.stringify({ findings }, null, 2)}\n`);
  else for (const finding of findings) io.out(`${findingLine(finding)}\n`);
  io.err(`${PREFIX} ${findingCounts(findings)}`);
  return findings.some((finding) => finding.severity === "error") ? exitStatus.failed : exitStatus.ok;
}

async function lint(options: LintOptions, io: LintIO): Promise<Finding[]> {
  if (options.source === "zone-file") {
    // Read as registrar-import reads it; what it lists but the zone rules do not check is said.
    const source = readZoneFile(options.zoneFile, options.origin);
    for (const { line, what, reason } of source.records.skipped)
      io.err(`${PREFIX} not checked: line ${line}: ${what}: ${reason}`);
    return zoneFileFindings(source, options.settings);
  }
  const client = new RegistrarClient({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    settingNames: apiSettingNames,
    userAgent: "registrar-lint",
  });
  try {
    const zones = await accountZones(client, options.zones);
    const selected = new Set(zones.filter((zone) => zone.selected).map((zone) => zone.zone));
    // Every zone is read, so a target in another zone is followed; only the selected ones report.
    return validateZones(zones, options.settings).filter((finding) =>
      finding.records.some((record) =>
        zones.some((zone) => selected.has(zone.zone) && zone.records.includes(record)),
      ),
    );
  } finally {
    await client.close();
  }
}

async function main(): Promise<void> {
  process.exitCode = await runLint(process.argv.slice(2), processIO);
}

if (require.main === module) void main();
