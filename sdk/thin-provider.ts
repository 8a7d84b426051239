import type * as pulumi from "@pulumi/pulumi";

/**
 * The provider object Pulumi serializes into every resource's state (`__provider`) and runs
 * again for refresh and delete. It must stay small and must always run the installed version.
 *
 * Installed (the package lives under node_modules, as users have it), the provider IS the
 * implementation module, loaded by package name: Pulumi's serializer stores a module from
 * node_modules as a single `require("pulumi-registrar/provider/…")`, a few hundred bytes.
 * Anywhere else (npm link, a checkout) it would copy the module by value, which cannot work,
 * so there the provider is a set of stubs that each require the implementation by package
 * name inside the method body; that is about 2 KB of stored code.
 */
export function thinProvider(implementation: string): pulumi.dynamic.ResourceProvider {
  if (__dirname.split(/[\\/]/).includes("node_modules")) return require(implementation);
  return stubProvider(implementation);
}

export function stubProvider(implementation: string): pulumi.dynamic.ResourceProvider {
  const load = () => require(implementation);
  return {
    configure: (r) => load().configure(r),
    check: (o, n) => load().check(o, n),
    diff: (i, o, n) => load().diff(i, o, n),
    create: (n) => load().create(n),
    read: (i, o) => load().read(i, o),
    update: (i, o, n) => load().update(i, o, n),
    delete: (i, o) => load().delete(i, o),
  };
}
