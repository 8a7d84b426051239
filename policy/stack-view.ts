import { type PolicyResource, UnknownValueError } from "@pulumi/policy";
import { kindOfToken, type ResourceKind } from "../provider/resources/kinds";

/**
 * This package's resources among a stack's, from either front end (the classes' dynamic
 * resources, the plugin's), their properties read into plain values. A stack's properties are
 * its resources' outputs: in a preview, the checked inputs of what changes (names canonical,
 * defaults applied) and the last outputs of what does not; a `pulumi policy analyze`, outputs
 * only. Outputs of every kind hold its inputs, so the rules read the inputs' names.
 */

/** A value a preview cannot know yet (computed from another resource): rules skip what holds one. */
export const unknown: unique symbol = Symbol("unknown");
export type Unknown = typeof unknown;

/** The engine's and the providers' marker of an unknown string, as it may reach a property. */
const unknownText = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";

export interface RegistrarResource {
  kind: ResourceKind;
  /** The resource's name in the program. */
  name: string;
  urn: string;
  props: Record<string, unknown>;
}

/** The stack's resources of this package, in the stack's order. */
export function registrarResources(resources: readonly PolicyResource[]): RegistrarResource[] {
  const out: RegistrarResource[] = [];
  for (const resource of resources) {
    const kind = kindOfToken(resource.type);
    if (kind === undefined) continue;
    const props = plain(resource.props);
    out.push({
      kind,
      name: resource.name,
      urn: resource.urn,
      props:
        typeof props === "object" && props !== null && !Array.isArray(props)
          ? (props as Record<string, unknown>)
          : {},
    });
  }
  return out;
}

/** The resources of one kind. */
export function ofKind(resources: readonly RegistrarResource[], kind: ResourceKind): RegistrarResource[] {
  return resources.filter((resource) => resource.kind === kind);
}

/** `resource` as a message names it: `TlsCertificate "web"`. */
export function label(resource: RegistrarResource): string {
  return `${resource.kind} "${resource.name}"`;
}

/**
 * A deep copy with every unknown value as `unknown`. The policy SDK's proxy throws on reading an
 * unknown value, which would make the whole policy advisory; read here, one unknown value skips
 * only the check that needs it.
 */
function plain(value: unknown): unknown {
  if (value === unknownText) return unknown;
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) out.push(read(() => value[i]));
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = read(() => (value as Record<string, unknown>)[key]);
  return out;
}

function read(get: () => unknown): unknown {
  try {
    return plain(get());
  } catch (error) {
    if (error instanceof UnknownValueError) return unknown;
    throw error;
  }
}

/** A known string property, else undefined. */
export function textOf(props: Record<string, unknown>, key: string): string | undefined {
  const value = props[key];
  return typeof value === "string" ? value : undefined;
}

/** A known number property, else undefined. */
export function numberOf(props: Record<string, unknown>, key: string): number | undefined {
  const value = props[key];
  return typeof value === "number" ? value : undefined;
}

/** A known boolean property, else undefined. */
export function flagOf(props: Record<string, unknown>, key: string): boolean | undefined {
  const value = props[key];
  return typeof value === "boolean" ? value : undefined;
}

/** The known strings of a list property (an unknown entry is left out); undefined if the list is unknown. */
export function textsOf(props: Record<string, unknown>, key: string): string[] | undefined {
  const value = props[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return undefined;
  return value.filter((entry): entry is string => typeof entry === "string");
}
