import { kindOfToken, kinds, type ResourceKind } from "../provider/resources/kinds";
import type { ResourceRecipe } from "../provider/resources/runner/recipe";
import { recipeModules } from "./recipe-modules";

/**
 * The kinds as the plugin serves them, from the table (provider/resources/kinds.ts): the kind of
 * a URN, its recipe, and its outputs as the schema declares them.
 */

/** A resource URN's type token: the last of its parent-qualified types (`parent$child`). */
export function typeOfUrn(urn: string): string {
  const type = urn.split("::")[2] ?? "";
  return type.slice(type.lastIndexOf("$") + 1);
}

/** The kind a resource URN's type names in the plugin's tokens (`registrar:index:<Kind>`); undefined for any other type. */
export function kindOfUrn(urn: string): ResourceKind | undefined {
  return kindOfToken(typeOfUrn(urn), "native");
}

/**
 * A kind's recipe, loaded from this package when the kind is first served: the recipe the
 * dynamic provider's module of the kind runs too.
 */
export function loadRecipe(kind: ResourceKind): ResourceRecipe<unknown, unknown> {
  return recipeModules[kind]().recipe;
}

/**
 * The outputs the engine gets: the recipe's, and the id under each name the row's `idOutputs`
 * gives it (DnsRecord's `recordId`), as the SDK's class gives them; the schema declares both.
 */
export function servedOutputs(kind: ResourceKind, id: string, outs: unknown): Record<string, unknown> {
  const names: readonly string[] = kinds[kind].idOutputs;
  return { ...(outs as Record<string, unknown>), ...Object.fromEntries(names.map((name) => [name, id])) };
}

/** Stored outputs as the recipe made them: without those `servedOutputs` added from the id. */
export function recipeOutputs(kind: ResourceKind, state: Record<string, unknown>): Record<string, unknown> {
  const names: readonly string[] = kinds[kind].idOutputs;
  return Object.fromEntries(Object.entries(state).filter(([name]) => !names.includes(name)));
}

/**
 * Rethrows a step's error; an object of `kind` that exists but has not converged (a
 * NotConvergedError: its id and properties) is reported with the outputs the engine stores for
 * it, as `servedOutputs` gives them for a step that succeeded.
 */
export function servedWhenNotConverged(kind: ResourceKind): (error: unknown) => never {
  return (error) => {
    const notConverged = error as { id?: string; properties?: Record<string, unknown> };
    if (error instanceof Error && notConverged.id && notConverged.properties)
      notConverged.properties = servedOutputs(kind, notConverged.id, notConverged.properties);
    throw error;
  };
}
