import type { TlsCaaRefusal, TlsCertificateResponse } from "../../../provider/client/api";
import { caaRefusalMessage, refusedSince } from "../../../provider/tls/caa-refusal";

const refusal = (fields: Partial<TlsCaaRefusal>): TlsCaaRefusal => ({
  dns_name: "shop.example.net",
  issuer: "ca.registrar.example",
  caa_name: "example.net.",
  records: ['0 issue "letsencrypt.org"'],
  property: "issue",
  permits: ["letsencrypt.org"],
  reason: "issue permits only letsencrypt.org",
  checked_at: "2025-03-01T00:02:00.000Z",
  ...fields,
});
const order = (...caa_refusals: TlsCaaRefusal[]) => ({ caa_refusals }) as TlsCertificateResponse;

test("names the records that refused, what they permit, and the record to add where", () => {
  expect(caaRefusalMessage(order(refusal({})))).toBe(
    'the CA (ca.registrar.example) may not issue for shop.example.net: CAA at example.net. "0 issue \\"letsencrypt.org\\"" ' +
      'permits only letsencrypt.org; add a record CAA 0 issue "ca.registrar.example" at example.net (or shop.example.net)',
  );
});

test("names refused by one record set share a sentence; a name holding the set itself has no alternative", () => {
  const message = caaRefusalMessage(
    order(
      refusal({ dns_name: "example.net" }),
      refusal({ dns_name: "www.example.net" }),
      refusal({
        dns_name: "api.example.org",
        caa_name: "api.example.org.",
        records: ['0 issue ";"'],
        permits: [],
      }),
    ),
  );
  expect(message.split("; add")).toHaveLength(3);
  expect(message).toContain(
    'may not issue for example.net, www.example.net: CAA at example.net. "0 issue \\"letsencrypt.org\\"" permits only ' +
      'letsencrypt.org; add a record CAA 0 issue "ca.registrar.example" at example.net (or www.example.net)',
  );
  expect(message).toContain(
    'may not issue for api.example.org: CAA at api.example.org. "0 issue \\";\\"" permits no CA; add a record CAA 0 ' +
      'issue "ca.registrar.example" at api.example.org',
  );
});

test("issuewild asks for an issuewild record; records reached through a CNAME offer no alternative", () => {
  expect(
    caaRefusalMessage(
      order(
        refusal({
          dns_name: "*.shop.example.net",
          property: "issuewild",
          records: ['0 issuewild ";"'],
          permits: [],
        }),
      ),
    ),
  ).toMatch(
    /permits no CA; add a record CAA 0 issuewild "ca\.registrar\.example" at example\.net \(or shop\.example\.net\)$/,
  );
  expect(caaRefusalMessage(order(refusal({ caa_name: "cdn.example.org." })))).toMatch(
    /at cdn\.example\.org$/,
  );
});

test("a critical property the CA does not know: remove it or clear the flag", () => {
  expect(
    caaRefusalMessage(
      order(
        refusal({
          property: "critical",
          records: ['128 tbs "Unknown"'],
          permits: [],
          reason: 'the critical property "tbs" is one the CA does not know',
        }),
      ),
    ),
  ).toMatch(
    /holds a critical property the CA does not know \(.*"tbs".*\); remove that record, or clear its critical flag \(128\)$/,
  );
});

test("only a refusal from a check after the given time counts; no refusal, no message", () => {
  const checked = Date.parse("2025-03-01T00:02:00.000Z");
  expect(refusedSince(order(refusal({})), checked - 1)).toBe(true);
  expect(refusedSince(order(refusal({})), checked)).toBe(false);
  expect(refusedSince(order(), 0)).toBe(false);
  expect(caaRefusalMessage(order())).toBe("");
});
