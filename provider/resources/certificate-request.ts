// First: the compile cache must be on before the dependencies load.
import "../compile-cache";
import type {
  CheckResult,
  ConfigureRequest,
  CreateResult,
  DiffResult,
  ReadResult,
  UpdateResult,
} from "@pulumi/pulumi/dynamic";
import { parseCsr } from "../tls/csr";
import { type KeyAndCsr, makeKeyAndCsr } from "../tls/key-pair";
import { certificateNames, sameNames } from "../tls/names";
import {
  type CertificateRequestInputs,
  certificateRequestInputs,
  subjectFields,
} from "./certificate-request-inputs";
import { checkInputs } from "./check-failures";
import type { LifecycleProvider } from "./lifecycle";
import { unknownValue } from "./unknown";

export type { CertificateRequestInputs };

/** Outputs: the inputs, the CSR and the key pair (the SDK marks privateKeyPem secret). */
export interface CertificateRequestOutputs extends CertificateRequestInputs, KeyAndCsr {}

/** The inputs diff compares; every one replaces (a new key and CSR). */
const compared = ["commonName", "dnsNames", "keyAlgorithm", ...subjectFields] as const;

/**
 * CertificateRequest makes its key and CSR locally and calls no API, so it does not use the
 * lifecycle recipe (whose configure, create and read need the registrar's settings): a program
 * may make a CSR without an API key. Its methods have the same shape as every resource's.
 */
const provider = {
  async configure(_request: ConfigureRequest) {},

  async check(_olds: unknown, news: unknown): Promise<CheckResult<CertificateRequestInputs>> {
    const { __provider: _provider, ...inputs } = (news ?? {}) as Record<string, unknown>;
    return checkInputs(certificateRequestInputs, inputs);
  },

  async diff(
    _id: string,
    olds: CertificateRequestOutputs,
    news: CertificateRequestInputs,
  ): Promise<DiffResult> {
    const replaces = compared.filter((key) => {
      const value = news[key];
      if (value === unknownValue || (Array.isArray(value) && value.includes(unknownValue))) return true;
      // The order of the names does not change the certificate's meaning: no new key for it.
      if (key === "dnsNames") return !sameNames(news.dnsNames, olds.dnsNames ?? []);
      return JSON.stringify(value) !== JSON.stringify(olds[key]);
    });
    return replaces.length > 0
      ? { changes: true, replaces: [...replaces], deleteBeforeReplace: false }
      : { changes: false };
  },

  async create(news: CertificateRequestInputs): Promise<CreateResult<CertificateRequestOutputs>> {
    const made = await makeKeyAndCsr({
      commonName: news.commonName,
      sanNames: certificateNames(news.commonName, news.dnsNames),
      keyAlgorithm: news.keyAlgorithm,
      subject: Object.fromEntries(
        subjectFields.flatMap((f) => (news[f] === undefined ? [] : [[f, news[f]]])),
      ),
    });
    // The id is the key's fingerprint: the key is what this resource is.
    return { id: parseCsr(made.csr).publicKeySha256, outs: { ...outputs(news), ...made } };
  },

  /** Nothing to refresh: the key exists only in the state, which read must keep as it is. */
  async read(id: string, props?: CertificateRequestOutputs): Promise<ReadResult<CertificateRequestOutputs>> {
    return { id, props };
  },

  /** Never called for an input change (diff replaces); kept for the interface. */
  async update(
    _id: string,
    olds: CertificateRequestOutputs,
    news: CertificateRequestInputs,
  ): Promise<UpdateResult<CertificateRequestOutputs>> {
    return { outs: { ...olds, ...outputs(news) } };
  },

  /** The key exists only in the state: forgetting it is deleting it. */
  async delete(_id: string, _props: CertificateRequestOutputs) {},
} satisfies LifecycleProvider<CertificateRequestInputs, CertificateRequestOutputs>;

export const { configure, check, diff, create, read, update } = provider;
export const { delete: deleteRequest } = provider;
export { deleteRequest as delete };

/** The inputs as outputs: JSON-safe, no undefined values. */
function outputs(news: CertificateRequestInputs): CertificateRequestInputs {
  return JSON.parse(JSON.stringify(news));
}
