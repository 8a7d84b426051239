import { spawnSync } from "node:child_process";
import { parseCsr } from "../../../provider/tls/csr";
import { makeKeyAndCsr } from "../../../provider/tls/key-pair";
import { REQUEST_MARK_OID, requestMark } from "../../../provider/tls/request-mark";
import { makeCsr } from "../../support/tls";

const request = {
  commonName: "www.example.com",
  dnsNames: ["shop.example.com", "api.example.com"],
  keyAlgorithm: "ecdsa-p256",
  subject: { organization: "Example Corp", country: "DE" },
};
const tag = "1a2b3c4d.5e6f7a8b";

test("the mark is the owner tag and a hash of the inputs; the order of names and subject fields does not count", () => {
  const mark = requestMark(tag, request);
  expect(mark).toMatch(/^1a2b3c4d\.5e6f7a8b\.[0-9a-f]{8}$/);
  expect(
    requestMark(tag, {
      ...request,
      dnsNames: ["api.example.com", "shop.example.com"],
      subject: { country: "DE", organization: "Example Corp", locality: undefined },
    }),
  ).toBe(mark);
  for (const changed of [
    { commonName: "web.example.com" },
    { dnsNames: ["shop.example.com"] },
    { keyAlgorithm: "rsa-2048" },
    { subject: { organization: "Example Corp", country: "US" } },
  ]) {
    expect({ changed, mark: requestMark(tag, { ...request, ...changed }) }).not.toEqual({ changed, mark });
  }
  expect(requestMark("1a2b3c4d.00000000", request)).not.toBe(mark);
});

test("a marked CSR carries the mark as an attribute openssl verifies and shows; parseCsr reads it back", async () => {
  const mark = requestMark(tag, request);
  const made = await makeKeyAndCsr({
    commonName: request.commonName,
    sanNames: [request.commonName, ...request.dnsNames],
    keyAlgorithm: "ecdsa-p256",
    subject: request.subject,
    mark,
  });
  const openssl = spawnSync("openssl", ["req", "-verify", "-noout", "-text"], {
    input: made.csr,
    encoding: "utf8",
  });
  const text = `${openssl.stdout}${openssl.stderr}`;
  expect(text).toContain("verify OK");
  expect(text).toContain(`pulumi-registrar ${mark}`);
  expect(text).toMatch(new RegExp(`unstructuredName +:pulumi-registrar ${mark.replaceAll(".", "\\.")}`));
  expect(REQUEST_MARK_OID).toBe("1.2.840.113549.1.9.2");
  // An attribute, not a requested extension: a CA copies no part of it into the certificate.
  expect(text).toContain("Requested Extensions:\n                X509v3 Subject Alternative Name");
  expect(parseCsr(made.csr).mark).toBe(mark);
});

test("CSRs without the mark, or with another value in its place, carry none", async () => {
  const plain = await makeKeyAndCsr({
    commonName: "www.example.com",
    sanNames: ["www.example.com"],
    keyAlgorithm: "ecdsa-p256",
    subject: {},
  });
  expect(parseCsr(plain.csr).mark).toBeUndefined();
  expect(parseCsr(makeCsr("www.example.com", ["www.example.com"]).csr).mark).toBeUndefined();
  const forged = await makeKeyAndCsr({
    commonName: "www.example.com",
    sanNames: ["www.example.com"],
    keyAlgorithm: "ecdsa-p256",
    subject: {},
    mark: "not a mark",
  });
  expect(parseCsr(forged.csr).mark).toBeUndefined();
});
