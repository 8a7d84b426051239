import { z } from "zod";
import {
  type AcceptedFields,
  checked,
  choice,
  defaultOf,
  orUnknown,
  text,
  textList,
  type Unknown,
} from "../../common/input-checks";
import { parseOwnerTag } from "../../dns/ownership";
import { countryCode } from "../../tls/contact";
import { keyAlgorithms, type SubjectFields } from "../../tls/key-pair";
import { commonNameOf, dnsNamesOf } from "../../tls/name-inputs";
import { inputProperties, subjectProperties } from "./properties";

/** The optional subject fields, in input order. */
export const subjectFields = subjectProperties.keyof().options satisfies readonly (keyof SubjectFields)[];

/** RFC 5280's upper bounds (street has none there; 128 keeps the subject reasonable). */
const maxLength: Record<Exclude<(typeof subjectFields)[number], "country">, number> = {
  organization: 64,
  organizationalUnit: 64,
  streetAddress: 128,
  postalCode: 40,
  locality: 128,
  province: 128,
};

/**
 * CertificateRequest inputs after check: canonical names, the key algorithm's default applied,
 * subject fields trimmed (country upper case), and the owner tag the SDK class derives from stack
 * and name (classes/owner-tag.ts), for the mark its CSR carries (tls/request-mark.ts): set by the
 * front ends, never by a program, so not declared. During preview any value may be unknown.
 */
export type CertificateRequestInputs = z.output<typeof inputProperties> & { ownerTag?: string };

const subjectText = text().optional();
const fields = {
  commonName: orUnknown(z.string(), "must be a host name such as www.example.com").optional(),
  dnsNames: textList().optional(),
  keyAlgorithm: text().optional(),
  ownerTag: z.string().optional(),
  ...(Object.fromEntries(subjectFields.map((field) => [field, subjectText])) as Record<
    (typeof subjectFields)[number],
    typeof subjectText
  >),
} satisfies AcceptedFields<typeof inputProperties, "ownerTag">;
const shape = z.strictObject(fields) as unknown as z.ZodType<
  {
    commonName?: string | Unknown;
    dnsNames?: (string | Unknown)[] | Unknown;
    keyAlgorithm?: string | Unknown;
    ownerTag?: string;
  } & {
    [K in (typeof subjectFields)[number]]?: string | Unknown;
  }
>;

/** Validates and normalizes CertificateRequest inputs: the schema `check` runs. */
export const certificateRequestInputs = shape.transform((v, ctx): CertificateRequestInputs => {
  const commonName = commonNameOf(ctx, v.commonName);
  const out = {
    commonName,
    dnsNames: dnsNamesOf(ctx, commonName, v.dnsNames),
    keyAlgorithm:
      choice(ctx, "keyAlgorithm", v.keyAlgorithm, keyAlgorithms) ??
      defaultOf(inputProperties.shape.keyAlgorithm),
  } as CertificateRequestInputs;
  // Set by the SDK class or the plugin, never by a program: one of another form is left out.
  if (v.ownerTag !== undefined && parseOwnerTag(v.ownerTag)) out.ownerTag = v.ownerTag;
  for (const field of subjectFields) {
    const value = v[field];
    if (value === undefined) continue;
    const canonical = checked(ctx, [field], value, (s) => {
      if (field === "country") return countryCode(s);
      const trimmed = s.trim();
      if (trimmed === "") throw new Error("must not be empty (leave it out instead)");
      const most = maxLength[field];
      if (trimmed.length > most)
        throw new Error(`must be at most ${most} characters (the X.509 upper bound)`);
      return trimmed;
    });
    if (canonical !== undefined) out[field] = canonical;
  }
  return out;
});
