import type { TlsProduct } from "./products";
import type { ParsedCsr } from "./x509";

/** A certificate order as the emulator holds it: its validation rounds and issued versions. */

export type Status =
  | "action_required"
  | "pending"
  | "issued"
  | "certificate-revoked"
  | "cancelled"
  | "order-revoked";
export type DcvMethod = "dns-cname-token" | "email";

export interface DcvEntry {
  /** The certificate name this record proves (the first one with this base). */
  dnsName: string;
  /** Fully qualified, with the trailing dot. */
  name: string;
  value: string;
  /** The last evaluation that did not find the record. */
  lastMissingAt: Date;
  /** The poll at which the record was found. */
  validAt?: Date;
}

/** A name of the order whose CAA records forbid the CA to issue. */
export interface CaaRefusal {
  dnsName: string;
  /** The CA's issuer domain name. */
  issuer: string;
  /** Where the relevant CAA records are (fully qualified, with the trailing dot). */
  caaName: string;
  /** The relevant records, each as `0 issue "ca.example"`. */
  records: string[];
  property: "issue" | "issuewild" | "critical";
  /** The CAs the applying properties permit. */
  permits: string[];
  reason: string;
}

/** The CA's CAA check of a round that refused: what it refused, at which check, last seen when. */
export interface CaaCheck {
  refusals: CaaRefusal[];
  /** The CA's check (its first at issuance, then each poll) at which it last refused. */
  checkedAt: Date;
  /** The last evaluation that found the refusal: the records count from the first poll after it. */
  seenAt: Date;
}

/** One validation round: of the order itself, or of a reissue. */
export interface Round {
  kind: "order" | "reissue";
  startedAt: Date;
  csr: ParsedCsr;
  method: DcvMethod;
  records: DcvEntry[];
  validatedAt?: Date;
  /** Set while the CA's CAA check refuses to issue. */
  caa?: CaaCheck;
  comments?: string;
}

export interface Version {
  serialNumber: string;
  pem: string;
  notBefore: Date;
  notAfter: Date;
  issuedAt: Date;
  revoked: boolean;
}

export interface Order {
  id: string;
  product: TlsProduct;
  status: Status;
  commonName: string;
  /** Additional names, as ordered (lower case, without the common name, no duplicates). */
  dnsNames: string[];
  /** Every name of the certificate: the common name first. */
  names: string[];
  /** The CSR of the current version, or of the pending one while nothing is issued. */
  csr: ParsedCsr;
  dcvMethod: DcvMethod;
  dcvEmails: string[];
  orgId: string | null;
  renewalOf: string | null;
  renewedBy: string | null;
  validityDays: number;
  orderedAt: Date;
  round?: Round;
  versions: Version[];
  notes: string[];
  settling?: Promise<void>;
}
