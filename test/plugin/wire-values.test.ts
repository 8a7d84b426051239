import * as rpc from "@pulumi/pulumi/runtime/rpc";
import {
  engineUnknown,
  fromWire,
  secret,
  secretSignature,
  signatureKey,
  toWire,
} from "../../plugin/wire-values";
import { unknownValue } from "../../provider/common/unknown";

test("the engine's markers are the SDK's", () => {
  expect(engineUnknown).toBe(rpc.unknownValue);
  expect(signatureKey).toBe(rpc.specialSigKey);
  expect(secretSignature).toBe(rpc.specialSecretSig);
});

test("secrets are unwrapped however deep, and their top-level names remembered", () => {
  const { props, secrets } = fromWire({
    apiKey: secret("k"),
    nested: { list: ["a", secret("b")] },
    plain: 1,
  });
  expect(props).toEqual({ apiKey: "k", nested: { list: ["a", "b"] }, plain: 1 });
  expect([...secrets].sort()).toEqual(["apiKey", "nested"]);
});

test("unknown values become the recipes' marker, and back", () => {
  const { props } = fromWire({ data: engineUnknown, list: [engineUnknown] });
  expect(props).toEqual({ data: unknownValue, list: [unknownValue] });
  expect(toWire(props, new Set())).toEqual({ data: engineUnknown, list: [engineUnknown] });
});

test("outputs named secret go back secret; undefined ones are left out", () => {
  expect(toWire({ privateKeyPem: "pem", other: undefined, name: "n" }, new Set(["privateKeyPem"]))).toEqual({
    privateKeyPem: secret("pem"),
    name: "n",
  });
});

test("an asset, archive or resource reference is refused with what the provider takes", () => {
  expect(() => fromWire({ file: { [signatureKey]: "0def7320c3a5731c473e5ecbe6d01bc7", path: "x" } })).toThrow(
    /takes plain values, secrets and unknowns; got a value of kind 0def7320c3a5731c473e5ecbe6d01bc7/,
  );
});
