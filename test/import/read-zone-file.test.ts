import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readZoneFile } from "../../import/read-zone-file";

// A zone file read from disk: its zone from --origin or its first $ORIGIN, both held to the
// file's $ORIGINs and SOA. What stops the reading is one line naming the file (and the line): a
// file that is not there, a lexical fault, a zone not known or not the file's; a faulty record
// line is a refusal finding, and the reading goes on.

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "read-zone-file-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(text: string): string {
  const path = join(dir, `${Math.random().toString(36).slice(2)}.zone`);
  writeFileSync(path, text);
  return path;
}

/** The message of the error reading `path` with `zone` makes. */
function fault(path: string, zone?: string): string {
  try {
    readZoneFile(path, zone);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("no error");
}

const SOA = "@ 3600 IN SOA ns1 hostmaster 1 7200 3600 1209600 300\n";

test("--origin is the origin of a file without $ORIGIN; the file's record lines are counted, directives not", () => {
  const path = file(`$TTL 300\n${SOA}www A 192.0.2.1\nbad A 192.0.2.300\n`);
  const read = readZoneFile(path, "Example.COM");
  expect(read).toMatchObject({ file: path, zone: "example.com.", total: 3 });
  expect(read.records.declared.map((r) => r.key)).toEqual(["www A 192.0.2.1"]);
  expect(read.records.refusals.map((r) => [r.rule, r.records[0]?.line])).toEqual([["address-invalid", 4]]);
  expect(fault(path)).toBe(`${path} has no $ORIGIN: pass --origin NAME, the zone the file is of`);
  const absolute = file("$TTL 300\nwww.example.com. A 192.0.2.1\n");
  expect(fault(absolute)).toBe(`${absolute} has no $ORIGIN: pass --origin NAME, the zone the file is of`);
});

test("without --zone, the zone is the first $ORIGIN; later ones must lie inside it", () => {
  const path = file(`$ORIGIN example.org.\n$TTL 300\n${SOA}$ORIGIN dev.example.org.\napi A 192.0.2.1\n`);
  expect(readZoneFile(path, undefined).zone).toBe("example.org.");
  expect(readZoneFile(path, "example.org").records.declared.map((r) => r.key)).toEqual([
    "api.dev A 192.0.2.1",
  ]);
  const elsewhere = file(
    "$ORIGIN example.org.\n$TTL 300\nwww A 192.0.2.1\n$ORIGIN example.net.\nx A 192.0.2.2\n",
  );
  expect(fault(elsewhere)).toBe(
    `${elsewhere}:4: $ORIGIN example.net. is outside the zone example.org. (the file's first $ORIGIN): a zone file holds one zone`,
  );
});

test("--origin and the file must agree: its $ORIGIN and its SOA", () => {
  const path = file(`$ORIGIN example.org.\n$TTL 300\n${SOA}`);
  expect(fault(path, "example.com")).toBe(
    `${path}:1: $ORIGIN example.org. is outside --origin example.com: pass the zone the file is of as --origin`,
  );
  const absolute = file("$TTL 300\nexample.org. SOA ns1.example.org. hm.example.org. 1 2 3 4 5\n");
  expect(fault(absolute, "example.com")).toBe(
    `${absolute}:2: the SOA is of example.org., not of --origin example.com: pass the zone the file is of as --origin`,
  );
});

test("a lexical fault, an unreadable file, an --origin that is no name: one line each", () => {
  const path = file(`$TTL 300\n${SOA}\n@ TXT "open\n`);
  expect(fault(path, "example.com")).toBe(`${path}:4: a quoted string is not closed on its line`);
  const missing = join(dir, "missing.zone");
  expect(fault(missing, "example.com")).toBe(
    `cannot read the zone file ${missing}: ENOENT: no such file or directory, open '${missing}'`,
  );
  expect(fault(path, "exa mple.com")).toMatch(/^--origin "exa mple.com": "exa mple.com" has " " \(U\+0020\)/);
});
