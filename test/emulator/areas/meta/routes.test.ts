import { validate } from "@readme/openapi-parser";
import { Client } from "undici";
import { parse } from "yaml";
import { defaultFixtures, ManualClock, scopes } from "../../../../emulator";
import { allRoutes } from "../../../../emulator/areas";
import { tokenInfo } from "../../../../provider/contract/meta";
import { type InProcessEmulator, startTestEmulator } from "../../../support/emulator-harness";
import { expectError, expectSuccess } from "../../support/shapes";

let emu: InProcessEmulator;
const fixtures = defaultFixtures();
fixtures.keys = [
  ...(fixtures.keys ?? []),
  { id: "mixed", key: "mixed-key", scopes: ["dns:read", "acme-dns-challenge"], acme: { callsPerMinute: 5 } },
];

beforeAll(async () => {
  emu = await startTestEmulator({ clock: new ManualClock(), fixtures });
});
afterAll(() => emu.stop());

describe("GET /meta/token", () => {
  test("describes the calling key", async () => {
    const info = expectSuccess(await emu.call("GET", "/meta/token"), tokenInfo);
    expect(info).toEqual({ key_id: "default", account: "acct-demo", scopes: [...scopes] });
    const readonly = expectSuccess(
      await emu.call("GET", "/meta/token", { key: "emulator-readonly-key" }),
      tokenInfo,
    );
    expect(readonly.key_id).toBe("readonly");
    expect(readonly.scopes).not.toContain("dns:write");
  });

  test("a key limited through acme-dns-challenge sees its limits", async () => {
    const info = expectSuccess(await emu.call("GET", "/meta/token", { key: "mixed-key" }), tokenInfo);
    expect(info.acme_limits).toEqual({ calls_per_minute: 5, zones_per_day: 20 });
  });

  test("401 without or with an unknown key", async () => {
    expectError(await emu.call("GET", "/meta/token", { key: null }), 401);
    expectError(await emu.call("GET", "/meta/token", { key: "emulator-key-typo" }), 401);
  });
});

describe("GET /openapi.yaml", () => {
  test("a valid OpenAPI 3.1 document, served as YAML without a key", async () => {
    const res = await emu.call("GET", "/openapi.yaml", { key: null });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/yaml");
    const doc = parse(res.text);
    expect(doc.openapi).toBe("3.1.0");
    const result = await validate(doc);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test("names as its server the address the request came to", async () => {
    // A connection of its own: one kept alive through the validation above, which can block this
    // process (and the emulator in it) for seconds, may be closed by the emulator as it is reused.
    const client = new Client(emu.url);
    const servers = async (headers: Record<string, string> = {}) =>
      parse(await (await client.request({ method: "GET", path: "/openapi.yaml", headers })).body.text())
        .servers;
    try {
      expect(await servers()).toEqual([{ url: emu.url }]);
      // The same emulator reached by another name: the document follows the request, not the listener.
      const { port } = new URL(emu.url);
      expect(await servers({ host: `localhost:${port}` })).toEqual([{ url: `http://localhost:${port}` }]);
    } finally {
      await client.close();
    }
  });

  test("describes every implemented route with its request and responses", async () => {
    const doc = parse((await emu.call("GET", "/openapi.yaml")).text);
    for (const { operation: route } of allRoutes()) {
      const op = doc.paths[route.path]?.[route.method.toLowerCase()];
      expect({ route: `${route.method} ${route.path}`, operationId: op?.operationId }).toEqual({
        route: `${route.method} ${route.path}`,
        operationId: route.operationId,
      });
      expect(op.responses["200"]).toBeDefined();
    }
    const add = doc.paths["/dns/rr"].post;
    expect(add.requestBody.content["application/json"].schema.$ref).toBe(
      "#/components/schemas/RecordRequest",
    );
    expect(Object.keys(add.responses).sort()).toEqual([
      "200",
      "400",
      "401",
      "403",
      "404",
      "417",
      "429",
      "500",
    ]);
    expect(doc.components.schemas.RecordRequest.properties.ttl).toMatchObject({
      minimum: 60,
      maximum: 86400,
    });

    // The emulator's own field, described as such; optional, as the API reference has none.
    const product = doc.components.schemas.TlsProduct;
    expect(product.properties.caa_issuer_domain.description).toMatch(/^Emulator's own/);
    expect(product.required).not.toContain("caa_issuer_domain");
    expect(product.additionalProperties).toBe(false);
  });

  test("429 on every API operation (the account's request limit), never on a control endpoint", async () => {
    const doc = parse((await emu.call("GET", "/openapi.yaml")).text);
    for (const [path, methods] of Object.entries<Record<string, { responses: object }>>(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const limited = "429" in op.responses;
        expect({ operation: `${method} ${path}`, limited }).toEqual({
          operation: `${method} ${path}`,
          limited: !path.startsWith("/__emulator/"),
        });
      }
    }
  });
});
