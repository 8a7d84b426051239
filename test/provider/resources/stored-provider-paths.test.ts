import { kinds, resourceKinds } from "../../../provider/resources/kinds";
import { type InstalledPackage, installBuiltPackage } from "./support/installed-package";
import { publishedProviderPaths } from "./support/published-paths";
import { sampleArgs } from "./support/sample-args";

// The registry against the package as users install it: every provider path resolves through
// package.json "exports" and loads a complete provider, and every SDK class stores its provider
// in state as one `require` of that path.

const modules = resourceKinds.map((kind) => kinds[kind].module);
const methods = ["configure", "check", "diff", "create", "read", "update", "delete"];

let installed: InstalledPackage;
beforeAll(async () => {
  installed = await installBuiltPackage();
});
afterAll(() => installed?.dispose());

test("every current provider path is in the frozen list of published paths", () => {
  expect(publishedProviderPaths).toEqual(expect.arrayContaining(modules));
});

describe("every provider path ever published resolves from the installed package", () => {
  const paths = [...new Set([...publishedProviderPaths, ...modules])];
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
    // The package's exports give each path the dynamic front end's module of its kind.
    const stem = name.slice(name.lastIndexOf("/") + 1);
    expect(loaded[name]).toEqual({
      file: `node_modules/pulumi-registrar/dist/dynamic/${stem}.js`,
      methods: Object.fromEntries(methods.map((method) => [method, "function"])),
    });
  });
});

describe("every resource class stores its provider in state as one require of its path", () => {
  let stored: Record<string, { text: string; methods: Record<string, string> }>;
  beforeAll(async () => {
    // What each class puts in `__provider`, seen through Pulumi's mocks, then run as the
    // dynamic-provider host runs it: evaluated as a module whose \`handler\` gives the provider.
    stored = await installed.run(
      `
      const pulumi = require("@pulumi/pulumi");
      const stored = {};
      pulumi.runtime.setMocks(
        {
          newResource: (args) => {
            const text = args.inputs.__provider;
            const module = { exports: {} };
            new Function("exports", "require", "module", text)(module.exports, require, module);
            const provider = module.exports.handler();
            const methods = Object.fromEntries(${JSON.stringify(methods)}.map((m) => [m, typeof provider[m]]));
            stored[args.type] = { text, methods };
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

  test.each(resourceKinds)("%s", (kind) => {
    const { text, methods: found } = stored[kinds[kind].tokens.dynamic] ?? {
      text: "",
      methods: {},
    };
    expect(text).toBe(`exports.handler = () => require(${JSON.stringify(kinds[kind].module)});\n`);
    expect(found).toEqual(Object.fromEntries(methods.map((method) => [method, "function"])));
  });
});

test("a provider stored by an earlier version, in the form of Pulumi's closure serializer, still loads", async () => {
  // Exactly what a DnsRecord stored in `__provider` while the classes were pulumi.dynamic.Resource.
  const serializerForm =
    'exports.handler = __f0;\nconst provider = require("pulumi-registrar/provider/resources/dns-record");\n\n' +
    "function __f0() {\n  return (function() {\n    with({ this: undefined, arguments: undefined }) {\n\n" +
    "return () => provider;\n\n    }\n  }).apply(undefined, undefined).apply(this, arguments);\n}\n";
  const found = await installed.run(
    `
    const stored = { exports: {} };
    new Function("exports", "require", "module", input.text)(stored.exports, require, stored);
    const provider = stored.exports.handler();
    done(Object.fromEntries(input.methods.map((m) => [m, typeof provider[m]])));
    `,
    { text: serializerForm, methods },
  );
  expect(found).toEqual(Object.fromEntries(methods.map((method) => [method, "function"])));
});
