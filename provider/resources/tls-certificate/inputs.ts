import { z } from "zod";
import type { TlsCertificateRequest, TlsCertificateResponse } from "../../client/api";
import {
  type AcceptedFields,
  checked,
  choice,
  defaultOf,
  flag,
  isKnown,
  orUnknown,
  required,
  text,
  textList,
  whole,
} from "../../common/input-checks";
import { unknownValue } from "../../common/unknown";
import { dcvMethods } from "../../contract/tls";
import { emailAddress, requiredText } from "../../tls/contact";
import { csrNames, namesNotCovered, parseCsr } from "../../tls/csr";
import { commonNameOf, dnsNamesOf } from "../../tls/name-inputs";
import { certificateNames } from "../../tls/names";
import { deleteActions, inputProperties } from "./properties";

export type DcvMethod = (typeof dcvMethods)[number];

/**
 * TlsCertificate inputs after check: names canonical (as the API returns them), the CSR as one
 * PEM block, defaults applied. During preview any value may be unknown.
 */
export type TlsCertificateInputs = z.output<typeof inputProperties>;

const declared = inputProperties.shape;

const fields = {
  // Required, checked in the transform (see `required`).
  sku: orUnknown(
    z.string(),
    'must be a product identifier such as "dv-single" (getTlsProducts lists them)',
  ).optional(),
  commonName: orUnknown(z.string(), "must be a host name such as www.example.com").optional(),
  dnsNames: textList().optional(),
  csr: orUnknown(
    z.string(),
    "must be a PEM certificate signing request (e.g. a CertificateRequest's csr)",
  ).optional(),
  dcvMethod: text().optional(),
  dcvEmails: textList().optional(),
  organizationId: text().optional(),
  validityDays: whole().optional(),
  renewBeforeDays: whole().optional(),
  manageDcvRecords: flag().optional(),
  waitForIssuance: flag().optional(),
  timeoutSeconds: whole().optional(),
  onDelete: text().optional(),
} satisfies AcceptedFields<typeof inputProperties>;

type Issue = (path: (string | number)[], message: string) => void;

function atLeast(
  issue: Issue,
  path: string,
  value: number | string | undefined,
  least: number,
  what: string,
) {
  if (typeof value === "number" && value < least) issue([path], `must be at least ${least} ${what}`);
}

/** Validates and normalizes TlsCertificate inputs: the schema `check` runs. */
export const tlsCertificateInputs = z.strictObject(fields).transform((v, ctx): TlsCertificateInputs => {
  const issue: Issue = (path, message) => ctx.addIssue({ code: "custom", path, message });
  const commonName = commonNameOf(ctx, v.commonName);
  const dnsNames = dnsNamesOf(ctx, commonName, v.dnsNames);
  const csrText = required(ctx, "csr", v.csr);
  const csr = csrText === undefined ? undefined : checked(ctx, ["csr"], csrText, parseCsr);
  const sku = required(ctx, "sku", v.sku);
  const dcvMethod = choice(ctx, "dcvMethod", v.dcvMethod, dcvMethods) ?? defaultOf(declared.dcvMethod);
  const renewBeforeDays = v.renewBeforeDays ?? defaultOf(declared.renewBeforeDays);

  // What the CSR shows now, the API would refuse later (16010).
  if (isKnown(csr) && isKnown(commonName) && commonName !== "" && isKnown(dnsNames)) {
    const missing = namesNotCovered(csr, certificateNames(commonName, dnsNames));
    const holds = `the CSR holds ${csrNames(csr).join(", ") || "no names"}`;
    const fix = "make the CSR with every name (a CertificateRequest with the same commonName and dnsNames)";
    if (missing.includes(commonName))
      issue(["commonName"], `${commonName} is not in the CSR (${holds}): ${fix}`);
    const others = missing.filter((name) => name !== commonName);
    if (others.length > 0) {
      issue(
        ["dnsNames"],
        `${others.join(", ")} ${others.length === 1 ? "is" : "are"} not in the CSR (${holds}): ${fix}, or remove ${others.length === 1 ? "it" : "them"} from dnsNames`,
      );
    }
  }
  atLeast(issue, "validityDays", v.validityDays, 1, "day");
  atLeast(issue, "renewBeforeDays", v.renewBeforeDays, 0, "days");
  atLeast(issue, "timeoutSeconds", v.timeoutSeconds, 1, "second");
  if (
    typeof v.validityDays === "number" &&
    typeof renewBeforeDays === "number" &&
    renewBeforeDays >= v.validityDays
  ) {
    issue(
      ["renewBeforeDays"],
      `must be below validityDays (${v.validityDays}), or every certificate would be due for renewal at once: ` +
        `choose fewer days (e.g. ${Math.max(0, Math.min(30, Math.floor(v.validityDays / 3)))})`,
    );
  }
  let dcvEmails: string[] | typeof unknownValue | undefined;
  if (v.dcvEmails !== undefined) {
    if (dcvMethod === "dns-cname-token") {
      issue(["dcvEmails"], 'applies only to dcvMethod "email": remove it or set dcvMethod: "email"');
    }
    dcvEmails =
      v.dcvEmails === unknownValue || v.dcvEmails.includes(unknownValue)
        ? unknownValue
        : v.dcvEmails.map((email, i) => checked(ctx, ["dcvEmails", i], email, emailAddress) ?? "");
  }

  const out = {
    sku: (sku !== undefined && checked(ctx, ["sku"], sku, requiredText)) || "",
    commonName,
    dnsNames,
    csr: csr === unknownValue ? unknownValue : (csr?.pem ?? ""),
    dcvMethod,
    renewBeforeDays,
    manageDcvRecords: v.manageDcvRecords ?? defaultOf(declared.manageDcvRecords),
    waitForIssuance: v.waitForIssuance ?? defaultOf(declared.waitForIssuance),
    timeoutSeconds: v.timeoutSeconds ?? defaultOf(declared.timeoutSeconds),
    onDelete: choice(ctx, "onDelete", v.onDelete, deleteActions) ?? defaultOf(declared.onDelete),
  } as TlsCertificateInputs;
  if (dcvEmails !== undefined) out.dcvEmails = dcvEmails as string[];
  if (v.organizationId !== undefined)
    out.organizationId = checked(ctx, ["organizationId"], v.organizationId, requiredText) ?? "";
  if (v.validityDays !== undefined) out.validityDays = v.validityDays as number;
  return out;
});

/** The order's request body (tlsCertificateRequest) for checked inputs. */
export function orderRequest(inputs: TlsCertificateInputs, renewalOf?: string): TlsCertificateRequest {
  const request: TlsCertificateRequest = {
    sku: inputs.sku,
    common_name: inputs.commonName,
    csr: inputs.csr,
    dcv_method: inputs.dcvMethod,
  };
  if (inputs.dnsNames.length > 0) request.dns_names = inputs.dnsNames;
  if (inputs.dcvEmails !== undefined) request.dcv_emails = inputs.dcvEmails;
  if (inputs.organizationId !== undefined) request.org_id = inputs.organizationId;
  if (inputs.validityDays !== undefined) request.validity_days = inputs.validityDays;
  if (renewalOf !== undefined) request.renewal_of_certificate_id = renewalOf;
  return request;
}

/**
 * The inputs a program declares to take `order` over (found by its CSR's key: no new order): its
 * product, names, CSR, validation, organization and term; the settings only Pulumi has at their
 * defaults (`onDelete` "retain").
 */
export function declaredCertificate(order: TlsCertificateResponse): Record<string, unknown> {
  const email = order.dcv_method === "email";
  return {
    sku: order.sku,
    commonName: order.common_name,
    ...(order.dns_names.length > 0 ? { dnsNames: order.dns_names } : {}),
    csr: order.csr,
    ...(email ? { dcvMethod: order.dcv_method, dcvEmails: order.dcv_emails } : {}),
    ...(order.org_id ? { organizationId: order.org_id } : {}),
    validityDays: order.validity_days,
  };
}
