import { compileRule, ignoredKeys, matchesPattern } from "../../../provider/dns/ignore-rules";
import { recordOfKey } from "../../../provider/dns/zone-keys";

const zone = "example.com.";
const match = (rule: object, key: string) => matchesPattern(compileRule(rule), recordOfKey(key, zone), zone);

test("a pattern rule matches by name (relative, any case), type list and value as the key writes it", () => {
  expect(match({ name: "_acme-challenge.**" }, "_acme-challenge.www TXT abc")).toBe(true);
  expect(match({ name: "_acme-challenge.**" }, "www TXT abc")).toBe(false);
  expect(match({ name: "@" }, "@ A 192.0.2.1")).toBe(true);
  expect(match({ name: "WWW" }, "www A 192.0.2.1")).toBe(true);
  expect(match({ type: "a, aaaa" }, "www AAAA 2001:db8::1")).toBe(true);
  expect(match({ type: "A,AAAA" }, "www TXT x")).toBe(false);
  expect(match({ type: "*" }, "www TXT x")).toBe(true);
  expect(match({ type: "MX", value: "10 *.example.net." }, "@ MX 10 mx.example.net.")).toBe(true);
  expect(match({ type: "MX", value: "20 **" }, "@ MX 10 mx.example.net.")).toBe(false);
  expect(match({ value: "v=DKIM1; **" }, "s1._domainkey TXT v=DKIM1; k=rsa; p=MIIB")).toBe(true);
  expect(match({ name: "*._domainkey", type: "TXT" }, "s1._domainkey TXT v=DKIM1")).toBe(true);
});

test("each bad part is an error that names it", () => {
  const partOf = (rule: object) => {
    try {
      compileRule(rule);
    } catch (error) {
      return [(error as { part?: string }).part, (error as Error).message];
    }
    return undefined;
  };
  expect(partOf({ type: "SRV" })?.[0]).toBe("type");
  expect(partOf({ name: "a..b" })).toEqual(["name", '"a..b" has an empty label']);
  expect(partOf({ name: "a b" })?.[0]).toBe("name");
  expect(partOf({ value: "[x" })?.[0]).toBe("value");
  expect(partOf({ name: "" })).toEqual(["name", 'must not be empty ("@" is the apex)']);
});

test("externalDns: the TXT ownership records and what they name, in both of external-dns's formats", () => {
  const keys = [
    "a-app TXT heritage=external-dns,external-dns/owner=k8s,external-dns/resource=service/web",
    "app A 192.0.2.50",
    "app AAAA 2001:db8::50",
    "cname-shop TXT heritage=external-dns,external-dns/owner=k8s",
    "shop CNAME lb.example.net.",
    'old TXT "heritage=external-dns,external-dns/owner=k8s"',
    "old A 192.0.2.51",
    "old AAAA 2001:db8::51",
    "other A 192.0.2.52",
    "a-team TXT hello",
    "a-mine TXT heritage=external-dns,external-dns/owner=someone-else",
    "mine A 192.0.2.53",
  ];
  const all = ignoredKeys([compileRule({ externalDns: true })], keys, zone);
  expect([...all].sort()).toEqual(
    [
      keys[0],
      "app A 192.0.2.50", // a- names only the A record
      keys[3],
      "shop CNAME lb.example.net.",
      keys[5],
      "old A 192.0.2.51", // the old format names every record at its name
      "old AAAA 2001:db8::51",
      keys[10],
      "mine A 192.0.2.53",
    ].sort(),
  );
  const k8s = ignoredKeys([compileRule({ externalDns: true, owner: "k8s" })], keys, zone);
  expect(k8s.has("mine A 192.0.2.53")).toBe(false);
  expect(k8s.has("app AAAA 2001:db8::50")).toBe(false);
  expect(k8s.has("a-team TXT hello")).toBe(false);
});
