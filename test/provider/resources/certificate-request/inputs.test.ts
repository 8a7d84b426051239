import * as certificateRequest from "../../../../dynamic/certificate-request";

const checked = async (raw: object) => {
  const { inputs, failures } = await certificateRequest.check({}, raw);
  expect(failures).toBeUndefined();
  return inputs as certificateRequest.CertificateRequestInputs;
};
const failures = async (raw: object) =>
  Object.fromEntries(
    ((await certificateRequest.check({}, raw)).failures ?? []).map((f) => [f.property, f.reason]),
  );

test("check: canonical names, defaults, and a failure per bad property", async () => {
  expect(
    await checked({
      commonName: "WWW.Bücher.example.",
      dnsNames: ["www.xn--bcher-kva.example", "Shop.example.com"],
    }),
  ).toEqual({
    commonName: "www.xn--bcher-kva.example",
    dnsNames: ["shop.example.com"],
    keyAlgorithm: "ecdsa-p256",
  });
  expect(
    await checked({ commonName: "a.example.com", country: " de ", organization: " Example Corp " }),
  ).toMatchObject({
    country: "DE",
    organization: "Example Corp",
  });
  expect(
    await failures({
      commonName: "bad..name",
      dnsNames: ["ok.example.com", "localhost"],
      keyAlgorithm: "dsa",
      country: "Germany",
      organization: "x".repeat(65),
      color: "blue",
    }),
  ).toEqual({
    commonName: expect.stringMatching(/^commonName: .*empty label/),
    dnsNames: expect.stringMatching(/^dnsNames\[1\]: "localhost" needs at least two labels/),
    keyAlgorithm: 'keyAlgorithm: must be one of "ecdsa-p256", "rsa-2048", "rsa-3072", got "dsa"',
    country: expect.stringMatching(/^country: must be an ISO 3166-1 alpha-2 country code/),
    organization: "organization: must be at most 64 characters (the X.509 upper bound)",
    color: "color: is not an input of this resource",
  });
});
