import { compileGlob } from "../../../provider/dns/record-glob";

const matches = (glob: string, text: string, ignoreCase = false) =>
  compileGlob(glob, { ignoreCase }).test(text);

test("* stays within a label, ** crosses dots, as DNSControl's IGNORE", () => {
  expect(matches("*", "www")).toBe(true);
  expect(matches("*", "a.b")).toBe(false);
  expect(matches("*.dev", "api.dev")).toBe(true);
  expect(matches("*.dev", "x.api.dev")).toBe(false);
  expect(matches("**.dev", "x.api.dev")).toBe(true);
  expect(matches("_acme-challenge.**", "_acme-challenge.www")).toBe(true);
  expect(matches("_acme-challenge.**", "_acme-challenge")).toBe(false);
  expect(matches("**", "anything.at.all")).toBe(true);
});

test("?, classes, alternatives and escapes; everything else is literal", () => {
  expect(matches("h?", "h1")).toBe(true);
  expect(matches("h?", "h.")).toBe(false);
  expect(matches("h[0-9]", "h7")).toBe(true);
  expect(matches("h[!0-9]", "h7")).toBe(false);
  expect(matches("{www,api}", "api")).toBe(true);
  expect(matches("{www,api}", "mail")).toBe(false);
  expect(matches("v=spf1 **", "v=spf1 include:_spf.example.com -all")).toBe(true);
  expect(matches("a+b(c)", "a+b(c)")).toBe(true);
  expect(matches("a.b", "axb")).toBe(false);
  expect(matches("\\*", "*")).toBe(true);
  expect(matches("\\*", "x")).toBe(false);
  expect(matches("WWW", "www", true)).toBe(true);
  expect(matches("WWW", "www")).toBe(false);
});

test("a glob that does not close is an error saying what is open", () => {
  expect(() => compileGlob("[a-")).toThrow('"[a-" opens a class with [ that no ] closes');
  expect(() => compileGlob("{a,b")).toThrow('"{a,b" opens an alternative with { that no } closes');
  expect(() => compileGlob("a}")).toThrow('"a}" closes with } an alternative no { opened');
  expect(() => compileGlob("{a,{b}}")).toThrow("nests {…} alternatives");
  expect(() => compileGlob("a\\")).toThrow("ends with an escape");
});
