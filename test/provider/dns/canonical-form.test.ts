import fc from "fast-check";
import { toFqdn } from "../../../provider/dns/fqdn";
import { canonicalData } from "../../../provider/dns/record-values";

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

test("every spelling of an IPv6 address has one canonical form", () => {
  fc.assert(
    fc.property(fc.ipV6(), (address) => {
      const once = canonicalData("AAAA", address);
      expect(canonicalData("AAAA", once)).toBe(once);
      expect(canonicalData("AAAA", address.toUpperCase())).toBe(once);
    }),
  );
});
