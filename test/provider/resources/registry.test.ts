import { providerModules, type ResourceKind } from "../../../provider/resources/registry";
import { type InstalledPackage, installBuiltPackage } from "./support/installed-package";
import { publishedProviderPaths } from "./support/published-paths";
import { sampleArgs } from "./support/sample-args";

// The registry against the package as users install it: every provider path resolves through
// package.json "exports" and loads a complete provider, and every SDK class stores its provider
// in state as one `require` of that path.

const kinds = Object.keys(providerModules) as ResourceKind[];
const methods = ["configure", "check", "diff", "create", "read", "update", "delete"];

let installed: InstalledPackage;
beforeAll(async () => {
  installed = await installBuiltPackage();
});
afterAll(() => installed?.dispose());

test("every current provider path is in the frozen list of published paths", () => {
  expect(publishedProviderPaths).toEqual(expect.arrayContaining(Object.values(providerModules)));
});

describe("every provider path ever published resolves from the installed package", () => {
  const paths = [...new Set([...publishedProviderPaths, ...Object.values(providerModules)])];
  let loaded: Record<string, { file?: string; error?: string; methods?: Record<string, string> }>;
  beforeAll(async () => {
    loaded = await installed.run(
      `
      const path = require("node:path");
      const loaded = {};
      for (const name of input.paths) {
        try {
          const file = path.relative(process.cwd(), require.resolve(name)).split(path.sep).join("/");
          const mod = require(name);
          loaded[name] = { file, methods: Object.fromEntries(input.methods.map((m) => [m, typeof mod[m]])) };
        } catch (error) {
          loaded[name] = { error: error.message };
        }
      }
      done(loaded);
      `,
      { paths, methods },
    );
  });

  test.each(paths)("%s", (name) => {
    const inPackage = name.replace(/^pulumi-registrar\//, "node_modules/pulumi-registrar/dist/");
    expect(loaded[name]).toEqual({
      file: `${inPackage}.js`,
      methods: Object.fromEntries(methods.map((method) => [method, "function"])),
    });
  });
});

describe("every resource class stores its provider in state as one small require of its path", () => {
  let stored: Record<string, string>;
  beforeAll(async () => {
    // What dynamic.Resource puts in `__provider`, seen through Pulumi's mocks.
    stored = await installed.run(
      `
      const pulumi = require("@pulumi/pulumi");
      const stored = {};
      pulumi.runtime.setMocks(
        {
          newResource: (args) => {
            stored[args.type] = args.inputs.__provider;
            return { id: args.name + "-id", state: args.inputs };
          },
          call: (args) => args.inputs,
        },
        "project",
        "stack",
        false,
      );
      const sdk = require("pulumi-registrar");
      const urns = Object.entries(input).map(([kind, args]) => new sdk[kind]("probe-" + kind, args).urn);
      pulumi.all(urns).apply(() => done(stored));
      `,
      sampleArgs,
    );
  });

  test.each(kinds)("%s", (kind) => {
    const text = stored[`pulumi-nodejs:dynamic/registrar:${kind}`] ?? "";
    expect(text).toContain(`require(${JSON.stringify(providerModules[kind])})`);
    // Nothing else is captured: no second module, no schema, client or key.
    expect(text.match(/require\(/g)).toHaveLength(1);
    expect(text).not.toMatch(/undici|zod|apiKey/);
    expect(Buffer.byteLength(text)).toBeLessThan(1024);
  });
});
