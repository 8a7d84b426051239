import * as pulumi from "@pulumi/pulumi";
import { LookupError } from "../../../classes/lookups/lookup";
import {
  getTlsCertificate,
  getTlsCertificateOutput,
  getTlsCertificatePem,
  getTlsCertificatePemOutput,
  getTlsCertificates,
  getTlsCertificatesOutput,
  getTlsOrganization,
  getTlsOrganizationOutput,
  getTlsOrganizations,
  getTlsOrganizationsOutput,
  getTlsProducts,
  getTlsProductsOutput,
} from "../../../classes/lookups/tls";
import { ManualClock } from "../../../emulator";
import type { RegistrarClient, TlsCertificateResponse } from "../../../provider/client";
import { apiContact } from "../../support/contact";
import { useEmulator } from "../../support/emulator";
import { opensslVerify } from "../../support/tls";
import { issuedCertificate } from "./support/issued-certificate";

let client: RegistrarClient;
let options: { baseUrl: string; apiKey: string };
let order: TlsCertificateResponse;
let organizationId: string;
const time = new ManualClock("2025-03-01T00:00:00Z");

useEmulator({ clock: time }, (started) => ({ client, options } = started));
beforeAll(async () => {
  pulumi.runtime.setMocks(
    { newResource: (args) => ({ id: `${args.name}-id`, state: args.inputs }), call: (args) => args.inputs },
    "project",
    "stack",
    false,
  );
  order = await issuedCertificate(client, time);
  organizationId = (await client.createOrganization(apiContact)).id;
});

const settle = <T>(output: pulumi.Output<T>) => new Promise<T>((resolve) => output.apply(resolve));

test("the lookups return products, orders and organizations, typed", async () => {
  const products = await getTlsProducts(options);
  expect(products.map((product) => product.sku)).toContain("dv-single");
  expect(products.every((product) => product.maxDnsNames >= 1)).toBe(true);
  expect((await getTlsCertificates(options)).map((c) => c.id)).toEqual([order.id]);
  expect(await getTlsCertificate(order.id, options)).toMatchObject({ id: order.id, status: "issued" });
  expect((await getTlsOrganizations(options)).map((o) => o.id)).toEqual([organizationId]);
  expect(await getTlsOrganization(organizationId, options)).toMatchObject({
    countryCode: "DE",
    status: "active",
  });
});

test("getTlsCertificatePem gives each format; the full chain verifies against the root", async () => {
  const [leaf, chain, full, root] = await Promise.all(
    (["leaf", "chain", "fullchain", "root"] as const).map((format) =>
      getTlsCertificatePem(order.id, format, options),
    ),
  );
  expect(full?.pem).toBe(`${leaf?.pem}${chain?.pem}`);
  expect(leaf).toMatchObject({
    certificateId: order.id,
    format: "leaf",
    mediaType: "application/pem-certificate-chain",
    serialNumber: order.serial_number,
  });
  const at = new Date(Date.parse(order.not_before ?? "") + 86_400_000);
  expect(opensslVerify(root?.pem ?? "", chain?.pem ?? "", leaf?.pem ?? "", at).output).toContain(
    "leaf.pem: OK",
  );
});

test("each lookup has an Output twin that takes Pulumi inputs", async () => {
  const outputOptions = { baseUrl: pulumi.output(options.baseUrl), apiKey: pulumi.secret(options.apiKey) };
  const id = pulumi.output(order.id);
  expect((await settle(getTlsProductsOutput(outputOptions))).length).toBeGreaterThan(0);
  expect(await settle(getTlsCertificatesOutput(outputOptions).apply((list) => list.length))).toBe(1);
  // Plain types: Output navigation reaches nested fields.
  expect(await settle(getTlsCertificateOutput(id, outputOptions).status)).toBe("issued");
  expect(await settle(getTlsOrganizationsOutput(outputOptions).apply((list) => list[0]?.id))).toBe(
    organizationId,
  );
  expect(await settle(getTlsOrganizationOutput(pulumi.output(organizationId), outputOptions).city)).toBe(
    "Berlin",
  );
  expect(await settle(getTlsCertificatePemOutput(id, "root", outputOptions).pem)).toContain(
    "BEGIN CERTIFICATE",
  );
});

test("a failed lookup is one line naming the lookup", async () => {
  const missing = await getTlsCertificate("crt-404", options).catch((error: unknown) => error);
  expect(missing).toBeInstanceOf(LookupError);
  expect((missing as Error).message).toMatch(/^getTlsCertificate\(crt-404\): .*404/);
  expect((missing as Error).message).not.toContain("\n");
  const early = await getTlsCertificatePem("crt-404", "leaf", options).catch((error: unknown) => error);
  expect((early as Error).message).toMatch(/^getTlsCertificatePem\(crt-404, leaf\): /);
});
