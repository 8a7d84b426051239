import { check, type TlsCertificateInputs } from "../../../../dynamic/tls-certificate";
import { unknownValue } from "../../../../provider/common/unknown";
import { makeKeyAndCsr } from "../../../../provider/tls/key-pair";

let csr: string;
beforeAll(async () => {
  csr = (
    await makeKeyAndCsr({
      commonName: "www.example.com",
      sanNames: ["www.example.com", "shop.example.com"],
      keyAlgorithm: "ecdsa-p256",
      subject: {},
    })
  ).csr;
});

const base = () => ({ sku: "dv-multi", commonName: "www.example.com", dnsNames: ["shop.example.com"], csr });
const failures = async (raw: object) =>
  Object.fromEntries(((await check({}, raw)).failures ?? []).map((f) => [f.property, f.reason]));

test("defaults, canonical names and the CSR as one PEM block", async () => {
  const { inputs, failures } = await check(
    {},
    {
      ...base(),
      commonName: "WWW.Example.com.",
      dnsNames: ["shop.example.com", "www.example.com"],
      csr: `\n${csr.replaceAll("\n", "\r\n")}`,
    },
  );
  expect(failures).toBeUndefined();
  expect(inputs).toEqual({
    ...base(),
    dcvMethod: "dns-cname-token",
    renewBeforeDays: 30,
    manageDcvRecords: true,
    waitForIssuance: true,
    timeoutSeconds: 3600,
    onDelete: "retain",
  } satisfies TlsCertificateInputs);
});

test("names the CSR does not hold are caught in preview, on the property that names them", async () => {
  expect(await failures({ ...base(), dnsNames: ["shop.example.com", "blog.example.com"] })).toEqual({
    dnsNames:
      "dnsNames: blog.example.com is not in the CSR (the CSR holds www.example.com, shop.example.com): make the CSR " +
      "with every name (a CertificateRequest with the same commonName and dnsNames), or remove it from dnsNames",
  });
  expect(await failures({ ...base(), commonName: "api.example.com", dnsNames: [] })).toEqual({
    commonName: expect.stringMatching(
      /^commonName: api\.example\.com is not in the CSR \(the CSR holds www\.example\.com, shop\.example\.com\)/,
    ),
  });
  // An unknown CSR (a CertificateRequest not created yet) cannot be checked yet.
  expect(await failures({ ...base(), csr: unknownValue, dnsNames: ["blog.example.com"] })).toEqual({});
});

test("renewBeforeDays must be below validityDays", async () => {
  expect(await failures({ ...base(), validityDays: 90, renewBeforeDays: 90 })).toEqual({
    renewBeforeDays: expect.stringMatching(/^renewBeforeDays: must be below validityDays \(90\)/),
  });
  expect(await failures({ ...base(), validityDays: 30 })).toEqual({
    renewBeforeDays: expect.stringMatching(/must be below validityDays \(30\)/),
  });
  expect(await failures({ ...base(), validityDays: 90, renewBeforeDays: 29 })).toEqual({});
});

test("every bad property is reported at once, each naming itself", async () => {
  const { sku: _sku, ...rest } = base();
  expect(
    await failures({
      ...rest,
      csr: "not a csr",
      dcvMethod: "http-file",
      dcvEmails: ["admin@example.com"],
      onDelete: "destroy",
      timeoutSeconds: 0,
      renewBeforeDays: -1,
      colour: "blue",
    }),
  ).toEqual({
    sku: "sku: is required",
    csr: "csr: must be a PEM certificate signing request (-----BEGIN CERTIFICATE REQUEST-----): use a CertificateRequest's csr, or the file `openssl req -new` writes",
    dcvMethod: 'dcvMethod: must be one of "dns-cname-token", "email", got "http-file"',
    dcvEmails: 'dcvEmails: applies only to dcvMethod "email": remove it or set dcvMethod: "email"',
    onDelete: 'onDelete: must be one of "retain", "revoke", got "destroy"',
    timeoutSeconds: "timeoutSeconds: must be at least 1 second",
    renewBeforeDays: "renewBeforeDays: must be at least 0 days",
    colour: "colour: is not an input of this resource",
  });
  expect(await failures({ ...base(), dcvMethod: "email", dcvEmails: ["nobody"] })).toEqual({
    dcvEmails: expect.stringMatching(/^dcvEmails\[0\]: must be an e-mail address/),
  });
});
