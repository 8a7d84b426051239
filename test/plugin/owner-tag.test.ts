import * as pulumi from "@pulumi/pulumi";
import { ownerTag } from "../../classes/owner-tag";
import { ownerTagOfUrn, urnParts } from "../../plugin/owner-tag";
import { resourceKinds } from "../../provider/resources/kinds";

test.each(resourceKinds)(
  "%s: the owner tag from a URN is the one the SDK's class gives the same resource",
  (kind) => {
    pulumi.runtime.setMocks(
      { newResource: (args) => ({ id: `${args.name}-id`, state: args.inputs }), call: (args) => args.inputs },
      "site",
      "prod",
    );
    const urn = `urn:pulumi:prod::site::registrar:index:${kind}::www`;
    expect(ownerTagOfUrn(kind, urn)).toBe(ownerTag(kind, "www"));
  },
);

test("a tag is what earlier versions wrote: the records and CSRs of existing stacks carry it", () => {
  const urn = (kind: string) => `urn:pulumi:prod::site::registrar:index:${kind}::www`;
  expect(ownerTagOfUrn("DnsRecord", urn("DnsRecord"))).toBe("78413f57.7c2ecd07");
  expect(ownerTagOfUrn("DnsZone", urn("DnsZone"))).toBe("78413f57.4e0faa8e");
  expect(ownerTagOfUrn("CertificateRequest", urn("CertificateRequest"))).toBe("78413f57.34418a70");
});

test("the tags of two kinds of the same name differ: a DnsRecord's is never a DnsZone's", () => {
  const place = "urn:pulumi:prod::site::registrar:index:X::www";
  expect(ownerTagOfUrn("DnsRecord", place)).toMatch(/^[0-9a-f]{8}\.[0-9a-f]{8}$/);
  expect(ownerTagOfUrn("DnsZone", place)).not.toBe(ownerTagOfUrn("DnsRecord", place));
  expect(ownerTagOfUrn("DnssecConfig", place)).toBeUndefined();
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
