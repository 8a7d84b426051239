import * as pulumi from "@pulumi/pulumi";
import { ownerTagOf, urnParts } from "../../plugin/owner-tag";
import { ownerTag } from "../../sdk/owner-tag";

test("the owner tag from a URN is the one the SDK's class gives the same resource", () => {
  pulumi.runtime.setMocks(
    { newResource: (args) => ({ id: `${args.name}-id`, state: args.inputs }), call: (args) => args.inputs },
    "site",
    "prod",
  );
  const urn = "urn:pulumi:prod::site::registrar:index:DnsRecord::www";
  expect(ownerTagOf(urn)).toBe(ownerTag("www"));
  expect(ownerTagOf(urn, "DnsZone:www")).toBe(ownerTag("DnsZone:www"));
});

test("a child's URN names its own type and name", () => {
  expect(urnParts("urn:pulumi:dev::proj::my:Component$registrar:index:DnsRecord::child")).toEqual({
    stack: "dev",
    project: "proj",
    name: "child",
  });
});

test("a URN of another form is refused, quoted", () => {
  expect(() => urnParts("not-a-urn")).toThrow("the engine sent a resource URN of an unknown form: not-a-urn");
});
