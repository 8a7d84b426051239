import { certificateStrength } from "../../../policy/rules/certificate-strength";
import { resource, violations } from "../support/fake-stack";

const request = (keyAlgorithm?: string) =>
  resource("CertificateRequest", "key", {
    commonName: "www.example.org.",
    dnsNames: [],
    ...(keyAlgorithm ? { keyAlgorithm } : {}),
  });

test("the defaults let every key the API makes pass", async () => {
  const stack = ["ecdsa-p256", "rsa-2048", "rsa-3072"].map((algorithm) => request(algorithm));
  expect(await violations(certificateStrength, stack)).toEqual([]);
});

test("an RSA key below minRsaBits", async () => {
  const key = request("rsa-2048");
  expect(await violations(certificateStrength, [key], { minRsaBits: 3072 })).toEqual([
    {
      urn: key.urn,
      message:
        'CertificateRequest "key" makes a 2048-bit RSA key (rsa-2048), below the required 3072 bits: set keyAlgorithm to a larger RSA key or to ecdsa-p256.',
    },
  ]);
});

test("a key type not allowed, the default one included", async () => {
  const found = await violations(certificateStrength, [request()], { allowedKeyTypes: ["rsa-3072"] });
  expect(found.map((v) => v.message)).toEqual([
    'CertificateRequest "key" makes a ecdsa-p256 key (the default), which is not among the allowed key types: set keyAlgorithm to one of rsa-3072.',
  ]);
});

test("a certificate's validityDays below minValidityDays; none given is the product's term, not checked", async () => {
  const short = resource("TlsCertificate", "site", { commonName: "www.example.org.", validityDays: 30 });
  const found = await violations(certificateStrength, [short], { minValidityDays: 90 });
  expect(found[0]?.message).toContain('TlsCertificate "site" asks for validityDays 30');
  expect(found[0]?.message).toContain("set validityDays to at least 90");
  const unset = resource("TlsCertificate", "site", { commonName: "www.example.org." });
  expect(await violations(certificateStrength, [unset], { minValidityDays: 90 })).toEqual([]);
});
