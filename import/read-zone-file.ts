import { readFileSync } from "node:fs";
import { isWithinZone, toFqdn, withoutTrailingDot } from "../provider/dns/fqdn";
import { parseZoneFile, type ZoneFile } from "./zone-file";
import { type ZoneFileRecords, zoneFileRecords } from "./zone-file-records";
import { ZoneFileSyntaxError } from "./zone-file-tokens";

/** What a program of a zone file is generated from: its zone and records, read before a line is written. */
export interface ZoneFileSnapshot {
  /** The file as the user named it. */
  file: string;
  /** Canonical, with its trailing dot. */
  zone: string;
  /** Record lines the file holds (directives aside), read or not. */
  total: number;
  records: ZoneFileRecords;
}

/**
 * A zone file that cannot be read as one zone, in one line naming the file (and line): not
 * there, a lexical fault (an unclosed quote or parenthesis), or a zone that is not known or
 * not the file's. Every other fault of a line is a finding, and the reading goes on.
 */
export class ZoneFileError extends Error {}

/**
 * Reads `file`, a master file of one zone: the zone is `origin` (`--origin`), else the file's
 * first `$ORIGIN`. Every `$ORIGIN` and the SOA must agree with it. Reads nothing else: no API.
 */
export function readZoneFile(file: string, origin: string | undefined): ZoneFileSnapshot {
  let given: string | undefined;
  try {
    given = origin === undefined ? undefined : toFqdn(origin);
  } catch (error) {
    throw new ZoneFileError(`--origin ${JSON.stringify(origin)}: ${(error as Error).message}`);
  }
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new ZoneFileError(`cannot read the zone file ${file}: ${(error as Error).message}`);
  }
  try {
    const parsed = parseZoneFile(text, given);
    const zone = zoneOf(parsed, given, file);
    return {
      file,
      zone,
      total: parsed.records.length + parsed.problems.filter((problem) => problem.of === "record").length,
      records: zoneFileRecords(zone, parsed),
    };
  } catch (error) {
    if (error instanceof ZoneFileSyntaxError)
      throw new ZoneFileError(`${file}:${error.line}: ${error.message}`);
    throw error;
  }
}

/**
 * The zone of the file: `given`, else its first $ORIGIN; every $ORIGIN inside it, the SOA its
 * own. A stop, not a finding: with the wrong zone, every finding after would be wrong too.
 */
function zoneOf(parsed: ZoneFile, given: string | undefined, file: string): string {
  const first = parsed.origins[0];
  const zone = given ?? (first ? fqdnAt(first.name, first.line, "$ORIGIN") : undefined);
  if (!zone) throw new ZoneFileError(`${file} has no $ORIGIN: pass --origin NAME, the zone the file is of`);
  const which = given
    ? `--origin ${withoutTrailingDot(zone)}`
    : `the zone ${zone} (the file's first $ORIGIN)`;
  for (const { name, line } of parsed.origins) {
    if (!isWithinZone(fqdnAt(name, line, "$ORIGIN"), zone))
      throw new ZoneFileSyntaxError(
        line,
        given
          ? `$ORIGIN ${name} is outside ${which}: pass the zone the file is of as --origin`
          : `$ORIGIN ${name} is outside ${which}: a zone file holds one zone`,
      );
  }
  for (const soa of parsed.records.filter((record) => record.type === "SOA")) {
    const owner = fqdnAt(soa.owner, soa.line, "the SOA's name");
    if (owner !== zone)
      throw new ZoneFileSyntaxError(
        soa.line,
        `the SOA is of ${owner}, not of ${which}: pass the zone the file is of as --origin`,
      );
  }
  return zone;
}

function fqdnAt(name: string, line: number, what: string): string {
  try {
    return toFqdn(name);
  } catch (error) {
    throw new ZoneFileSyntaxError(line, `${what} ${name}: ${(error as Error).message}`);
  }
}
