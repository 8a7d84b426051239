import { z } from "zod";
import { defaultFixtures, ManualClock } from "../../../../emulator";
import { hostingAliasList, hostingDatabaseList, hostingPackage } from "../../../../provider/contract/hosting";
import { type InProcessEmulator, startTestEmulator } from "../../../support/emulator-harness";
import { expectError, expectSuccess } from "../../support/shapes";

let emu: InProcessEmulator;
const fixtures = defaultFixtures();
fixtures.keys = [
  ...(fixtures.keys ?? []),
  { id: "dns-only", key: "dns-only-key", scopes: ["dns:read", "dns:write"] },
];
fixtures.hostingPackages = [
  ...(fixtures.hostingPackages ?? []),
  {
    id: "hp-2001",
    name: "Archived blog",
    plan: "starter",
    primary_domain: "Blog.Example.ORG.",
    status: "suspended",
    aliases: [{ domain: "Old-Blog.Example.org." }],
  },
];

beforeAll(async () => {
  emu = await startTestEmulator({ clock: new ManualClock(), fixtures });
});
afterAll(() => emu.stop());
beforeEach(async () => {
  await emu.admin.reset();
});

const get = (path: string, key?: string | null) => emu.call("GET", path, { key });
const paths = (id: string) => [
  `/hosting/packages/${id}`,
  `/hosting/packages/${id}/aliases`,
  `/hosting/packages/${id}/databases`,
];
const everyPath = ["/hosting/packages", ...paths("hp-1001")];

describe("GET /hosting/packages", () => {
  test("200: every package of the account, in fixture order", async () => {
    const list = expectSuccess(await get("/hosting/packages"), z.array(hostingPackage));
    expect(list).toEqual([
      {
        id: "hp-1001",
        name: "Example Corp website",
        plan: "business",
        status: "active",
        primary_domain: "example.com",
        alias_count: 2,
        database_count: 1,
      },
      {
        id: "hp-1002",
        name: "Example Networks shop",
        plan: "starter",
        status: "active",
        primary_domain: "example.net",
        alias_count: 1,
        database_count: 2,
      },
      {
        id: "hp-2001",
        name: "Archived blog",
        plan: "starter",
        status: "suspended",
        primary_domain: "blog.example.org",
        alias_count: 1,
        database_count: 0,
      },
    ]);
  });

  test("200 empty when the account has no package", async () => {
    const bare = await startTestEmulator({
      clock: new ManualClock(),
      fixtures: { ...defaultFixtures(), hostingPackages: [] },
    });
    try {
      expect(expectSuccess(await bare.call("GET", "/hosting/packages"), z.array(hostingPackage))).toEqual([]);
    } finally {
      await bare.stop();
    }
  });
});

describe("GET /hosting/packages/{id}", () => {
  test("200: the package, the same as in the list", async () => {
    const list = expectSuccess(await get("/hosting/packages"), z.array(hostingPackage));
    for (const listed of list) {
      expect(expectSuccess(await get(`/hosting/packages/${listed.id}`), hostingPackage)).toEqual(listed);
    }
  });

  test("a suspended package is still readable", async () => {
    expect(expectSuccess(await get("/hosting/packages/hp-2001"), hostingPackage).status).toBe("suspended");
  });
});

describe("GET /hosting/packages/{id}/aliases", () => {
  test("200: an object with the package id and its aliases, names lower case without the dot", async () => {
    const list = expectSuccess(await get("/hosting/packages/hp-1001/aliases"), hostingAliasList);
    expect(list).toEqual({
      package_id: "hp-1001",
      aliases: [
        { domain: "www.example.com", redirect: false },
        { domain: "example.info", redirect: true },
      ],
    });
    const other = expectSuccess(await get("/hosting/packages/hp-2001/aliases"), hostingAliasList);
    expect(other.aliases).toEqual([{ domain: "old-blog.example.org", redirect: false }]);
  });
});

describe("GET /hosting/packages/{id}/databases", () => {
  test("200: the databases without credentials", async () => {
    const res = await get("/hosting/packages/hp-1002/databases");
    expect(expectSuccess(res, hostingDatabaseList)).toEqual({
      package_id: "hp-1002",
      databases: [
        { name: "shop", engine: "postgresql", size_mb: 48, username: "shop_app" },
        { name: "shop_analytics", engine: "mysql", size_mb: 5, username: "shop_ro" },
      ],
    });
    for (const db of res.body.response.databases) {
      expect(Object.keys(db).sort()).toEqual(["engine", "name", "size_mb", "username"]);
    }
  });

  test("200 with an empty list for a package without databases", async () => {
    const list = expectSuccess(await get("/hosting/packages/hp-2001/databases"), hostingDatabaseList);
    expect(list).toEqual({ package_id: "hp-2001", databases: [] });
  });
});

describe("statuses shared by every hosting path", () => {
  test.each(["hp-9999", "HP-1001", "hp-1001 ", "1001"])("404 for the unknown package id %j", async (id) => {
    for (const path of paths(encodeURIComponent(id))) {
      expectError(await get(path), 404, /No hosting package/);
    }
  });

  test.each(everyPath)("401 without a key or with an unknown one: %s", async (path) => {
    expectError(await get(path, null), 401);
    expectError(await get(path, "not-a-key"), 401);
  });

  test.each(everyPath)("403 for a key without hosting:read, and for an acme-only key: %s", async (path) => {
    expectError(await get(path, "dns-only-key"), 403, /hosting:read/);
    expectError(await get(path, "emulator-acme-key"), 403);
  });

  test.each(everyPath)("200 for the read-only key: %s", async (path) => {
    expect((await get(path, "emulator-readonly-key")).status).toBe(200);
  });

  test.each(everyPath)("500 with the Error body when the service fails (injected): %s", async (path) => {
    await emu.admin.send("POST", "/faults", { faults: [{ method: "GET", path: `^${path}$`, status: 500 }] });
    expectError(await get(path), 500);
    expect((await get(path)).status).toBe(200);
  });

  test("the packages are read only: other methods get 405 with Allow: GET", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      for (const path of everyPath) {
        const res = await emu.call(method, path, { body: {} });
        expectError(res, 405);
        expect(res.headers.allow).toBe("GET");
      }
    }
  });
});
