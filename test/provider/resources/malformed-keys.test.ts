import * as dnssecConfig from "../../../dynamic/dnssec-config";
import * as tlsCertificate from "../../../dynamic/tls-certificate";
import { makeCsr } from "../../support/tls";

// Malformed CSRs, PEMs and DNSSEC keys, as a user pastes them: every message names the property
// and says what to do, in the provider's words, never a library's internals.

const real = makeCsr("www.example.com", ["www.example.com"]).csr;
const body = real.split("\n").slice(1, -2).join("\n");
const pem = (label: string, text: string) => `-----BEGIN ${label}-----\n${text}\n-----END ${label}-----\n`;
const csrPem = (text: string) => pem("CERTIFICATE REQUEST", text);

const badCsrs: [string, string][] = [
  ["empty", ""],
  ["a word", "hello"],
  ["the body alone", body],
  ["no end line", real.split("\n").slice(0, -2).join("\n")],
  ["no begin line", real.split("\n").slice(1).join("\n")],
  ["an empty body", csrPem("")],
  ["one character", csrPem("A")],
  ["four A", csrPem("AAAA")],
  ["not base64", csrPem("AA!A")],
  ["base64 with a space inside a group", csrPem("MII BIjAN")],
  ["a cut body", csrPem(body.slice(0, Math.floor(body.length / 2)))],
  ["a cut body of whole groups", csrPem(body.slice(0, 64))],
  ["the body reversed", csrPem(body.split("").reverse().join(""))],
  ["a changed length byte", csrPem(`${body.slice(0, 3)}${body[3] === "A" ? "B" : "A"}${body.slice(4)}`)],
  ["lines shuffled", csrPem(body.split("\n").reverse().join("\n"))],
  ["padding inside", csrPem(`${body.slice(0, 8)}==${body.slice(10)}`)],
  ["random base64", csrPem(Buffer.from("not a request at all, only words").toString("base64"))],
  ["zero bytes", csrPem(Buffer.alloc(48).toString("base64"))],
  ["a DER sequence of nothing", csrPem(Buffer.from([0x30, 0x00]).toString("base64"))],
  ["a DER integer", csrPem(Buffer.from([0x02, 0x01, 0x05]).toString("base64"))],
  ["a long DER length", csrPem(Buffer.from([0x30, 0x84, 0xff, 0xff, 0xff, 0xff]).toString("base64"))],
  ["a certificate", pem("CERTIFICATE", body)],
  ["a private key", pem("PRIVATE KEY", body)],
  ["a public key", pem("PUBLIC KEY", body)],
  ["two labels", `-----BEGIN CERTIFICATE REQUEST-----\n${body}\n-----END CERTIFICATE-----\n`],
  ["HTML", "<html><body>CSR</body></html>"],
  ["JSON", JSON.stringify({ csr: real })],
  ["a URL", "https://example.com/request.csr"],
  ["a path", "./request.csr"],
  ["base64 of the PEM", Buffer.from(real).toString("base64")],
];

const ds = (digest: string, digestType = 2) => ({
  kind: "ds",
  keyTag: 12345,
  algorithm: 13,
  digestType,
  digest,
});
const dnskey = (publicKey: string) => ({ kind: "dnskey", flags: 257, protocol: 3, algorithm: 13, publicKey });
const badKeys: [string, object, string][] = [
  ["an empty digest", ds(""), "records[0].digest"],
  ["a digest with letters past F", ds("XYZ"), "records[0].digest"],
  ["a short SHA-256 digest", ds("ABCDEF"), "records[0].digest"],
  ["a SHA-1 length digest of type 2", ds("A".repeat(40)), "records[0].digest"],
  ["a SHA-384 digest of type 2", ds("A".repeat(96)), "records[0].digest"],
  ["a digest in base64", ds(Buffer.alloc(32, 7).toString("base64")), "records[0].digest"],
  ["a digest with a colon", ds(`${"AB:".repeat(31)}AB`), "records[0].digest"],
  ["a digest with 0x", ds(`0x${"A".repeat(64)}`), "records[0].digest"],
  ["a type 1 digest too long", ds("A".repeat(64), 1), "records[0].digest"],
  ["a type 4 digest too short", ds("A".repeat(64), 4), "records[0].digest"],
  ["an empty key", dnskey(""), "records[0].publicKey"],
  ["a key with !", dnskey("AwEAAa!b"), "records[0].publicKey"],
  ["a key cut mid group", dnskey("AwEAAab"), "records[0].publicKey"],
  ["a key with padding inside", dnskey("Aw==EAAa"), "records[0].publicKey"],
  ["a key in hex", dnskey("0A1B2C3D-"), "records[0].publicKey"],
  ["a key as a PEM", dnskey(pem("PUBLIC KEY", "AwEAAa==")), "records[0].publicKey"],
  ["a key with a URL", dnskey("https://example.com/key"), "records[0].publicKey"],
  ["a key of dots", dnskey("...."), "records[0].publicKey"],
  ["a key with three pads", dnskey("AwE==="), "records[0].publicKey"],
  ["a key with a tab-separated comment", dnskey("AwEAAa==\t; ksk"), "records[0].publicKey"],
];

const internals =
  /base64Text|Argument '|AsnError|asn1|ASN\.1 schema|TypeError|undefined|Cannot read|Unexpected token|\bat \w+ \(/;

test.each(badCsrs)("a CSR that is %s: one message on csr, saying what to do", async (_what, csr) => {
  const { failures } = await tlsCertificate.check(
    {},
    { sku: "dv-single", commonName: "www.example.com", csr },
  );
  expect(failures?.map((f) => f.property)).toEqual(["csr"]);
  const reason = failures?.[0]?.reason ?? "";
  expect(reason).toMatch(/^csr: /);
  expect(reason).toMatch(/use a CertificateRequest's csr, or the file `openssl req -new` writes/);
  expect(reason).not.toMatch(internals);
});

test.each(badKeys)(
  "DNSSEC data with %s: one message on the field, saying what is wrong",
  async (_what, record, property) => {
    const { failures } = await dnssecConfig.check(
      {},
      { domain: "example.info", mode: "external", records: [record] },
    );
    // Check failures are per top-level property; the message names the field inside it.
    expect(failures?.map((f) => f.property)).toEqual(["records"]);
    const reason = failures?.[0]?.reason ?? "";
    expect(reason.startsWith(`${property}: must be `) || reason.startsWith(`${property}: has `)).toBe(true);
    expect(reason).not.toMatch(internals);
  },
);
