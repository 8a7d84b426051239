import { parse } from "yaml";
import { ManualClock } from "../../../emulator";
import { type InProcessEmulator, startTestEmulator } from "../../support/emulator-harness";
import type { HttpAnswer } from "../../support/http-call";
import { OpenApiCheck } from "./openapi-check";
import { answersReceived, judgeAnswers } from "./openapi-guard";

// The judge of the emulator's answers (openapi-check.ts, applied to every test file of
// test/emulator by openapi-guard.ts): real answers against the document the emulator serves.

let emu: InProcessEmulator;
let check: OpenApiCheck;
beforeAll(async () => {
  emu = await startTestEmulator({ clock: new ManualClock("2025-03-01T00:00:00Z") });
  check = new OpenApiCheck(parse((await emu.call("GET", "/openapi.yaml", { key: null })).text));
});
afterAll(() => emu.stop());

const request = (method: string, path: string) => ({ method, url: `${emu.url}${path}` });

test("allows the emulator's answer to GET /tls/products, caa_issuer_domain included", async () => {
  const answer = await emu.call("GET", "/tls/products");
  expect(answer.body.response[0].caa_issuer_domain).toBe("ca.registrar.example");
  expect(check.check(request("GET", "/tls/products"), answer)).toEqual({
    operationId: "ListCertificateProducts",
    problems: [],
  });
});

test("refuses a field the document does not declare, naming it", async () => {
  const answer = structuredClone(await emu.call("GET", "/tls/products")); // the guard holds the original
  answer.body.response[0].issuer_country = "DE";
  expect(check.check(request("GET", "/tls/products"), answer).problems).toEqual([
    "/response/0 must NOT have additional properties: issuer_country",
  ]);
});

test("refuses a status the operation does not declare, and a media type its status does not", async () => {
  const answer: HttpAnswer = await emu.call("GET", "/dns/zones");
  expect(check.check(request("GET", "/dns/zones"), { ...answer, status: 409 }).problems).toEqual([
    "status 409 is not declared (200, 401, 403, 429, 500)",
  ]);
  const yaml = { ...answer, headers: { "content-type": "text/plain" } };
  expect(check.check(request("GET", "/dns/zones"), yaml).problems).toEqual([
    'content-type "text/plain" is not declared (application/json)',
  ]);
});

test("checks the Error body of an error status, and a document that is not JSON by its media type", async () => {
  const missing = await emu.call("GET", "/dns/rr/999");
  expect(missing.status).toBe(404);
  expect(check.check(request("GET", "/dns/rr/999"), missing).problems).toEqual([]);
  expect(
    check.check(request("GET", "/dns/rr/999"), { ...missing, body: { success: "no" } }).problems,
  ).toEqual(["/success must be boolean"]);
  const document = await emu.call("GET", "/openapi.yaml", { key: null });
  expect(check.check(request("GET", "/openapi.yaml"), document)).toEqual({
    operationId: "GetOpenAPI",
    problems: [],
  });
});

test("names the operation as the router picks it; none for a path or method the document lacks", () => {
  expect(check.operationOf("GET", "/dns/rr/7")?.operationId).toBe("GetRecord");
  expect(check.operationOf("patch", "/dns/rr")?.operationId).toBe("PatchRecord");
  expect(check.operationOf("GET", "/dns/example.com/dnssec/jobs")?.operationId).toBe(
    "ListDNSSECJobsByDomain",
  );
  expect(check.operationOf("GET", "/no/such/path")).toBeUndefined();
  expect(check.operationOf("DELETE", "/tls/products")).toBeUndefined();
});

test("the file's answers reach the guard; an injected fault's answer is set aside, not judged", async () => {
  const before = answersReceived().length;
  await emu.admin.faults([{ method: "GET", path: "^/dns/zones$", status: 502 }]);
  const injected = await emu.call("GET", "/dns/zones");
  expect(injected.status).toBe(502);
  expect(injected.headers["x-emulator-fault"]).toBe("injected");
  const received = answersReceived().slice(before);
  expect(
    received.map(({ request, answer }) => [request.method, new URL(request.url).pathname, answer.status]),
  ).toEqual([
    ["POST", "/__emulator/faults", 200],
    ["GET", "/dns/zones", 502],
  ]);
  // Without the mark, 502 is a status ListZones does not declare.
  expect(check.check(request("GET", "/dns/zones"), injected).problems).toEqual([
    "status 502 is not declared (200, 401, 403, 429, 500)",
  ]);
  expect(judgeAnswers(check, received)).toEqual({
    failures: [],
    checked: 1,
    setAside: 1,
    answered: { EmulatorAddFaults: 1 },
  });
});
