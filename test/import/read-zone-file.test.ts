import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readZoneFile } from "../../import/read-zone-file";

// A zone file read from disk: its zone from --zone or its first $ORIGIN, both held to the file's
// $ORIGINs and SOA; every fault one line naming the file (and the line).

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

test("--zone is the origin of a file without $ORIGIN; the file's records are counted, directives not", () => {
  const path = file(`$TTL 300\n${SOA}www A 192.0.2.1\n`);
  const read = readZoneFile(path, "Example.COM");
  expect(read).toMatchObject({ file: path, zone: "example.com.", total: 2 });
  expect(read.records.declared.map((r) => r.key)).toEqual(["www A 192.0.2.1"]);
  expect(fault(path)).toBe(
    `${path}:2: "@" stands for the origin, and no $ORIGIN comes before it: add $ORIGIN or pass --zone`,
  );
  const absolute = file("$TTL 300\nwww.example.com. A 192.0.2.1\n");
  expect(fault(absolute)).toBe(`${absolute} has no $ORIGIN: pass --zone NAME, the zone the file is of`);
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

test("--zone and the file must agree: its $ORIGIN and its SOA", () => {
  const path = file(`$ORIGIN example.org.\n$TTL 300\n${SOA}`);
  expect(fault(path, "example.com")).toBe(
    `${path}:1: $ORIGIN example.org. is outside --zone example.com: pass the zone the file is of as --zone`,
  );
  const absolute = file("$TTL 300\nexample.org. SOA ns1.example.org. hm.example.org. 1 2 3 4 5\n");
  expect(fault(absolute, "example.com")).toBe(
    `${absolute}:2: the SOA is of example.org., not of --zone example.com: pass the zone the file is of as --zone`,
  );
});

test("a malformed line, an unreadable file, a --zone that is no name: one line each", () => {
  const path = file(`$TTL 300\n${SOA}\n@ MX 10\n`);
  expect(fault(path, "example.com")).toBe(
    `${path}:4: MX takes a preference and a mail server's name, got 1 field (10)`,
  );
  const missing = join(dir, "missing.zone");
  expect(fault(missing, "example.com")).toBe(
    `cannot read the zone file ${missing}: ENOENT: no such file or directory, open '${missing}'`,
  );
  expect(fault(path, "exa mple.com")).toMatch(/^--zone "exa mple.com": "exa mple.com" has " " \(U\+0020\)/);
});
