import * as pulumi from "@pulumi/pulumi";
import {
  askAssistantOutput,
  DnsRecord,
  getHostingAliasesOutput,
  getHostingPackageOutput,
} from "pulumi-registrar";

const config = new pulumi.Config();
const packageId = config.get("package") ?? "hp-1001";

// The package's address is the host name it serves: its primary domain.
const hosting = getHostingPackageOutput(packageId);
const zone = config.get("zone") ?? hosting.primaryDomain;

// www of the zone points at the package. The demo zones already have a www CNAME: adopt it
// rather than fail on the duplicate.
const www = new DnsRecord("www", {
  name: "www",
  zone,
  type: "CNAME",
  data: hosting.primaryDomain,
  ttl: 300,
  annotation: pulumi.interpolate`hosting package ${packageId}`,
  adoptExisting: true,
});

export const wwwRecordId = www.recordId;
export const wwwTarget = hosting.primaryDomain;
// Whether the package itself lists www as a domain it serves (else it answers with its default site).
export const servedByPackage = pulumi
  .all([getHostingAliasesOutput(packageId), zone])
  .apply(([aliases, z]) => aliases.some((a) => a.domain === `www.${z.replace(/\.$/, "")}` && !a.redirect));
// The help assistant's answer, its dashboard links made absolute.
export const assistantAnswer = askAssistantOutput(
  pulumi.interpolate`How do I manage the DNS records of www.${zone}?`,
).markdown;
