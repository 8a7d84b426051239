import { createHash } from "node:crypto";
import { defaultFixtures, type Fixtures } from "../../../emulator";
import type { RegistrarClient, TlsCertificateResponse } from "../../../provider/client";
import { dnskeyTag } from "../../../provider/domains/dnssec-records";
import { makeKeyAndCsr } from "../../../provider/tls/key-pair";
import { apiContact } from "../../support/contact";

/**
 * A large account to generate a program from: 20 zones of 200 records each with every record
 * type, IDN names (and an IDN zone), TXT over 255 characters, CAA variants, wildcard and apex
 * records; a domain on a vanity set, one with provider DNSSEC, one with external DNSSEC (DS and
 * DNSKEY); issued DV and OV certificates and their organization (`issueCertificates`).
 */

export const ZONE_COUNT = 20;
export const RECORDS_PER_ZONE = 200;
/** The IDN zone: bücher.test. */
export const IDN_ZONE = "xn--bcher-kva.test";
export const VANITY_DOMAIN = "acme-01.test";
export const PROVIDER_DNSSEC_DOMAIN = "acme-02.test";
export const EXTERNAL_DNSSEC_DOMAIN = "signed-elsewhere.test";

export const zoneNames = (): string[] => [
  ...Array.from({ length: ZONE_COUNT - 1 }, (_, i) => `acme-${String(i).padStart(2, "0")}.test`),
  IDN_ZONE,
];

type FixtureRecord = Record<string, unknown>;

/** The records of zone number `i`: every type and shape first, hosts after them up to the count. */
function zoneRecords(zone: string, i: number): FixtureRecord[] {
  const at = (label: string) => (label === "@" ? `${zone}.` : `${label}.${zone}.`);
  const dkim = `v=DKIM1; k=rsa; p=${"MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA".repeat(9)}${i}`;
  const records: FixtureRecord[] = [
    { name: at("@"), type: "A", data: `192.0.2.${i + 1}` },
    { name: at("@"), type: "AAAA", data: `2001:db8::${(i + 1).toString(16)}` },
    { name: at("@"), type: "MX", priority: 10, data: at("mx1") },
    { name: at("@"), type: "MX", priority: 20, data: "mx2.example.net." },
    { name: at("@"), type: "TXT", data: "v=spf1 include:_spf.example.net ~all" },
    { name: at("@"), type: "CAA", flags: 0, tag: "issue", data: "letsencrypt.org" },
    { name: at("@"), type: "CAA", flags: 0, tag: "issuewild", data: ";" },
    { name: at("@"), type: "CAA", flags: 128, tag: "issue", data: "ca.example.net; account=1234" },
    { name: at("@"), type: "CAA", flags: 0, tag: "iodef", data: `mailto:security@${zone}` },
    { name: at("@"), type: "CAA", flags: 0, tag: "contactemail", data: `hostmaster@${zone}` },
    { name: at("*"), type: "A", data: "192.0.2.200" },
    { name: at("*.dev"), type: "CNAME", data: at("dev") },
    { name: at("dev"), type: "A", data: "192.0.2.201", ttl: 300 },
    { name: at("s1._domainkey"), type: "TXT", data: dkim },
    { name: at("_dmarc"), type: "TXT", data: `v=DMARC1; p=quarantine; rua="mailto:dmarc@${zone}"` },
    { name: at("notes"), type: "TXT", data: "it's a note with 'single' quotes" },
    { name: at("xn--bcher-kva"), type: "A", data: "192.0.2.202" },
    { name: at("xn--caf-dma"), type: "AAAA", data: "2001:db8::cafe" },
    { name: at("www"), type: "CNAME", data: `${zone}.`, annotation: `website of ${zone}` },
    { name: at("edge"), type: "ALIAS", data: "edge.example.net.", ttl: 60 },
    { name: at("mx1"), type: "A", data: "192.0.2.25", ttl: 86400 },
    // Relative, this name would end in the zone's own name: the program writes it absolute.
    { name: at(zone), type: "A", data: "192.0.2.203" },
  ];
  for (let n = 0; records.length < RECORDS_PER_ZONE; n++) {
    const host = at(`host-${String(n).padStart(3, "0")}`);
    const kind = n % 4;
    if (kind === 0) records.push({ name: host, type: "A", data: `198.51.100.${n % 250}` });
    else if (kind === 1) records.push({ name: host, type: "AAAA", data: `2001:db8:1::${n.toString(16)}` });
    else if (kind === 2) records.push({ name: host, type: "TXT", data: `host ${n} of ${zone}`, ttl: 600 });
    else records.push({ name: host, type: "CNAME", data: at("www"), annotation: `alias ${n}` });
  }
  return records;
}

export function largeAccountFixtures(): Fixtures {
  const demo = defaultFixtures();
  const zones = zoneNames();
  return {
    ...demo,
    domains: [
      ...zones.map((zone) => ({
        name: zone,
        owner_label: "Acme",
        renewal_status: "auto-renew" as const,
        expires_at: "2027-01-01",
        dnssec_status: zone === PROVIDER_DNSSEC_DOMAIN ? ("active" as const) : ("inactive" as const),
        nameserver_mode: zone === VANITY_DOMAIN ? ("vanity" as const) : ("standard" as const),
        ...(zone === VANITY_DOMAIN ? { vanity_set_id: 2 } : {}),
      })),
      {
        name: EXTERNAL_DNSSEC_DOMAIN,
        owner_label: "Acme",
        renewal_status: "auto-renew",
        expires_at: "2027-01-01",
        dnssec_status: "inactive",
        nameserver_mode: "external",
        external_nameservers: ["ns1.dns-host.example.", "ns2.dns-host.example."],
      },
    ],
    zones: zones.map((zone, i) => ({ name: `${zone}.`, records: zoneRecords(zone, i) })),
    hostingPackages: [],
    // The CA the zones' CAA records name (`128 issue "ca.example.net; account=1234"`), so it issues.
    tls: { caaIdentity: "ca.example.net" },
  };
}

/** A KSK of the external DNS host and its DS for `domain` (RFC 4034 section 5.1.4: SHA-256 of owner and key). */
export function externalKeys(domain: string) {
  const dnskey = {
    kind: "dnskey",
    flags: 257,
    protocol: 3,
    algorithm: 13,
    public_key: "GojIhhXUN/u4v54ZQqGSnyhWJwaubCvTmeexv7bR6edbkrSqQpF64cYbcB7wNcP+e+MAnLr+Wi9xMWyQLc8NAA==",
  };
  const owner = Buffer.concat([
    ...domain.split(".").map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)])),
    Buffer.from([0]),
  ]);
  const rdata = Buffer.concat([
    Buffer.from([dnskey.flags >> 8, dnskey.flags & 0xff, dnskey.protocol, dnskey.algorithm]),
    Buffer.from(dnskey.public_key, "base64"),
  ]);
  const keyTag = dnskeyTag({ flags: 257, protocol: 3, algorithm: 13, publicKey: dnskey.public_key });
  const ds = {
    kind: "ds",
    key_tag: keyTag,
    algorithm: 13,
    digest_type: 2,
    digest: createHash("sha256").update(owner).update(rdata).digest("hex"),
  };
  return { ds, dnskey };
}

/** External DNSSEC on EXTERNAL_DNSSEC_DOMAIN, its job run to the end. */
export async function enableExternalDnssec(
  client: RegistrarClient,
  advance: (seconds: number) => Promise<void>,
) {
  const { ds, dnskey } = externalKeys(EXTERNAL_DNSSEC_DOMAIN);
  await client.putDNSSECByDomain(EXTERNAL_DNSSEC_DOMAIN, {
    mode: "external",
    state: "enabled",
    records: [ds, dnskey],
  });
  await advance(120 + 1800 + 60);
}

/**
 * A certificate order for `names` issued: ordered, its DCV records created by hand (no marker,
 * as another tool would), the clock moved past issuance, the DCV records removed again.
 */
async function issue(
  client: RegistrarClient,
  advance: (seconds: number) => Promise<void>,
  sku: string,
  names: string[],
  orgId?: string,
): Promise<TlsCertificateResponse> {
  const [commonName = "", ...dnsNames] = names;
  const { csr } = await makeKeyAndCsr({
    commonName,
    sanNames: names,
    keyAlgorithm: "ecdsa-p256",
    subject: {},
  });
  const placed = await client.createCertificate({
    sku,
    common_name: commonName,
    ...(dnsNames.length > 0 ? { dns_names: dnsNames } : {}),
    csr,
    dcv_method: "dns-cname-token",
    ...(orgId ? { org_id: orgId } : {}),
  });
  const made = [];
  for (const record of placed.dcv_records)
    made.push(await client.addRecord({ name: record.name, type: "CNAME", data: record.value }));
  await advance(400);
  // Read while the DCV records are there: the emulator's CA validates when it is asked.
  const issued = await client.getCertificateByID(placed.id);
  if (issued.status !== "issued")
    throw new Error(`order ${placed.id} for ${commonName} is ${issued.status}, not issued`);
  for (const record of made) await client.deleteRecord(String(record.id));
  return issued;
}

/** An issued DV certificate and an issued OV certificate with its organization. */
export async function issueCertificates(
  client: RegistrarClient,
  advance: (seconds: number) => Promise<void>,
) {
  const dv = await issue(client, advance, "dv-single", ["www.acme-00.test"]);
  const org = await client.createOrganization(apiContact);
  const ov = await issue(client, advance, "ov-multi", ["acme-03.test", "www.acme-03.test"], org.id);
  return { dv, ov, org };
}
