import fc from "fast-check";
import {
  recordName,
  targetName,
  toFqdn,
  withoutTrailingDot,
  withTrailingDot,
} from "../../../provider/dns/fqdn";
import { canonicalData, fromApi } from "../../../provider/dns/record-values";

// Rule 4: canonical forms are fixed points, so values read back never differ from inputs.
test("names are idempotent under normalization", () => {
  fc.assert(
    fc.property(fc.domain(), (domain) => {
      const once = toFqdn(domain);
      expect(toFqdn(once)).toBe(once);
      expect(toFqdn(domain.toUpperCase())).toBe(once);
    }),
  );
});

// toFqdn remembers the names it converted (the zone of every record a listing returns): what it
// remembers must never change an answer.
test("a remembered name answers as the first conversion did; refusals and wildcards are not remembered", () => {
  expect(toFqdn("Bücher.Example")).toBe("xn--bcher-kva.example.");
  expect(toFqdn("Bücher.Example")).toBe("xn--bcher-kva.example.");
  for (let attempt = 0; attempt < 2; attempt++) {
    expect(() => toFqdn("bad_name!.example")).toThrow(
      '"bad_name!.example" has "!" (U+0021) at position 9, which a domain name cannot hold: use letters, digits, hyphens, underscores and dots',
    );
  }
  expect(toFqdn("*.example.com", { wildcard: true })).toBe("*.example.com.");
  expect(() => toFqdn("*.example.com")).toThrow('a wildcard "*" is not allowed here');
  expect(toFqdn("*.example.com", { wildcard: true })).toBe("*.example.com.");
});

test("every spelling of an IPv6 address has one canonical form", () => {
  fc.assert(
    fc.property(fc.ipV6(), (address) => {
      const once = canonicalData("AAAA", address);
      expect(canonicalData("AAAA", once)).toBe(once);
      expect(canonicalData("AAAA", address.toUpperCase())).toBe(once);
    }),
  );
});

test("trailing-dot helpers add or remove exactly one dot", () => {
  expect(withTrailingDot("example.com")).toBe("example.com.");
  expect(withTrailingDot("example.com.")).toBe("example.com.");
  expect(withoutTrailingDot("example.com.")).toBe("example.com");
  expect(withoutTrailingDot("example.com")).toBe("example.com");
});

test("canonical targets and names are fixed points of their rules", () => {
  fc.assert(
    fc.property(fc.domain(), fc.domain(), (target, zone) => {
      const origin = toFqdn(zone);
      const once = targetName(target, origin);
      expect(targetName(once, origin)).toBe(once);
      expect(targetName(once)).toBe(once);
      const name = recordName(target, origin);
      expect(recordName(name, origin)).toBe(name);
    }),
  );
});

// TXT and CAA values come back from the API as raw text: reading them must not trim or unquote,
// or a value with spaces or quotes at its ends would differ from its input forever.
test.each([
  ["CAA", '" padded "', " padded "],
  ["CAA", '""quoted""', '"quoted"'],
  ["TXT", ' "v=spf1 -all" ', ' "v=spf1 -all" '],
] as const)("%s %s is sent as %s and reads back the same", (type, input, sent) => {
  expect(canonicalData(type, input)).toBe(sent);
  const read = fromApi({
    id: 1,
    zone: "example.com.",
    name: "example.com.",
    type,
    ttl: 3600,
    data: sent,
    tag: "issue",
    flags: 0,
  });
  expect(read.data).toBe(sent);
});
