import type { ManualClock } from "../../../../emulator";
import type { RegistrarClient, TlsCertificateResponse } from "../../../../provider/client";
import { makeKeyAndCsr } from "../../../../provider/tls/key-pair";

/**
 * An issued DV certificate for www.example.com: ordered, its DCV records published, and the
 * emulator's clock moved past the CA's poll and issuance.
 */
export async function issuedCertificate(
  client: RegistrarClient,
  time: ManualClock,
): Promise<TlsCertificateResponse> {
  const { csr } = await makeKeyAndCsr({
    commonName: "www.example.com",
    sanNames: ["www.example.com"],
    keyAlgorithm: "ecdsa-p256",
    subject: {},
  });
  const placed = await client.createCertificate({
    sku: "dv-single",
    common_name: "www.example.com",
    csr,
    dcv_method: "dns-cname-token",
  });
  for (const record of placed.dcv_records)
    await client.addRecord({ name: record.name, type: "CNAME", data: record.value });
  time.advance(120);
  return client.getCertificateByID(placed.id);
}
