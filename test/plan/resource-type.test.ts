import { resourceName, stackOf } from "../../plan/resource-type";

test("a URN's name, stack and project", () => {
  const urn = "urn:pulumi:dev::my-dns::my:Component$pulumi-nodejs:dynamic/registrar:DnsZone::example-org";
  expect(resourceName(urn)).toBe("example-org");
  expect(stackOf(urn)).toEqual({ stack: "dev", project: "my-dns" });
  expect(stackOf("not a urn")).toBeUndefined();
});
