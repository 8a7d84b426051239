import { unknownCheckingProxy } from "@pulumi/policy";
import { registrarResources, unknown } from "../../policy/stack-view";
import { resource } from "./support/fake-stack";

test("both front ends' tokens are read by kind; other resources are left out", () => {
  const stack = [
    resource("DnsZone", "a", { zone: "example.com." }, "dynamic"),
    resource("DnsZone", "b", { zone: "example.net." }, "native"),
    { ...resource("DnsZone", "c", {}), type: "aws:s3/bucket:Bucket" },
  ];
  expect(registrarResources(stack).map((r) => [r.kind, r.name])).toEqual([
    ["DnsZone", "a"],
    ["DnsZone", "b"],
  ]);
});

test("an unknown value read through the policy SDK's proxy becomes `unknown`, the rest stays readable", () => {
  // The SDK's unknown string sentinel, as its deserializer gives it during a preview.
  const { unknownStringValue } = require("@pulumi/policy/proxy") as { unknownStringValue: unknown };
  const props = unknownCheckingProxy({
    commonName: unknownStringValue,
    dnsNames: ["a.example.com.", unknownStringValue],
  });
  const [read] = registrarResources([resource("TlsCertificate", "site", props)]);
  expect(read?.props).toEqual({ commonName: unknown, dnsNames: ["a.example.com.", unknown] });
});
