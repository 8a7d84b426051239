import { type LookupFacts, type LookupName, lookupNames, lookups } from "../provider/lookups/lookups";
import { nativeToken } from "../provider/type-tokens";

/**
 * The functions the plugin serves: each lookup of the table (provider/lookups/lookups.ts) as
 * `registrar:index:<name>`, its arguments and result one object each (schema.json's `inputs` and
 * `outputs`, generated from the lookup's types and TSDoc).
 */

/** `registrar:index:<name>` */
export function functionToken(name: LookupName): string {
  return nativeToken(name);
}

/** The lookup a token names, or undefined when the plugin serves no such function. */
export function functionOfToken(token: string): LookupFacts | undefined {
  const name = lookupNames.find((candidate) => functionToken(candidate) === token);
  return name ? lookups[name] : undefined;
}

/** Every function's token, for an error that names them. */
export function functionTokens(): string[] {
  return lookupNames.map(functionToken);
}
