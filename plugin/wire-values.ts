import { unknownValue } from "../provider/common/unknown";

/**
 * How the engine marks values inside a protobuf Struct (the Pulumi SDK's runtime/rpc.ts; a test
 * holds these to the SDK's own): an unknown value is this string, a secret an object with this
 * signature. Kept here so that the plugin does not load the SDK's runtime to read them.
 */
export const engineUnknown = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";
export const signatureKey = "4dabf18193072939515e22adb298388d";
export const secretSignature = "1b47061264138c4ac30d75fd1eb44270";

/** Properties as the recipes take them, and the top-level names whose value held a secret. */
export interface FromWire {
  props: Record<string, unknown>;
  secrets: Set<string>;
}

/**
 * Properties from the engine: secrets unwrapped (their names remembered, so the outputs of the
 * same name go back secret) and unknown values as the recipes' unknown marker.
 */
export function fromWire(wire: Record<string, unknown> | undefined): FromWire {
  const secrets = new Set<string>();
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(wire ?? {})) {
    let secret = false;
    props[name] = unwrap(value, () => {
      secret = true;
    });
    if (secret) secrets.add(name);
  }
  return { props, secrets };
}

function unwrap(value: unknown, sawSecret: () => void): unknown {
  if (value === engineUnknown) return unknownValue;
  if (Array.isArray(value)) return value.map((item) => unwrap(item, sawSecret));
  if (value && typeof value === "object") {
    const object = value as Record<string, unknown>;
    if (object[signatureKey] === secretSignature) {
      sawSecret();
      return unwrap(object.value, sawSecret);
    }
    if (signatureKey in object) {
      throw new Error(
        `the registrar provider takes plain values, secrets and unknowns; got a value of kind ${String(object[signatureKey])} (an asset, archive or resource reference)`,
      );
    }
    return Object.fromEntries(Object.entries(object).map(([key, item]) => [key, unwrap(item, sawSecret)]));
  }
  return value;
}

/** Properties for the engine: the recipes' unknown marker as the engine's, the named ones secret. */
export function toWire(
  props: Record<string, unknown>,
  secrets: ReadonlySet<string>,
): Record<string, unknown> {
  const wire: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined) continue;
    const plain = markUnknowns(value);
    wire[name] = secrets.has(name) ? secret(plain) : plain;
  }
  return wire;
}

/** A value as the engine's secret. */
export function secret(value: unknown): Record<string, unknown> {
  return { [signatureKey]: secretSignature, value };
}

function markUnknowns(value: unknown): unknown {
  if (value === unknownValue) return engineUnknown;
  if (Array.isArray(value)) return value.map(markUnknowns);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, markUnknowns(item)]));
  }
  return value;
}
