import { registrarKind, resourceName, stackOf } from "../../plan/resource-type";

test.each([
  ["pulumi-nodejs:dynamic/registrar:DnsZone", "DnsZone"],
  ["pulumi-nodejs:dynamic/registrar:TlsCertificate", "TlsCertificate"],
  ["registrar:index:DnsZone", "DnsZone"],
  ["registrar:dns/dnsRecord:DnsRecord", "DnsRecord"],
])("%s is this package's %s", (type, kind) => {
  expect(registrarKind(type)).toBe(kind);
});

test.each([
  "pulumi:pulumi:Stack",
  "pulumi-nodejs:dynamic:Resource",
  "pulumi-nodejs:dynamic/other:DnsZone",
  "cloudflare:index/dnsRecord:DnsRecord",
  "aws:route53/record:Record",
  "pulumi-nodejs:dynamic/registrar:HostingPackage",
])("%s is not", (type) => {
  expect(registrarKind(type)).toBeUndefined();
});

test("a URN's name, stack and project", () => {
  const urn = "urn:pulumi:dev::my-dns::my:Component$pulumi-nodejs:dynamic/registrar:DnsZone::example-org";
  expect(resourceName(urn)).toBe("example-org");
  expect(stackOf(urn)).toEqual({ stack: "dev", project: "my-dns" });
  expect(stackOf("not a urn")).toBeUndefined();
});
