import { apiRefusal } from "../../import/zone-file-refusals";
import type { RecordType } from "../../provider/client/api";

// Each issue of the provider's check on a zone file's record as the rule that says what is refused.

const A: { type: RecordType; ttl: number; atApex: boolean } = { type: "A", ttl: 3600, atApex: false };

test("each property the check names has its rule; data's rule is its type's", () => {
  const rule = (path: string, record = A) => apiRefusal({ path: [path], message: "m" }, record).rule;
  expect(rule("ttl")).toBe("api-ttl-range");
  expect(rule("tag", { ...A, type: "CAA" })).toBe("caa-tag-invalid");
  expect(rule("flags", { ...A, type: "CAA" })).toBe("caa-flags-invalid");
  expect(rule("priority", { ...A, type: "MX" })).toBe("mx-preference-invalid");
  expect(rule("name")).toBe("name-invalid");
  expect(rule("name", { ...A, type: "CNAME", atApex: true })).toBe("cname-at-apex");
  expect(rule("data")).toBe("address-invalid");
  expect(rule("data", { ...A, type: "AAAA" })).toBe("address-invalid");
  expect(rule("data", { ...A, type: "MX" })).toBe("name-invalid");
  expect(rule("data", { ...A, type: "TXT" })).toBe("txt-invalid");
  expect(rule("data", { ...A, type: "CAA" })).toBe("caa-value-invalid");
});

test("the provider's own message, with the property; a ttl as the file writes it", () => {
  expect(apiRefusal({ path: ["ttl"], message: "must be between 60 and 86400" }, { ...A, ttl: 1 })).toEqual({
    rule: "api-ttl-range",
    text: "ttl 1 must be between 60 and 86400, the API's range",
  });
  expect(apiRefusal({ path: ["data"], message: '"x" is not an IPv4 address' }, A).text).toBe(
    'data "x" is not an IPv4 address',
  );
});
