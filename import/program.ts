import type { DnssecResponse, NameserversResponse, TlsCertificateResponse } from "../provider/client/api";
import { withoutTrailingDot } from "../provider/dns/fqdn";
import { fromApiRecords } from "../provider/domains/dnssec-records";
import { contactOf } from "../provider/resources/tls-organization-inputs";
import { DAY } from "../provider/tls/orders";
import { NameBook, nameWords, textWords } from "./names";
import type { AccountSnapshot } from "./read-account";
import { arr, bool, code, comment, construct, type Expr, importLine, num, obj, str } from "./source-text";
import { commonTtl, type DeclaredRecord, type SkippedRecord, zoneRecords } from "./zone-records";

export interface ProgramOptions {
  /** One DnsRecord per record (adoptExisting) instead of one DnsZone per zone. */
  perRecord: boolean;
}

/** A program and what a user should hear about it (on stderr). */
export interface GeneratedProgram {
  text: string;
  notes: string[];
  counts: Record<string, number>;
}

/** Characters of one TXT chunk in a zone file: longer texts are written as a list of chunks. */
const TXT_CHUNK = 255;
/** Renewal starts this many days before notAfter unless renewBeforeDays says otherwise (TlsCertificate's default). */
const RENEW_BEFORE_DAYS = 30;
/** Skipped records listed by name in a zone's comment; the rest are counted. */
const SHOWN_SKIPPED = 10;

/** Keeps what the generated resources find in the account when they are deleted or the stack is destroyed. */
const retain = obj({ retainOnDelete: bool(true) });

/**
 * The Pulumi TypeScript program that declares the account as read: zones with their records,
 * delegations to vanity nameservers, DNSSEC where it is on, TLS organizations and certificate
 * orders issued or pending. Every resource takes over what exists (no order, no record made),
 * and keeps it when deleted. The same account gives the same text.
 */
export function generateProgram(account: AccountSnapshot, options: ProgramOptions): GeneratedProgram {
  const names = new NameBook();
  const kinds = new Set<string>();
  const statements: string[] = [];
  const notes: string[] = [];
  const counts: Record<string, number> = {};
  const count = (kind: string, n = 1) => {
    kinds.add(kind);
    counts[kind] = (counts[kind] ?? 0) + n;
  };

  for (const { zone, records } of account.zones) {
    const { declared, skipped } = zoneRecords(zone, records);
    const lines = [`Zone ${zone}: ${declared.length} records.`, ...skippedLines(skipped)];
    for (const record of skipped.filter((s) => s.unmanaged)) {
      notes.push(`zone ${zone}: left out ${record.what}: ${record.reason}`);
    }
    if (options.perRecord) {
      const zoneName = withoutTrailingDot(zone);
      const zoneWords = nameWords(zone);
      const body = declared.map((record) => {
        const words = [...nameWords(record.fqdn.slice(0, -zone.length)), ...zoneWords, record.type];
        return construct("", "DnsRecord", [str(names.claim(words)), recordArgs(record, zoneName), retain]);
      });
      count("DnsRecord", declared.length);
      statements.push([comment(lines.join("\n")), ...body].join("\n"));
      continue;
    }
    const ttl = commonTtl(declared);
    const unmanagedLeftOut = skipped.some((s) => s.unmanaged);
    if (unmanagedLeftOut) {
      lines.push(
        'unmanaged: "ignore", or the records left out would show as drift; declare or remove them, then drop it.',
      );
    }
    const args = obj({
      zone: str(withoutTrailingDot(zone)),
      ttl: ttl === undefined ? undefined : num(ttl),
      unmanaged: unmanagedLeftOut ? str("ignore") : undefined,
      records: arr(declared.map((record) => zoneRecordArgs(record, ttl))),
    });
    count("DnsZone");
    statements.push(
      `${comment(lines.join("\n"))}\n${construct("", "DnsZone", [str(names.claim(nameWords(zone))), args, retain])}`,
    );
  }

  for (const { domain, nameservers, dnssec } of account.domains) {
    if (nameservers?.mode === "vanity" && nameservers.vanity_set_id !== null) {
      count("NameserverDelegation");
      statements.push(delegation(names.claim([...nameWords(domain), "delegation"]), nameservers));
    }
    if (dnssec?.desired_state.state === "enabled" && dnssec.desired_state.mode !== "none") {
      count("DnssecConfig");
      statements.push(dnssecConfig(names.claim([...nameWords(domain), "dnssec"]), dnssec, notes));
    }
  }

  // Organizations with the same contact are one to the provider (it takes over the first it finds).
  const orgVariables = new Map<string, string>();
  const byContact = new Map<string, string>();
  for (const org of account.organizations) {
    const contact = contactOf(org);
    const sameAs = byContact.get(JSON.stringify(contact));
    if (sameAs) {
      orgVariables.set(org.id, sameAs);
      continue;
    }
    const name = names.claim([...textWords(org.organization), "org"]);
    byContact.set(JSON.stringify(contact), name);
    orgVariables.set(org.id, name);
    count("TlsOrganization");
    const args = obj(
      Object.fromEntries(Object.entries(contact).map(([field, value]) => [field, str(value)])),
    );
    statements.push(
      `${comment(`TLS organization ${org.id}.`)}\n${construct(`const ${name} = `, "TlsOrganization", [str(name), args])}`,
    );
  }

  const orders = [...account.certificates].sort(
    (a, b) =>
      a.common_name.localeCompare(b.common_name) ||
      a.ordered_at.localeCompare(b.ordered_at) ||
      a.id.localeCompare(b.id),
  );
  for (const order of orders) {
    count("TlsCertificate");
    const name = names.claim([...nameWords(order.common_name), "certificate"]);
    statements.push(certificate(name, order, orgVariables, notes));
  }

  const used = [...kinds].sort();
  const header = comment(
    "Generated by registrar-import from the account as it was read. `pulumi up` takes every resource " +
      "over as it is: it places no order and creates no record; records get the provider's ownership " +
      "marker at the end of their annotation. Resources keep what they manage when deleted " +
      '(retainOnDelete, onDelete: "retain"). See "Start from an existing account" in the ' +
      "pulumi-registrar README.",
  );
  const parts = [header];
  if (used.length > 0) parts.push(importLine(used, "pulumi-registrar"));
  else parts.push(`${comment("The account holds nothing to manage.")}\nexport {};`);
  return { text: `${[...parts, ...statements].join("\n\n")}\n`, notes, counts };
}

function skippedLines(skipped: readonly SkippedRecord[]): string[] {
  if (skipped.length === 0) return [];
  const shown = skipped.slice(0, SHOWN_SKIPPED).map((s) => `- ${s.what}: ${s.reason}`);
  const more = skipped.length > SHOWN_SKIPPED ? [`- and ${skipped.length - SHOWN_SKIPPED} more`] : [];
  return [`Left out (${skipped.length}):`, ...shown, ...more];
}

/** TXT data over one chunk's length as a list of chunks (joined by the provider), as zone files write it. */
function recordData(record: DeclaredRecord): Expr {
  if (record.type !== "TXT" || record.data.length <= TXT_CHUNK) return str(record.data);
  const chunks: Expr[] = [];
  for (let at = 0; at < record.data.length; at += TXT_CHUNK)
    chunks.push(str(record.data.slice(at, at + TXT_CHUNK)));
  return arr(chunks);
}

/** The fields of a record's value, in zone-file order: priority, flags, tag, then the data. */
function valueFields(record: DeclaredRecord): Record<string, Expr | undefined> {
  return {
    type: str(record.type),
    priority: record.priority === undefined ? undefined : num(record.priority),
    flags: record.flags ? num(record.flags) : undefined,
    tag: record.tag === undefined ? undefined : str(record.tag),
    data: recordData(record),
  };
}

function zoneRecordArgs(record: DeclaredRecord, zoneTtl: number | undefined): Expr {
  return obj({
    name: str(record.name),
    ...valueFields(record),
    ttl: record.ttl === zoneTtl ? undefined : num(record.ttl),
    annotation: record.annotation === undefined ? undefined : str(record.annotation),
  });
}

function recordArgs(record: DeclaredRecord, zone: string): Expr {
  return obj({
    name: str(record.name),
    zone: str(zone),
    ...valueFields(record),
    ttl: num(record.ttl),
    annotation: record.annotation === undefined ? undefined : str(record.annotation),
    adoptExisting: bool(true),
  });
}

function delegation(name: string, nameservers: NameserversResponse): string {
  const set = nameservers.vanity_sets.find((s) => s.id === nameservers.vanity_set_id);
  const text = `Delegated to vanity nameserver set ${nameservers.vanity_set_id}${set ? ` (${set.name})` : ""}: ${nameservers.nameservers.map(withoutTrailingDot).join(", ")}.`;
  const args = obj({
    domain: str(nameservers.domain),
    vanitySetId: num(nameservers.vanity_set_id ?? 0),
    onDelete: str("retain"),
  });
  return `${comment(text)}\n${construct("", "NameserverDelegation", [str(name), args])}`;
}

function dnssecConfig(name: string, dnssec: DnssecResponse, notes: string[]): string {
  const desired = dnssec.desired_state;
  const lines = [`DNSSEC of ${dnssec.domain}: mode ${desired.mode}, ${dnssec.dnssec_state}.`];
  const job = dnssec.pending_job;
  if (job) {
    const running = `job ${job.id} (${job.action} ${job.mode}) is in phase ${job.phase}: the first \`pulumi up\` waits for it to end (timeoutSeconds), sending no change`;
    lines.push(`DNSSEC ${running}.`);
    notes.push(`DNSSEC of ${dnssec.domain}: ${running}`);
  }
  const records =
    desired.mode === "external"
      ? arr(
          fromApiRecords(desired.records).map((record) =>
            record.kind === "ds"
              ? obj({
                  kind: str("ds"),
                  keyTag: num(record.keyTag),
                  algorithm: num(record.algorithm),
                  digestType: num(record.digestType),
                  digest: str(record.digest),
                })
              : obj({
                  kind: str("dnskey"),
                  flags: num(record.flags),
                  protocol: num(record.protocol),
                  algorithm: num(record.algorithm),
                  publicKey: str(record.publicKey),
                }),
          ),
        )
      : undefined;
  const args = obj({ domain: str(dnssec.domain), mode: str(desired.mode), records });
  return `${comment(lines.join("\n"))}\n${construct("", "DnssecConfig", [str(name), args, retain])}`;
}

function certificate(
  name: string,
  order: TlsCertificateResponse,
  orgVariables: ReadonlyMap<string, string>,
  notes: string[],
): string {
  const lines = [
    `Certificate order ${order.id}, ${order.status}${order.not_after ? `, valid until ${order.not_after}` : ""}. ` +
      "The private key of its CSR stays where it was made: the provider never needs it. A new CSR " +
      "(e.g. a CertificateRequest's csr) reissues the certificate on this order.",
  ];
  if (order.status === "pending") {
    const pending =
      "the first `pulumi up` takes the pending order over, creates its DCV records in the account's zones and waits for issuance (no new order)";
    lines.push(`Pending: ${pending}.`);
    notes.push(`certificate order ${order.id} (${order.common_name}): ${pending}`);
  }
  const due = order.not_after ? Date.parse(order.not_after) - RENEW_BEFORE_DAYS * DAY : undefined;
  if (order.status === "issued" && due !== undefined && due <= Date.parse(order.as_of)) {
    const renewal = `due for renewal (within ${RENEW_BEFORE_DAYS} days of its end): the first \`pulumi up\` places a renewal order`;
    lines.push(`It is ${renewal}.`);
    notes.push(`certificate order ${order.id} (${order.common_name}) is ${renewal}`);
  }
  const orgVariable = order.org_id ? orgVariables.get(order.org_id) : undefined;
  const args = obj({
    sku: str(order.sku),
    commonName: str(order.common_name),
    dnsNames: order.dns_names.length > 0 ? arr(order.dns_names.map(str)) : undefined,
    csr: str(order.csr),
    dcvMethod: order.dcv_method === "email" ? str("email") : undefined,
    dcvEmails: order.dcv_method === "email" ? arr(order.dcv_emails.map(str)) : undefined,
    organizationId: orgVariable
      ? code(`${orgVariable}.organizationId`)
      : order.org_id
        ? str(order.org_id)
        : undefined,
    validityDays: num(order.validity_days),
    onDelete: str("retain"),
  });
  return `${comment(lines.join("\n"))}\n${construct("", "TlsCertificate", [str(name), args, retain])}`;
}
