import { createHash } from "node:crypto";
import { fromBER, IA5String } from "asn1js";
import { x509 } from "./x509";

/**
 * The mark a CertificateRequest writes into its CSR: which request of which stack made the key,
 * and for which inputs. The API stores an order's CSR as sent and returns it, so the mark is read
 * back from the order even when the state of the run that ordered was lost (a killed `up` with
 * checkpoints skipped, a state rolled back): the recovery's request, made again with a new key,
 * carries the same mark and recognises that order as its own instead of paying for a second.
 *
 * It is the CSR's PKCS #9 unstructuredName attribute (RFC 2985, 1.2.840.113549.1.9.2): free text
 * about the requester, which public CAs ignore (a DV certificate's subject holds only validated
 * names, and OV and EV subjects only validated fields), so it never reaches a certificate. Its
 * value is an IA5String such as `pulumi-registrar 1a2b3c4d.5e6f7a8b.9c0d1e2f`: the owner tag
 * (project and stack, resource name) and a hash of the inputs that make the CSR, each 8 hex digits
 * of SHA-256. So a request replaced because an input changed carries another mark than the one it
 * replaces. (An OID of its own under the UUID arc 2.25 was tried: @peculiar/x509 re-encodes its
 * 128-bit arc wrongly when it makes a CSR.)
 */
export const REQUEST_MARK_OID = "1.2.840.113549.1.9.2";

const PREFIX = "pulumi-registrar ";
const MARK = /^pulumi-registrar ([0-9a-f]{8}\.[0-9a-f]{8}\.[0-9a-f]{8})$/;

const hash8 = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 8);

/** What a CSR is made of, besides its key: the mark's inputs part. */
export interface MarkedRequest {
  commonName: string;
  dnsNames: readonly string[];
  keyAlgorithm: string;
  subject: Readonly<Record<string, string | undefined>>;
}

/** The mark of the request `ownerTag` names, for these inputs (the order of names does not count). */
export function requestMark(ownerTag: string, request: MarkedRequest): string {
  const subject = Object.entries(request.subject)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  const inputs = JSON.stringify([
    request.commonName,
    [...request.dnsNames].sort(),
    request.keyAlgorithm,
    subject,
  ]);
  return `${ownerTag}.${hash8(inputs)}`;
}

/** The CSR attribute that carries `mark`. */
export function markAttribute(mark: string): x509.Attribute {
  return new x509.Attribute(REQUEST_MARK_OID, [new IA5String({ value: PREFIX + mark }).toBER()]);
}

/** The mark a CSR carries, or undefined (a CSR made elsewhere, or before requests were marked). */
export function markOf(csr: x509.Pkcs10CertificateRequest): string | undefined {
  const value = csr.getAttribute(REQUEST_MARK_OID)?.values[0];
  if (!value) return undefined;
  const { result } = fromBER(value);
  if (!(result instanceof IA5String)) return undefined;
  return MARK.exec(result.getValue())?.[1];
}
