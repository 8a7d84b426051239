import { hasUnknown } from "../../common/unknown";

/**
 * An input whose change makes a new object: its name alone when any change of its value does,
 * or a rule. A known new value replaces when `differs` (default: it differs from the old output,
 * compared as JSON); an unknown one (preview) replaces, as it may differ. Either only while
 * `applies` to the object as it is (default: always), e.g. a CSR that an issued certificate
 * takes by a reissue.
 */
export type ReplacingInput<Inputs, Outputs> = (keyof Inputs & string) | ReplacingRule<Inputs, Outputs>;

export interface ReplacingRule<Inputs, Outputs> {
  property: keyof Inputs & string;
  differs?(olds: Outputs, news: Inputs): boolean;
  applies?(olds: Outputs): boolean;
}

/** The properties of `rules` that make a new object of `olds` for `news`, in the rules' order. */
export function replacedBy<Inputs, Outputs>(
  rules: readonly ReplacingInput<Inputs, Outputs>[],
  olds: Outputs,
  news: Inputs,
): string[] {
  return rules.flatMap((rule) => {
    const { property, differs, applies }: ReplacingRule<Inputs, Outputs> =
      typeof rule === "string" ? { property: rule } : rule;
    if (applies && !applies(olds)) return [];
    const value = news[property];
    if (hasUnknown(value)) return [property];
    const old = (olds as Record<string, unknown>)[property];
    const changed = differs ? differs(olds, news) : JSON.stringify(value) !== JSON.stringify(old);
    return changed ? [property] : [];
  });
}
