import * as pulumi from "@pulumi/pulumi";

/** `registrar:Provider`, declared as any program without a generated SDK can. */
class RegistrarProvider extends pulumi.ProviderResource {
  constructor(name: string, args: { baseUrl: string; apiKey: string }) {
    super("registrar", name, args);
  }
}

const config = new pulumi.Config();
export const recordIds: Record<string, pulumi.Output<string>> = {};
for (const api of ["a", "b"]) {
  // The key is read as plain text on purpose: the plugin marks it secret itself.
  const provider = new RegistrarProvider(api, {
    baseUrl: config.require(`${api}Url`),
    apiKey: config.require(`${api}Key`),
  });
  const record = new pulumi.CustomResource(
    "registrar:index:DnsRecord",
    `www-${api}`,
    { name: `plugin-${api}.example.com`, type: "A", data: config.require(`${api}Address`) },
    { provider },
  );
  recordIds[api] = record.id;
}
