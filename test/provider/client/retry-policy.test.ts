import { isIdempotent, retryDelayMs } from "../../../provider/client/retry-policy";

const budget = { maxRetries: 4, minBackoffMs: 250, maxBackoffMs: 30_000 };

test.each([
  // [what, idempotent, attempt, outcome, wait]
  ["429 with Retry-After, any write", false, 1, { status: 429, retryAfterSeconds: 1 }, 1000],
  ["429 without Retry-After backs off", false, 2, { status: 429 }, 500],
  ["429 asking more than one wait is reported", true, 1, { status: 429, retryAfterSeconds: 31 }, undefined],
  ["502 of an idempotent request backs off", true, 3, { status: 502 }, 1000],
  ["502 of a write is left to its caller", false, 1, { status: 502 }, undefined],
  ["503 asking for longer waits longer", true, 1, { status: 503, retryAfterSeconds: 2 }, 2000],
  ["a reset connection of an idempotent request", true, 1, { code: "UND_ERR_SOCKET" }, 250],
  ["a reset connection of a write", false, 1, { code: "UND_ERR_SOCKET" }, undefined],
  ["a certificate refused is a setting, not an accident", true, 1, { code: "CERT_HAS_EXPIRED" }, undefined],
  ["a refused connection is a base URL to fix or an API down", true, 1, { code: "ECONNREFUSED" }, undefined],
  ["404 is an answer", true, 1, { status: 404 }, undefined],
  ["the budget spent", true, 5, { status: 503 }, undefined],
  ["a rate limit is waited however often it refused", false, 12, { status: 429, retryAfterSeconds: 1 }, 1000],
  ["a rate limit without Retry-After backs off to the cap", false, 40, { status: 429 }, 30_000],
  ["the backoff is capped", true, 4, { status: 500 }, 2000],
] as const)("%s", (_what, idempotent, attempt, outcome, wait) => {
  expect(retryDelayMs(budget, idempotent, attempt, outcome)).toBe(wait);
});

test("the cap bounds every backoff step", () => {
  expect(retryDelayMs({ ...budget, maxBackoffMs: 300 }, true, 4, { status: 500 })).toBe(300);
});

test("GET and DELETE are idempotent by their method; POST, PUT and PATCH only when declared", () => {
  expect(["GET", "DELETE", "POST", "PUT", "PATCH"].map((m) => isIdempotent(m))).toEqual([
    true,
    true,
    false,
    false,
    false,
  ]);
  expect(isIdempotent("PATCH", true)).toBe(true);
  expect(isIdempotent("DELETE", false)).toBe(false);
});
