import { countByKind, requestKind } from "../../bench/api-request-kinds";
import type { LoggedRequest } from "../support/emulator-admin";

test.each([
  ["POST", "/dns/rr", "record write"],
  ["DELETE", "/dns/rr/12", "record write"],
  ["GET", "/dns/rr/12", "other"],
  ["GET", "/dns/bench-1.com/rr", "zone listing"],
  ["GET", "/dns/bench-1.com/dnssec", "DNSSEC read"],
  ["PUT", "/dns/bench-1.com/dnssec", "DNSSEC change"],
  ["POST", "/dns/bench-1.com/dnssec/verify", "DNSSEC verify"],
  ["POST", "/tls/certificate", "order placed"],
  ["GET", "/tls/certificate", "order listing"],
  ["GET", "/tls/certificate/crt-1", "order read"],
  ["GET", "/tls/certificate/crt-1/download/fullchain", "certificate download"],
  ["GET", "/tls/products", "other"],
])("%s %s is a %s", (method, path, kind) => {
  expect(requestKind(method, path)).toBe(kind);
});

test("counts each kind, the objects it names and the most about one", () => {
  const entry = (method: string, path: string) =>
    ({ method, path, status: 200, time: "2030-01-01T00:00:00Z", keyId: null }) as LoggedRequest;
  const counts = countByKind([
    entry("GET", "/dns/a.com/dnssec"),
    entry("GET", "/dns/a.com/dnssec"),
    entry("GET", "/dns/b.com/dnssec"),
    entry("GET", "/tls/certificate/crt-1"),
  ]);
  expect(counts).toEqual({
    "DNSSEC read": { total: 3, objects: 2, mostPerObject: 2 },
    "order read": { total: 1, objects: 1, mostPerObject: 1 },
  });
});
