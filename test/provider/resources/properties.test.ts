import type { z } from "zod";
import { secretOutputs } from "../../../classes/declared-types";
import { recordStepFields } from "../../../plan/record-step";
import { settingFields } from "../../../plan/zone-step";
import { unknownValue } from "../../../provider/common/unknown";
import { recordTypeTable } from "../../../provider/dns/record-types";
import { certificateRequestInputs } from "../../../provider/resources/certificate-request/inputs";
import * as certificateRequest from "../../../provider/resources/certificate-request/properties";
import { recordVariants } from "../../../provider/resources/dns-record/inputs";
import * as dnsRecord from "../../../provider/resources/dns-record/properties";
import { dnsZoneInputs } from "../../../provider/resources/dns-zone/inputs";
import * as dnsZone from "../../../provider/resources/dns-zone/properties";
import { dnssecConfigInputs } from "../../../provider/resources/dnssec-config/inputs";
import * as dnssecConfig from "../../../provider/resources/dnssec-config/properties";
import type { ResourceKind } from "../../../provider/resources/kinds";
import { nameserverDelegationInputs } from "../../../provider/resources/nameserver-delegation/inputs";
import * as nameserverDelegation from "../../../provider/resources/nameserver-delegation/properties";
import { tlsCertificateInputs } from "../../../provider/resources/tls-certificate/inputs";
import { settings as certificateSettings } from "../../../provider/resources/tls-certificate/outputs";
import * as tlsCertificate from "../../../provider/resources/tls-certificate/properties";
import { contactFields, tlsOrganizationInputs } from "../../../provider/resources/tls-organization/inputs";
import * as tlsOrganization from "../../../provider/resources/tls-organization/properties";
import { describedAs } from "../../../scripts/declared-fields";
import { outputProblems } from "./support/declared-properties";

// Each kind's properties are declared once (provider/resources/<kind>/properties.ts); the lists
// that name some of them are held to the declaration here, so a property added there and
// forgotten in a list fails.

/** Each kind of one object of inputs (DnsRecord's variants are below): its declaration and check. */
const objectKinds = {
  CertificateRequest: [certificateRequest.inputProperties, certificateRequestInputs],
  DnsZone: [dnsZone.inputProperties, dnsZoneInputs],
  DnssecConfig: [dnssecConfig.inputProperties, dnssecConfigInputs],
  NameserverDelegation: [nameserverDelegation.inputProperties, nameserverDelegationInputs],
  TlsCertificate: [tlsCertificate.inputProperties, tlsCertificateInputs],
  TlsOrganization: [tlsOrganization.inputProperties, tlsOrganizationInputs],
} as const satisfies Record<string, readonly [z.ZodObject, z.ZodType]>;

/** The names of a declaration's inputs: every variant's, for a union of variants. */
function inputNames(schema: z.ZodType): string[] {
  const objects = "options" in schema ? (schema.options as z.ZodObject[]) : [schema as z.ZodObject];
  return [...new Set(objects.flatMap((object) => Object.keys(object.shape)))].sort();
}

/** The names check refuses as unknown keys, each given alone (as a value unknown in preview). */
const refusedNames = (check: z.ZodType, names: string[]) =>
  names.filter((name) =>
    check
      .safeParse({ [name]: unknownValue })
      .error?.issues.some((issue) => issue.code === "unrecognized_keys" && issue.keys.includes(name)),
  );

test.each(Object.keys(objectKinds) as (keyof typeof objectKinds)[])(
  "%s: check accepts every declared input and no other name",
  (kind) => {
    const [declared, check] = objectKinds[kind];
    expect(refusedNames(check, inputNames(declared))).toEqual([]);
    expect(refusedNames(check, ["notDeclared"])).toEqual(["notDeclared"]);
  },
);

test.each(Object.keys(recordTypeTable) as (keyof typeof recordTypeTable)[])(
  "DnsRecord %s: check's variant and the declared one have the same fields, the row's beside data",
  (type) => {
    const declared = dnsRecord.inputProperties.options.find((option) => option.shape.type.value === type);
    const checked = recordVariants.options.find((option) => option.shape.type.value === type);
    expect(Object.keys(checked?.shape ?? {}).sort()).toEqual(Object.keys(declared?.shape ?? {}).sort());
    const common = ["name", "zone", "ttl", "annotation", "adoptExisting", "allow", "type", "data"];
    const own = Object.keys(declared?.shape ?? {}).filter((name) => !common.includes(name));
    expect(own.sort()).toEqual([...recordTypeTable[type].fields].sort());
  },
);

test("a DnsZone's records take DnsRecord's inputs but its zone and adoptExisting", () => {
  const zoneRecordNames = inputNames(dnsZone.inputProperties.shape.records.unwrap().element);
  expect(inputNames(dnsRecord.inputProperties).filter((name) => !zoneRecordNames.includes(name))).toEqual([
    "adoptExisting",
    "zone",
  ]);
});

test("TlsOrganization's contact fields are its declared inputs but editMode", () => {
  expect(contactFields.map(([field]) => field).sort()).toEqual(
    inputNames(tlsOrganization.inputProperties).filter((name) => name !== "editMode"),
  );
});

test("TlsCertificate keeps as given every declared input the order does not hold", () => {
  const readBack = ["commonName", "csr", "dnsNames", "sku"];
  expect([...certificateSettings].sort()).toEqual(
    inputNames(tlsCertificate.inputProperties).filter((name) => !readBack.includes(name)),
  );
});

test("registrar-plan compares a DnsRecord's key first, then its other inputs but zone and allow", () => {
  expect(recordStepFields).toEqual([
    "name",
    "type",
    "data",
    "priority",
    "flags",
    "tag",
    "ttl",
    "annotation",
    "adoptExisting",
  ]);
});

test("registrar-plan shows a DnsZone's settings but zone and the one share of both", () => {
  expect(settingFields).toEqual(["unmanaged", "ignore", "maxUpdateRatio", "maxDeleteRatio"]);
});

test("a step's outputs are held to the declared outputs: a name not declared, a value of another type", () => {
  const outs = { domain: "example.com", vanitySetId: null, onDelete: "restore", mode: "standard" };
  const complete = {
    ...outs,
    nameservers: [],
    previousMode: "standard",
    previousVanitySetId: null,
    previousNameservers: [],
  };
  expect(outputProblems("NameserverDelegation", complete)).toEqual([]);
  expect(outputProblems("NameserverDelegation", { ...complete, extra: 1, mode: "other" })).toEqual([
    "extra: not declared",
    expect.stringMatching(/^mode: /),
  ]);
  // recordId is DnsRecord's id: a front end may leave it out of the stored outputs.
  const record = { zone: "example.com.", name: "www.example.com.", type: "A", ttl: 300, data: "192.0.2.1" };
  expect(outputProblems("DnsRecord", record)).toEqual([]);
});

/** Every kind's declaration, by kind. */
const declarations = {
  CertificateRequest: certificateRequest,
  DnsRecord: dnsRecord,
  DnsZone: dnsZone,
  DnssecConfig: dnssecConfig,
  NameserverDelegation: nameserverDelegation,
  TlsCertificate: tlsCertificate,
  TlsOrganization: tlsOrganization,
} as const satisfies Record<ResourceKind, unknown>;

/** The paths of the declared fields, nested ones included, that have no description. */
function undescribed(schema: z.ZodType, path: string): string[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if ("innerType" in def) return undescribed(def.innerType as z.ZodType, path);
  if (def.type === "array") return undescribed(def.element as z.ZodType, `${path}[]`);
  if (def.type === "record") return undescribed(def.valueType as z.ZodType, `${path}{}`);
  if (def.type === "union")
    return (def.options as z.ZodType[]).flatMap((option) => undescribed(option, path));
  if (def.type !== "object") return [];
  return Object.entries((schema as z.ZodObject).shape).flatMap(([name, field]) => [
    ...(describedAs(field as z.ZodType) ? [] : [`${path}.${name}`]),
    ...undescribed(field as z.ZodType, `${path}.${name}`),
  ]);
}

test.each(Object.keys(declarations) as ResourceKind[])(
  "%s: every declared input and output, nested ones too, has a description",
  (kind) => {
    const { inputProperties, outputProperties } = declarations[kind];
    expect([...undescribed(inputProperties, "inputs"), ...undescribed(outputProperties, "outputs")]).toEqual(
      [],
    );
  },
);

test.each(Object.keys(declarations) as ResourceKind[])(
  "%s: the SDKs' outputs are declared, and the classes' secret outputs are those marked secret",
  (kind) => {
    const { outputProperties, sdkView } = declarations[kind];
    const shape: Record<string, z.ZodType> = outputProperties.shape;
    expect(sdkView.outputs.filter((name) => !(name in shape))).toEqual([]);
    const secret = Object.keys(shape).filter((name) => shape[name]?.meta()?.secret);
    expect(secret).toEqual([...secretOutputs[kind]]);
  },
);
