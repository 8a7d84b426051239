import { basename } from "node:path";
import type { DnssecResponse, NameserversResponse, TlsCertificateResponse } from "../provider/client/api";
import { withoutTrailingDot } from "../provider/dns/fqdn";
import {
  commonTtl,
  type DeclaredRecord,
  type SkippedRecord,
  type ZoneRecords,
  zoneRecordEntry,
  zoneRecords,
} from "../provider/resources/dns-zone/records";
import { declaredDnssec } from "../provider/resources/dnssec-config/inputs";
import { type ImportableKind, kinds, type ResourceKind } from "../provider/resources/kinds";
import { declaredCertificate } from "../provider/resources/tls-certificate/inputs";
import { contactOf } from "../provider/resources/tls-organization/inputs";
import { DAY } from "../provider/tls/orders";
import { NameBook, nameWords, textWords } from "./names";
import type { AccountSnapshot } from "./read-account";
import type { ZoneFileSnapshot } from "./read-zone-file";
import {
  arr,
  bool,
  code,
  comment,
  construct,
  type Expr,
  importLine,
  literal,
  num,
  obj,
  str,
} from "./source-text";

export interface ProgramOptions {
  /** One DnsRecord per record (adoptExisting) instead of one DnsZone per zone. */
  perRecord: boolean;
}

/**
 * A resource of the program as `pulumi import --file` takes it: the plugin's type token, the
 * program's resource name, and the id the plugin reads it by.
 */
export interface PulumiImport {
  type: string;
  name: string;
  id: string;
}

/** A program and what a user should hear about it (on stderr). */
export interface GeneratedProgram {
  text: string;
  notes: string[];
  counts: Record<string, number>;
  /** Its resources that exist in the account, for `pulumi import --file` (none from a zone file). */
  imports: PulumiImport[];
}

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
  const parts = new ProgramParts();
  for (const { zone, records } of account.zones) {
    const checked = zoneRecords(zone, records);
    for (const record of checked.skipped.filter((s) => s.unmanaged)) {
      parts.notes.push(`zone ${zone}: left out ${record.what}: ${record.reason}`);
    }
    const lines = [`Zone ${zone}: ${checked.declared.length} records.`];
    zoneStatement(parts, zone, checked, lines, { ...options, inAccount: true });
  }

  for (const { domain, nameservers, dnssec } of account.domains) {
    if (nameservers?.mode === "vanity" && nameservers.vanity_set_id !== null) {
      const name = parts.names.claim([...nameWords(domain), "delegation"]);
      parts.count("NameserverDelegation");
      parts.adopt("NameserverDelegation", name, domain);
      parts.statements.push(delegation(name, nameservers));
    }
    if (dnssec?.desired_state.state === "enabled" && dnssec.desired_state.mode !== "none") {
      const name = parts.names.claim([...nameWords(domain), "dnssec"]);
      parts.count("DnssecConfig");
      parts.adopt("DnssecConfig", name, domain);
      parts.statements.push(dnssecConfig(name, dnssec, parts.notes));
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
    const name = parts.names.claim([...textWords(org.organization), "org"]);
    byContact.set(JSON.stringify(contact), name);
    orgVariables.set(org.id, name);
    parts.count("TlsOrganization");
    parts.adopt("TlsOrganization", name, org.id);
    const args = obj(
      Object.fromEntries(Object.entries(contact).map(([field, value]) => [field, str(value)])),
    );
    parts.statements.push(
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
    const name = parts.names.claim([...nameWords(order.common_name), "certificate"]);
    parts.count("TlsCertificate");
    parts.adopt("TlsCertificate", name, order.id);
    parts.statements.push(certificate(name, order, orgVariables, parts.notes));
  }

  return parts.program(
    "Generated by registrar-import from the account as it was read. `pulumi up` takes every resource " +
      "over as it is: it places no order and creates no record; records get the provider's ownership " +
      "marker at the end of their annotation. Resources keep what they manage when deleted " +
      '(retainOnDelete, onDelete: "retain"). See "Start from an existing account" in the ' +
      "pulumi-registrar README.",
    "The account holds nothing to manage.",
  );
}

/**
 * The Pulumi TypeScript program that declares the records of a zone file in its zone of the
 * account, for a move from another DNS host: `pulumi up` creates them (and takes over those the
 * zone has already). What the file holds that the API cannot is listed in a comment and in the
 * notes, each with its line. The same file gives the same text.
 */
export function generateZoneFileProgram(source: ZoneFileSnapshot, options: ProgramOptions): GeneratedProgram {
  const parts = new ProgramParts();
  const { zone, records } = source;
  const file = basename(source.file);
  // The refused and changed records are findings, printed before the program: the notes are the rest.
  for (const r of records.skipped)
    parts.notes.push(`${source.file}:${r.line}: left out ${r.what}: ${r.reason}`);
  const lines = [`Zone ${zone} from ${file}: ${records.declared.length} of its ${source.total} records.`];
  if (records.adjusted.length > 0) {
    lines.push(`Declared with a change (${records.adjusted.length}):`);
    for (const record of records.adjusted)
      lines.push(`- line ${record.line}: ${record.what}: ${record.change}`);
  }
  const leftOut = [...records.skipped, ...records.refused].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  zoneStatement(parts, zone, { ...records, skipped: leftOut }, lines, { ...options, listAll: true });
  return parts.program(
    `Generated by registrar-import from the zone file ${file}. \`pulumi up\` creates its records in the ` +
      `account's zone ${withoutTrailingDot(zone)} (which must exist there), with the provider's ownership ` +
      "marker at the end of their annotation; a record the zone has already is taken over. Records " +
      "the API cannot hold are listed below, not declared. Resources keep what they manage when " +
      'deleted (retainOnDelete). See "Moving from another DNS host" in the pulumi-registrar README.',
  );
}

/** A program's statements as they are made: unique names, resource kinds and counts, notes. */
class ProgramParts {
  readonly names = new NameBook();
  readonly statements: string[] = [];
  readonly notes: string[] = [];
  readonly counts: Record<string, number> = {};
  readonly imports: PulumiImport[] = [];
  private readonly kinds = new Set<ResourceKind>();

  /** A resource that exists in the account: `pulumi import` adopts it by `id` (what its kind's `import.id` names). */
  adopt(kind: ImportableKind, name: string, id: string): void {
    this.imports.push({ type: kinds[kind].tokens.native, name, id });
  }

  count(kind: ResourceKind, n = 1): void {
    this.kinds.add(kind);
    this.counts[kind] = (this.counts[kind] ?? 0) + n;
  }

  /** The program: the header, the import of the kinds used (or `empty` said), the statements. */
  program(header: string, empty = "Nothing to manage."): GeneratedProgram {
    const used = [...this.kinds].sort();
    const parts = [comment(header)];
    if (used.length > 0) parts.push(importLine(used, "pulumi-registrar"));
    else parts.push(`${comment(empty)}\nexport {};`);
    return {
      text: `${[...parts, ...this.statements].join("\n\n")}\n`,
      notes: this.notes,
      counts: this.counts,
      imports: this.imports,
    };
  }
}

/**
 * A zone's records as one DnsZone (or, `perRecord`, one DnsRecord each), after a comment of
 * `lines` and the records left out: the first ten of them, or every one with `listAll`.
 */
function zoneStatement(
  parts: ProgramParts,
  zone: string,
  { declared, skipped }: ZoneRecords,
  lines: string[],
  options: ProgramOptions & { listAll?: boolean; inAccount?: boolean },
): void {
  lines.push(...skippedLines(skipped, options.listAll ? skipped.length : SHOWN_SKIPPED));
  if (options.perRecord) {
    const zoneName = withoutTrailingDot(zone);
    const zoneWords = nameWords(zone);
    const body = declared.map((record) => {
      const words = [...nameWords(record.fqdn.slice(0, -zone.length)), ...zoneWords, record.type];
      const name = parts.names.claim(words);
      if (record.id !== undefined) parts.adopt("DnsRecord", name, record.id);
      return construct("", "DnsRecord", [str(name), recordArgs(record, zoneName), retain]);
    });
    parts.count("DnsRecord", declared.length);
    parts.statements.push([comment(lines.join("\n")), ...body].join("\n"));
    return;
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
  const name = parts.names.claim(nameWords(zone));
  parts.count("DnsZone");
  if (options.inAccount) parts.adopt("DnsZone", name, withoutTrailingDot(zone));
  parts.statements.push(
    `${comment(lines.join("\n"))}\n${construct("", "DnsZone", [str(name), args, retain])}`,
  );
}

function skippedLines(skipped: readonly SkippedRecord[], shownCount: number): string[] {
  if (skipped.length === 0) return [];
  const shown = skipped
    .slice(0, shownCount)
    .map((s) => `- ${s.line === undefined ? "" : `line ${s.line}: `}${s.what}: ${s.reason}`);
  const more = skipped.length > shownCount ? [`- and ${skipped.length - shownCount} more`] : [];
  return [`Left out (${skipped.length}):`, ...shown, ...more];
}

function zoneRecordArgs(record: DeclaredRecord, zoneTtl: number | undefined): Expr {
  return literal(zoneRecordEntry(record, zoneTtl));
}

function recordArgs(record: DeclaredRecord, zone: string): Expr {
  const { name, ...value } = zoneRecordEntry(record, undefined);
  return literal({ name, zone, ...value, adoptExisting: true });
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
  const args = literal(declaredDnssec(dnssec));
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
  const declared = Object.entries(declaredCertificate(order)).map(([key, value]) => [key, literal(value)]);
  const args = obj({
    ...Object.fromEntries(declared),
    // The organization by reference, where the program declares it.
    ...(orgVariable ? { organizationId: code(`${orgVariable}.organizationId`) } : {}),
    onDelete: str("retain"),
  });
  return `${comment(lines.join("\n"))}\n${construct("", "TlsCertificate", [str(name), args, retain])}`;
}
