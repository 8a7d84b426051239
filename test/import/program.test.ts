import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ManualClock } from "../../emulator";
import { generateProgram, generateZoneFileProgram } from "../../import/program";
import { readAccount } from "../../import/read-account";
import { readZoneFile } from "../../import/read-zone-file";
import type { RegistrarClient } from "../../provider/client";
import { recordKey } from "../../provider/dns/zone-keys";
import { fromApiRecords, sameRecords } from "../../provider/domains/dnssec-records";
import { toRecord } from "../../provider/resources/dns-record/api";
import { dnsRecordInputs } from "../../provider/resources/dns-record/inputs";
import { dnsZoneInputs } from "../../provider/resources/dns-zone/inputs";
import { dnssecConfigInputs } from "../../provider/resources/dnssec-config/inputs";
import { tlsCertificateInputs } from "../../provider/resources/tls-certificate/inputs";
import { contactOf, tlsOrganizationInputs } from "../../provider/resources/tls-organization/inputs";
import { useEmulator } from "../support/emulator";
import { type Declared, evaluate } from "./support/evaluate";
import {
  EXTERNAL_DNSSEC_DOMAIN,
  enableExternalDnssec,
  IDN_ZONE,
  issueCertificates,
  largeAccountFixtures,
  PROVIDER_DNSSEC_DOMAIN,
  RECORDS_PER_ZONE,
  VANITY_DOMAIN,
  ZONE_COUNT,
  zoneNames,
} from "./support/large-account";

// The program generated from an account declares, resource by resource, exactly what the
// account holds, in the forms the provider's own input schemas take back unchanged: the record
// keys a zone's listing gives, the DNSSEC records the API asks for, the order's CSR.

const quiet = { progress: () => {} };

/** The keys of a zone's records, as the provider lists them. */
async function liveKeys(client: RegistrarClient, zone: string): Promise<string[]> {
  return (await client.listRecords(zone)).map((raw) => recordKey(toRecord(raw), zone)).sort();
}

/** The record keys a DnsZone declaration stands for, through DnsZone's input schema. */
function declaredKeys(zone: Declared): string[] {
  const parsed = dnsZoneInputs.parse({ ...zone.args, ownerTag: "0123abcd.4567ef01" });
  return Object.keys(parsed.records).sort();
}

describe("the large account", () => {
  const time = new ManualClock("2025-03-01T00:00:00Z");
  let client: RegistrarClient;
  let declared: Declared[];
  let text: string;
  let certificates: Awaited<ReturnType<typeof issueCertificates>>;
  useEmulator({ clock: time, fixtures: largeAccountFixtures() }, (started) => ({ client } = started));
  const advance = async (seconds: number) => time.advance(seconds);

  beforeAll(async () => {
    await enableExternalDnssec(client, advance);
    certificates = await issueCertificates(client, advance);
    text = generateProgram(await readAccount(client, quiet), { perRecord: false }).text;
    declared = evaluate(text);
  });

  test("one DnsZone per zone, declaring every record of it by its key, kept on delete", async () => {
    const zones = declared.filter((d) => d.kind === "DnsZone");
    expect(zones.map((z) => z.args.zone).sort()).toEqual(zoneNames().sort());
    for (const zone of zones) {
      const keys = declaredKeys(zone);
      expect(keys).toHaveLength(RECORDS_PER_ZONE);
      expect(keys).toEqual(await liveKeys(client, `${zone.args.zone}.`));
      expect(zone.opts).toEqual({ retainOnDelete: true });
      // Every record is taken over as it is: nothing left for the zone to report.
      expect(zone.args.unmanaged).toBeUndefined();
    }
    expect(zones.map((z) => z.name)).toContain("bucherTest");
    expect(zones).toHaveLength(ZONE_COUNT);
  });

  test("long TXT as chunks, names that would be misread written absolute, ttls beside the zone's", () => {
    const zone = declared.find((d) => d.kind === "DnsZone" && d.args.zone === "acme-05.test");
    const records = zone?.args.records as Record<string, unknown>[];
    const chunks = records.find((r) => r.name === "s1._domainkey")?.data as string[];
    expect(Array.isArray(chunks)).toBe(true);
    expect(chunks.every((chunk) => chunk.length <= 255)).toBe(true);
    expect(chunks.join("").length).toBeGreaterThan(255);
    expect(records.find((r) => r.name === "acme-05.test.acme-05.test.")).toMatchObject({ type: "A" });
    expect(zone?.args.ttl).toBe(3600);
    expect(records.find((r) => r.name === "edge")).toEqual({
      name: "edge",
      type: "ALIAS",
      data: "edge.example.net.",
      ttl: 60,
    });
    expect(records.find((r) => r.name === "@" && r.flags === 128)).toEqual({
      name: "@",
      type: "CAA",
      flags: 128,
      tag: "issue",
      data: "ca.example.net; account=1234",
    });
    expect(text).toContain(`data: 'v=DMARC1; p=quarantine; rua="mailto:dmarc@acme-05.test"'`);
  });

  test("the vanity delegation, and DNSSEC where it is on: external with its DS and DNSKEY", async () => {
    const delegations = declared.filter((d) => d.kind === "NameserverDelegation");
    expect(delegations).toEqual([
      {
        kind: "NameserverDelegation",
        name: "acme01TestDelegation",
        args: { domain: VANITY_DOMAIN, vanitySetId: 2, onDelete: "retain" },
      },
    ]);
    const dnssec = declared.filter((d) => d.kind === "DnssecConfig");
    expect(dnssec.map((d) => d.args.domain).sort()).toEqual([PROVIDER_DNSSEC_DOMAIN, EXTERNAL_DNSSEC_DOMAIN]);
    const external = dnssec.find((d) => d.args.domain === EXTERNAL_DNSSEC_DOMAIN);
    const parsed = dnssecConfigInputs.parse(external?.args);
    const live = await client.getDNSSECByDomain(EXTERNAL_DNSSEC_DOMAIN);
    expect(parsed.records?.map((r) => r.kind).sort()).toEqual(["dnskey", "ds"]);
    expect(sameRecords(parsed.records ?? [], fromApiRecords(live.desired_state.records))).toBe(true);
    for (const config of dnssec) expect(config.opts).toEqual({ retainOnDelete: true });
  });

  test("issued certificates with their orders' CSRs, the OV one on the organization, never revoked", () => {
    const orgs = declared.filter((d) => d.kind === "TlsOrganization");
    expect(orgs).toHaveLength(1);
    expect(tlsOrganizationInputs.parse(orgs[0]?.args)).toMatchObject(contactOf(certificates.org));
    expect([certificates.dv.status, certificates.ov.status]).toEqual(["issued", "issued"]);
    expect(text).not.toContain("Pending:");
    const certs = declared.filter((d) => d.kind === "TlsCertificate");
    expect(certs.map((c) => c.name)).toEqual(["acme03TestCertificate", "wwwAcme00TestCertificate"]);
    for (const [cert, order] of [
      [certs[0], certificates.ov],
      [certs[1], certificates.dv],
    ] as const) {
      const parsed = tlsCertificateInputs.parse(cert?.args);
      expect(parsed).toMatchObject({
        sku: order.sku,
        commonName: order.common_name,
        csr: order.csr,
        validityDays: order.validity_days,
        onDelete: "retain",
      });
    }
    expect(certs[0]?.args.organizationId).toBe(`<organization ${orgs[0]?.name}>`);
    expect(certs[1]?.args.organizationId).toBeUndefined();
    expect(text).not.toContain("revoke");
  });

  test("the same account gives the same text", async () => {
    expect(generateProgram(await readAccount(client, quiet), { perRecord: false }).text).toBe(text);
  });

  test("--domain: only the names selected, with their certificates and organizations", async () => {
    const account = await readAccount(client, { ...quiet, only: ["acme-03.test", IDN_ZONE] });
    const only = evaluate(generateProgram(account, { perRecord: false }).text);
    expect(only.map((d) => `${d.kind} ${d.name}`)).toEqual([
      "DnsZone acme03Test",
      "DnsZone bucherTest",
      "TlsOrganization exampleCorpOrg",
      "TlsCertificate acme03TestCertificate",
    ]);
  });
});

describe("the demo account", () => {
  const time = new ManualClock("2025-03-01T00:00:00Z");
  let client: RegistrarClient;
  useEmulator({ clock: time, resetEachTest: true }, (started) => ({ client } = started));

  test("zones, vanity delegations and DNSSEC in force; a running DNSSEC job is said to be waited for", async () => {
    const program = generateProgram(await readAccount(client, quiet), { perRecord: false });
    const declared = evaluate(program.text);
    expect(declared.map((d) => `${d.kind} ${d.name}`)).toEqual([
      "DnsZone exampleCom",
      "DnsZone exampleNet",
      "DnsZone exampleOrg",
      "DnssecConfig exampleComDnssec",
      "NameserverDelegation exampleDeDelegation",
      "NameserverDelegation exampleNetDelegation",
      "DnssecConfig exampleOrgDnssec",
    ]);
    expect(program.counts).toEqual({ DnsZone: 3, DnssecConfig: 2, NameserverDelegation: 2 });
    expect(program.notes).toEqual([expect.stringMatching(/^DNSSEC of example\.org: job 1 .*waits for it/)]);
    const com = declared[0] as Declared;
    expect(com.args.records).toContainEqual({
      name: "www",
      type: "CNAME",
      data: "example.com.",
      annotation: "website",
    });
  });

  test("--per-record: one adopting DnsRecord per record, named after it, each the record it finds", async () => {
    const declared = evaluate(generateProgram(await readAccount(client, quiet), { perRecord: true }).text);
    const records = declared.filter((d) => d.kind === "DnsRecord");
    expect(records).toHaveLength(18);
    expect(new Set(records.map((r) => r.name)).size).toBe(18);
    expect(records.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        "wwwExampleComCname",
        "exampleComA",
        "dmarcExampleNetTxt",
        "wwwExampleOrgAaaa",
      ]),
    );
    const keys = records.map((r) => {
      const parsed = dnsRecordInputs.parse(r.args);
      return recordKey(parsed, `${r.args.zone}.`);
    });
    const live = [
      ...(await liveKeys(client, "example.com.")),
      ...(await liveKeys(client, "example.net.")),
      ...(await liveKeys(client, "example.org.")),
    ];
    expect(keys.sort()).toEqual(live.sort());
    for (const record of records) {
      expect(record.args.adoptExisting).toBe(true);
      expect(record.opts).toEqual({ retainOnDelete: true });
    }
  });

  test("left out: DCV tokens, records a stack manages, and what cannot take the marker (then the zone ignores the unmanaged)", async () => {
    const long = "n".repeat(240);
    await client.addRecord({ name: "long.example.net.", type: "A", data: "192.0.2.77", annotation: long });
    await client.addRecord({
      name: "managed.example.net.",
      type: "A",
      data: "192.0.2.78",
      annotation: "mine [pulumi:0123abcd.4567ef01]",
    });
    await client.addRecord({
      name: "_token.www.example.net.",
      type: "CNAME",
      data: "dcv.example.",
      annotation: "pulumi-registrar: DCV token of TLS certificate order 7, removed after issuance",
    });
    const program = generateProgram(await readAccount(client, { ...quiet, only: ["example.net"] }), {
      perRecord: false,
    });
    const [zone] = evaluate(program.text).filter((d) => d.kind === "DnsZone");
    expect(zone?.args.unmanaged).toBe("ignore");
    expect(declaredKeys(zone as Declared)).toHaveLength(4);
    expect(program.text).toContain("Left out (3):");
    expect(program.notes).toEqual([
      expect.stringMatching(/^zone example\.net\.: left out long\.example\.net\. A .*annotation/),
    ]);
  });
});

describe("a zone file", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "zone-file-program-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const longTxt = `v=DKIM1; p=${"k".repeat(300)}`;
  // Twelve records the API cannot hold, more than an account's comment lists by name.
  const unsupported = [
    "@ SOA ns1 hostmaster 1 7200 3600 1209600 300",
    "@ NS ns1.other.example.",
    "@ NS ns2.other.example.",
    "sub NS ns.sub.other.example.",
    ...Array.from({ length: 8 }, (_, i) => `_s${i}._tcp SRV 10 5 ${5060 + i} sip`),
  ];
  const source = [
    "$ORIGIN example.com.",
    "$TTL 3600",
    ...unsupported,
    "@ A 192.0.2.1",
    "www 300 CNAME @",
    "@ MX 10 mail",
    "mail A 192.0.2.25",
    "mail AAAA 2001:db8::25",
    `dkim TXT "${longTxt.slice(0, 255)}" "${longTxt.slice(255)}"`,
    "@ CAA 0 issue letsencrypt.org",
    "short 30 A 192.0.2.30",
    "@ CAA 0 policy x",
    "",
  ].join("\n");

  function program(perRecord = false) {
    const path = join(dir, "exported.zone");
    writeFileSync(path, source);
    return generateZoneFileProgram(readZoneFile(path, undefined), { perRecord });
  }

  test("one DnsZone that declares every record the API can hold, by its key, kept on delete", () => {
    const generated = program();
    const declared = evaluate(generated.text);
    expect(declared.map((d) => `${d.kind} ${d.name}`)).toEqual(["DnsZone exampleCom"]);
    const zone = declared[0] as Declared;
    expect(declaredKeys(zone)).toEqual([
      "@ A 192.0.2.1",
      "@ CAA 0 issue letsencrypt.org",
      "@ MX 10 mail.example.com.",
      `dkim TXT ${longTxt}`,
      "mail A 192.0.2.25",
      "mail AAAA 2001:db8::25",
      "short A 192.0.2.30",
      "www CNAME example.com.",
    ]);
    expect(zone.opts).toEqual({ retainOnDelete: true });
    // What the file holds is what the zone should hold: records already there are reported.
    expect(zone.args.unmanaged).toBeUndefined();
    const records = zone.args.records as Record<string, unknown>[];
    expect(records.find((r) => r.name === "dkim")?.data).toEqual([longTxt.slice(0, 255), longTxt.slice(255)]);
    expect(records.find((r) => r.name === "short")?.ttl).toBe(60);
    expect(generated.counts).toEqual({ DnsZone: 1 });
  });

  test("every record left out or changed is in the comment with its line and reason; the notes are those not refused", () => {
    const generated = program();
    expect(generated.text).toMatch(/^\/\/ Generated by registrar-import from the zone file exported\.zone\./);
    expect(generated.text).toContain("// Left out (13):");
    const comment = generated.text.replace(/\n\/\/ /g, " ");
    for (const [i, line] of unsupported.entries()) {
      expect(comment).toContain(`- line ${i + 3}: `);
      expect(comment).toContain(` ${line.slice(line.indexOf(" ") + 1)}: `);
    }
    expect(comment).toContain("_s7._tcp.example.com. SRV 10 5 5067 sip: the API has no SRV records");
    expect(comment).toContain(
      "- line 22: short.example.com. A 192.0.2.30: ttl 30 raised to 60, the API's least",
    );
    expect(comment).toContain(
      '- line 23: example.com. CAA 0 policy x: tag "policy" is not a CAA tag the API accepts',
    );
    // The refused and the changed records are findings the command prints: the notes are the rest.
    expect(generated.notes).toHaveLength(12);
    expect(generated.notes[0]).toBe(
      `${join(dir, "exported.zone")}:3: left out example.com. SOA ns1 hostmaster 1 7200 3600 1209600 300: the DNS host writes the zone's SOA itself`,
    );
    expect(generated.notes.map((note) => Number(/:(\d+): /.exec(note)?.[1]))).toEqual([
      3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
    ]);
    expect(program().text).toBe(generated.text);
  });

  test("--per-record: one adopting DnsRecord per record", () => {
    const records = evaluate(program(true).text);
    expect(records).toHaveLength(8);
    for (const record of records) {
      expect(record.kind).toBe("DnsRecord");
      expect(record.args).toMatchObject({ zone: "example.com", adoptExisting: true });
      expect(dnsRecordInputs.safeParse(record.args).success).toBe(true);
    }
  });

  test("a file with nothing the API can hold: an empty DnsZone, the comment saying why", () => {
    const path = join(dir, "nothing.zone");
    writeFileSync(path, "$TTL 60\n@ SOA ns1 hostmaster 1 2 3 4 5\n@ NS ns1.other.example.\n");
    const generated = generateZoneFileProgram(readZoneFile(path, "example.org"), { perRecord: false });
    expect(generated.text).toContain(
      "// Zone example.org. from nothing.zone: 0 of its 2 records.\n// Left out (2):",
    );
    expect(evaluate(generated.text)).toEqual([
      {
        kind: "DnsZone",
        name: "exampleOrg",
        args: { zone: "example.org", records: [] },
        opts: { retainOnDelete: true },
      },
    ]);
  });
});
