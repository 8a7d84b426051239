import { followRequestUrns, requestUrn } from "../../dynamic/request-urn";

import providerPb = require("@pulumi/pulumi/proto/provider_pb");

// Pulumi's dynamic-provider host as it serves a request (cmd/dynamic-provider/index.js): it reads
// the request through its getters, awaits the provider's module, then calls the provider's method
// with the properties alone. Each handler here runs from an event callback of its own, as gRPC
// calls the host's handlers.

const urnOf = (name: string) => `urn:pulumi:dev::site::pulumi-nodejs:dynamic/registrar:DnsZone::${name}`;
const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A handler started as gRPC starts one: from an event callback of its own. */
function serve<T>(handler: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => setImmediate(() => handler().then(resolve, reject)));
}

/** The provider's method: the URN it sees as it starts and after its own waits. */
async function method(): Promise<[string | undefined, string | undefined]> {
  const atStart = requestUrn();
  await new Promise((resolve) => setTimeout(resolve, 5));
  return [atStart, requestUrn()];
}

const check = (name: string) => new providerPb.CheckRequest().setUrn(urnOf(name));
const diff = (name: string) => new providerPb.DiffRequest().setUrn(urnOf(name)).setId(`${name}.example.`);

test("before the getters are followed a request gives no URN; a diff that reads its id after following gives its own", async () => {
  const first = check("first");
  const firstDiff = diff("second");
  const [checked, diffed] = await Promise.all([
    serve(async () => {
      first.getOlds();
      first.getNews();
      await tick(); // the host loads the provider module here: the module follows from now on
      return method();
    }),
    serve(async () => {
      firstDiff.getOlds();
      firstDiff.getNews();
      followRequestUrns(providerPb as unknown as Record<string, unknown>);
      await tick();
      firstDiff.getId(); // `provider.diff(req.getId(), olds, news)`
      return method();
    }),
  ]);
  expect(checked).toEqual([undefined, undefined]);
  expect(diffed).toEqual([urnOf("second"), urnOf("second")]);
});

test("each handler's method sees its own request's URN, however the handlers interleave", async () => {
  const names = ["a", "b", "c", "d"];
  const seen = await Promise.all(
    names.map((name, index) =>
      serve(async () => {
        const request = check(name);
        request.getOlds();
        request.getNews();
        for (let i = 0; i < index; i++) await tick(); // each resumes at another turn
        return method();
      }),
    ),
  );
  expect(seen).toEqual(names.map((name) => [urnOf(name), urnOf(name)]));
});

test("a request with no URN gives none, not the one of the request read before it in the same turn", async () => {
  const seen = await serve(async () => {
    check("earlier").getNews();
    new providerPb.CreateRequest().getProperties();
    await tick();
    return method();
  });
  expect(seen).toEqual([undefined, undefined]);
});

test("a host without some class or getter is left as it is; a class is followed once", () => {
  class Bare {}
  expect(() => followRequestUrns({ CheckRequest: Bare, DiffRequest: undefined })).not.toThrow();
  expect(Object.getOwnPropertyNames(Bare.prototype)).toEqual(["constructor"]);
  const getNews = providerPb.CheckRequest.prototype.getNews;
  followRequestUrns(providerPb as unknown as Record<string, unknown>);
  expect(providerPb.CheckRequest.prototype.getNews).toBe(getNews);
});
