import { providerHost } from "../../dynamic/provider-host";

const hostMain = require.resolve("@pulumi/pulumi/cmd/dynamic-provider/index.js");

test("in Pulumi's dynamic-provider host: the engine's address from its arguments, and the host's own modules", () => {
  const host = providerHost(hostMain, ["--logtostderr", "-v=9", "127.0.0.1:40123"]);
  expect(host?.engine).toEqual({ host: "127.0.0.1", port: 40123 });
  // The host's copy of @pulumi/pulumi, as its index.js requires it.
  expect(host?.require("../../proto/provider_pb")).toBe(require("@pulumi/pulumi/proto/provider_pb"));
});

test("in any other process (a program, a test, a script), none", () => {
  expect(providerHost(__filename, ["127.0.0.1:40123"])).toBeUndefined();
  expect(providerHost(undefined, [])).toBeUndefined();
  expect(providerHost(hostMain, [])).toBeUndefined();
});
