import * as pulumi from "@pulumi/pulumi";
import {
  getHostingAliases,
  getHostingAliasesOutput,
  getHostingDatabases,
  getHostingDatabasesOutput,
  getHostingPackage,
  getHostingPackageOutput,
  getHostingPackages,
  getHostingPackagesOutput,
} from "../../../classes/lookups/hosting";
import type { LookupError } from "../../../classes/lookups/lookup";
import { NotFoundError } from "../../../provider/client/errors";
import { useEmulator } from "../../support/emulator";

let options: { baseUrl: string; apiKey: string };
useEmulator({}, (started) => ({ options } = started));
beforeAll(() => {
  pulumi.runtime.setMocks(
    { newResource: (args) => ({ id: `${args.name}-id`, state: args.inputs }), call: (args) => args.inputs },
    "project",
    "stack",
    false,
  );
});

const settle = <T>(output: pulumi.Output<T>) => new Promise<T>((resolve) => output.apply(resolve));

test("the lookups return packages, aliases and databases as plain lists", async () => {
  expect((await getHostingPackages(options)).map((p) => p.id)).toEqual(["hp-1001", "hp-1002"]);
  expect(await getHostingPackage("hp-1002", options)).toMatchObject({
    id: "hp-1002",
    primaryDomain: "example.net",
    aliasCount: 1,
    databaseCount: 2,
  });
  expect(await getHostingAliases("hp-1001", options)).toEqual([
    { domain: "www.example.com", redirect: false },
    { domain: "example.info", redirect: true },
  ]);
  const databases = await getHostingDatabases("hp-1002", options);
  expect(databases.map((d) => d.name)).toEqual(["shop", "shop_analytics"]);
  expect(JSON.stringify(databases)).not.toMatch(/password/);
});

test("each lookup has an Output twin that takes Pulumi inputs", async () => {
  const id = pulumi.output("hp-1001");
  const outputOptions = { baseUrl: pulumi.output(options.baseUrl), apiKey: pulumi.secret(options.apiKey) };
  expect(await settle(getHostingPackagesOutput(outputOptions).apply((ps) => ps.length))).toBe(2);
  expect(await settle(getHostingPackageOutput(id, outputOptions).primaryDomain)).toBe("example.com");
  expect(await settle(getHostingAliasesOutput(id, outputOptions))).toEqual(
    await getHostingAliases("hp-1001", options),
  );
  expect(await settle(getHostingDatabasesOutput(id, outputOptions))).toEqual(
    await getHostingDatabases("hp-1001", options),
  );
});

test("an unknown package is one line naming the lookup, with the 404 at hand", async () => {
  const error = (await getHostingAliases("hp-0000", options).catch((e: unknown) => e)) as LookupError;
  expect(error.message).toMatch(/^getHostingAliases\(hp-0000\): .*404/);
  expect(error.message).not.toContain("\n");
  expect(error.reason).toBeInstanceOf(NotFoundError);
});
