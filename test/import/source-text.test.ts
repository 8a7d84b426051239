import {
  arr,
  comment,
  construct,
  importLine,
  layout,
  num,
  obj,
  str,
  stringLiteral,
} from "../../import/source-text";

// The layout Prettier and Biome give at their defaults (80 columns, 2 spaces); the end-to-end
// test formats whole generated programs with Biome and finds nothing to change.

test("string literals: double quotes, single ones when they save escapes, multi-line as a template", () => {
  expect(stringLiteral("v=spf1 -all")).toBe('"v=spf1 -all"');
  expect(stringLiteral('rua="mailto:x"')).toBe(`'rua="mailto:x"'`);
  expect(stringLiteral(`it's "quoted" twice "here"`)).toBe(`'it\\'s "quoted" twice "here"'`);
  expect(stringLiteral("it's")).toBe(`"it's"`);
  expect(stringLiteral("a\\b")).toBe('"a\\\\b"');
  const dollar = "$";
  expect(stringLiteral(`-----BEGIN X-----\nAB\`${dollar}{c}\n`)).toBe(
    `\`-----BEGIN X-----\nAB\\\`\\${dollar}{c}\n\``,
  );
});

test("objects on one line when they fit, else one member per line; long strings after their key", () => {
  const short = obj({ name: str("www"), type: str("A"), data: str("192.0.2.1") });
  expect(layout(short, 0, 0, 0)).toBe('{ name: "www", type: "A", data: "192.0.2.1" }');
  expect(layout(short, 0, 50, 0)).toBe('{\n  name: "www",\n  type: "A",\n  data: "192.0.2.1",\n}');
  const long = obj({ data: str("x".repeat(80)) });
  expect(layout(long, 0, 0, 0)).toBe(`{\n  data:\n    "${"x".repeat(80)}",\n}`);
});

test("arrays of several objects always break; others only when they do not fit", () => {
  const records = arr([obj({ a: num(1), b: num(2) }), obj({ a: num(3), b: num(4) })]);
  expect(layout(records, 0, 0, 0)).toBe("[\n  { a: 1, b: 2 },\n  { a: 3, b: 4 },\n]");
  expect(layout(arr([str("a"), str("b")]), 0, 0, 0)).toBe('["a", "b"]');
  expect(layout(arr([obj({ a: num(1) }), obj({ a: num(2) })]), 0, 0, 0)).toBe("[{ a: 1 }, { a: 2 }]");
});

test("constructor calls: one line, the last object opened on the first line, or one argument per line", () => {
  expect(construct("", "X", [str("a"), obj({ b: num(1) })])).toBe('new X("a", { b: 1 });');
  const wide = obj({ domain: str("example.net"), vanitySetId: num(1), onDelete: str("retain") });
  expect(construct("", "NameserverDelegation", [str("exampleNetDelegation"), wide])).toBe(
    'new NameserverDelegation("exampleNetDelegation", {\n  domain: "example.net",\n  vanitySetId: 1,\n  onDelete: "retain",\n});',
  );
  const opts = obj({ retainOnDelete: num(1) });
  expect(construct("", "DnssecConfig", [str("exampleComDnssec"), wide, opts])).toBe(
    'new DnssecConfig(\n  "exampleComDnssec",\n  { domain: "example.net", vanitySetId: 1, onDelete: "retain" },\n  { retainOnDelete: 1 },\n);',
  );
});

test("imports and comments within 80 columns", () => {
  expect(importLine(["A", "B"], "m")).toBe('import { A, B } from "m";');
  expect(
    importLine(["DnsZone", "DnssecConfig", "NameserverDelegation", "TlsCertificate"], "pulumi-registrar"),
  ).toBe(
    'import {\n  DnsZone,\n  DnssecConfig,\n  NameserverDelegation,\n  TlsCertificate,\n} from "pulumi-registrar";',
  );
  expect(
    comment(`${"word ".repeat(20)}end`)
      .split("\n")
      .every((line) => line.length <= 80),
  ).toBe(true);
});
