import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { csrNames, namesNotCovered, parseCsr } from "../../../provider/tls/csr";
import { makeCsr } from "../../support/tls";

// CSRs made by openssl, an independent implementation.
const withSans = makeCsr("WWW.example.com", ["www.example.com", "Shop.example.com", "*.example.org"], {
  key: "rsa",
});
const noSan = makeCsr("legacy.example.net", []);

/** SHA-256 of the CSR's SubjectPublicKeyInfo, as openssl extracts it. */
function opensslKeySha256(csr: string): string {
  const pem = execFileSync("openssl", ["req", "-pubkey", "-noout"], { input: csr, encoding: "utf8" });
  const der = Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ""), "base64");
  return createHash("sha256").update(der).digest("hex");
}

test("reads names (lower case) and the key's fingerprint; the PEM comes back as openssl wrote it", () => {
  const parsed = parseCsr(withSans.csr);
  expect(parsed).toEqual({
    pem: withSans.csr,
    commonName: "www.example.com",
    dnsNames: ["www.example.com", "shop.example.com", "*.example.org"],
    publicKeySha256: opensslKeySha256(withSans.csr),
  });
  expect(namesNotCovered(parsed, ["www.example.com", "*.example.org", "blog.example.com"])).toEqual([
    "blog.example.com",
  ]);
});

test("the same request in another spelling is the same CSR; the common name alone covers its name", () => {
  const respelled = `junk before\r\n${noSan.csr.replaceAll("\n", "\r\n").replaceAll("CERTIFICATE REQUEST", "NEW CERTIFICATE REQUEST")}`;
  const parsed = parseCsr(respelled);
  expect(parsed.pem).toBe(noSan.csr);
  expect(parsed.dnsNames).toEqual([]);
  expect(csrNames(parsed)).toEqual(["legacy.example.net"]);
  expect(namesNotCovered(parsed, ["legacy.example.net"])).toEqual([]);
});

test("what is not a CSR says so", () => {
  expect(() => parseCsr("hello")).toThrow(/^must be a PEM certificate signing request/);
  expect(() =>
    parseCsr("-----BEGIN CERTIFICATE REQUEST-----\nAAAA\n-----END CERTIFICATE REQUEST-----"),
  ).toThrow(/^is not a PKCS #10 certificate signing request .*: use a CertificateRequest's csr/);
  expect(() =>
    parseCsr("-----BEGIN CERTIFICATE REQUEST-----\nAA!A\n-----END CERTIFICATE REQUEST-----"),
  ).toThrow(/^has a PEM body that is not base64/);
});
