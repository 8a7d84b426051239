import { parseCsr } from "../../tls/csr";
import { makeKeyAndCsr } from "../../tls/key-pair";
import { certificateNames, sameNames } from "../../tls/names";
import { requestMark } from "../../tls/request-mark";
import type { ResourceRecipe } from "../runner/recipe";
import { type CertificateRequestInputs, certificateRequestInputs, subjectFields } from "./inputs";
import { type CertificateRequestOutputs, outputs } from "./outputs";
import { inputProperties } from "./properties";

export type { CertificateRequestInputs, CertificateRequestOutputs };

/**
 * CertificateRequest makes its key and CSR locally and calls no API (`callsApi: false`): a
 * program may make a CSR without an API key. Every input is part of the key's CSR, so every
 * change replaces it (a new key and CSR); nothing changes in place.
 */
export const recipe: ResourceRecipe<CertificateRequestInputs, CertificateRequestOutputs> = {
  kind: "CertificateRequest",
  inputs: certificateRequestInputs,
  callsApi: false,
  // Every declared input; the order of the names does not change the certificate's meaning.
  replaces: inputProperties
    .keyof()
    .options.map((property) =>
      property === "dnsNames"
        ? { property, differs: (olds, news) => !sameNames(news.dnsNames, olds.dnsNames ?? []) }
        : property,
    ),
  // Create the new key before the old one goes, as a certificate using it may still need it.
  deleteBeforeReplace: false,

  diff() {
    return { changes: false };
  },

  async create(_step, news) {
    const subject = Object.fromEntries(
      subjectFields.flatMap((f) => (news[f] === undefined ? [] : [[f, news[f]]])),
    );
    const made = await makeKeyAndCsr({
      commonName: news.commonName,
      sanNames: certificateNames(news.commonName, news.dnsNames),
      keyAlgorithm: news.keyAlgorithm,
      subject,
      // The same request made again after its state was lost carries the same mark: the order
      // placed with the lost key is recognised by it (tls/request-mark.ts).
      ...(news.ownerTag ? { mark: requestMark(news.ownerTag, { ...news, subject }) } : {}),
    });
    // The id is the key's fingerprint: the key is what this resource is.
    return { id: parseCsr(made.csr).publicKeySha256, outs: outputs(news, made) };
  },

  /** Nothing to refresh: the key exists only in the state, which read must keep as it is. */
  async read(_step, _id, props) {
    return props;
  },

  /** Never called for an input change (every input replaces); kept for the interface. */
  async update(_step, _id, olds, news) {
    return { ...olds, ...news };
  },

  /** The key exists only in the state: forgetting it is deleting it. */
  async delete() {},
};
