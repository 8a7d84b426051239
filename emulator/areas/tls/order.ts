import type { z } from "zod";
import type { tlsProduct } from "../../../provider/contract/tls";
import type { ParsedCsr } from "./x509";

type TlsProduct = z.output<typeof tlsProduct>;

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

/** One validation round: of the order itself, or of a reissue. */
export interface Round {
  kind: "order" | "reissue";
  startedAt: Date;
  csr: ParsedCsr;
  method: DcvMethod;
  records: DcvEntry[];
  validatedAt?: Date;
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
